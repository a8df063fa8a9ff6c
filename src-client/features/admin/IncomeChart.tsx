import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { formatNumber, rialsToToman } from '@shared/wallet/money';
import type { RouterOutputs } from '../../trpc';

type Day = RouterOutputs['admin']['incomeChart'][number];

const dayLabel = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { timeZone: 'Asia/Tehran', month: 'short', day: 'numeric' });

/** The platform's daily income over 30 days (fees, store sales, bot payments), in toman. */
export function IncomeChart({ days }: { days: Day[] }) {
  const data = days.map((d) => ({
    day: dayLabel.format(new Date(`${d.day}T12:00:00+03:30`)),
    fees: rialsToToman(d.fees),
    store: rialsToToman(d.store),
    bot: rialsToToman(d.bot),
  }));
  return (
    <div dir="ltr" data-testid="income-chart">
      <BarChart
        h={240}
        data={[...data].reverse() /* today sits on the left in a right-to-left page */}
        dataKey="day"
        type="stacked"
        series={[
          { name: 'fees', label: 'کارمزد', color: 'teal.6' },
          { name: 'store', label: 'فروشگاه', color: 'blue.6' },
          { name: 'bot', label: 'پرداخت ربات', color: 'grape.6' },
        ]}
        valueFormatter={(v) => formatNumber(v)}
        tickLine="y"
        yAxisProps={{ width: 80, orientation: 'right' }}
      />
    </div>
  );
}
