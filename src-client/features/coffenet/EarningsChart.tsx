import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { rialsToToman, formatNumber } from '@shared/wallet/money';
import type { RouterOutputs } from '../../trpc';

type Day = RouterOutputs['orders']['cafeFinance']['earning_history'][number];

/** The week's earnings by weekday from Saturday (spec 2 §2), in toman. */
export function EarningsChart({ days }: { days: Day[] }) {
  const data = days.map((d) => ({ day: d.weekday, toman: rialsToToman(d.amount) }));
  // An empty week is said in words: bare axes read as a chart that failed to draw.
  if (data.every((d) => d.toman === 0)) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="earnings-chart">
        این هفته هنوز درآمدی ثبت نشده است
      </Text>
    );
  }
  return (
    <div dir="ltr" data-testid="earnings-chart">
      <BarChart
        h={220}
        data={[...data].reverse() /* Saturday sits on the right in a right-to-left page */}
        dataKey="day"
        series={[{ name: 'toman', label: 'درآمد (تومان)', color: 'teal.6' }]}
        valueFormatter={(v) => formatNumber(v)}
        tickLine="y"
        yAxisProps={{ width: 70, orientation: 'right' }}
      />
    </div>
  );
}
