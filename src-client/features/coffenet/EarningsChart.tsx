import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { rialsToToman, formatNumber } from '@shared/wallet/money';
import { WEEKDAY_INITIALS } from '@shared/calendar/tehran';
import type { RouterOutputs } from '../../trpc';
import { useAxisTicks } from '../../ui/useAxisTicks';

const Y_AXIS_WIDTH = 70;
/** Recharts' own margins around the plot. */
const CHART_MARGINS = 20;

const initial = (weekday: string) => WEEKDAY_INITIALS[weekday as keyof typeof WEEKDAY_INITIALS] ?? weekday;

type Day = RouterOutputs['orders']['cafeFinance']['earning_history'][number];

/** The week's earnings by weekday from Saturday (spec 2 §2), in toman. */
export function EarningsChart({ days }: { days: Day[] }) {
  const data = days.map((d) => ({ day: d.weekday, toman: rialsToToman(d.amount) })).reverse(); // Saturday sits on the right in a right-to-left page
  // «چهارشنبه» and its neighbours do not fit seven abreast on a phone: there the axis reads «ش ی د …».
  const ticks = useAxisTicks([data.map((d) => d.day), data.map((d) => initial(d.day))], Y_AXIS_WIDTH + CHART_MARGINS);
  // An empty week is said in words: bare axes read as a chart that failed to draw.
  if (data.every((d) => d.toman === 0)) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="earnings-chart">
        این هفته هنوز درآمدی ثبت نشده است
      </Text>
    );
  }
  return (
    <div dir="ltr" data-testid="earnings-chart" ref={ticks.ref}>
      <BarChart
        h={220}
        data={data}
        dataKey="day"
        series={[{ name: 'toman', label: 'درآمد (تومان)', color: 'teal.6' }]}
        valueFormatter={(v) => formatNumber(v)}
        tickLine="y"
        xAxisProps={{ interval: ticks.interval, tickFormatter: ticks.format }}
        yAxisProps={{ width: Y_AXIS_WIDTH, orientation: 'right' }}
      />
    </div>
  );
}
