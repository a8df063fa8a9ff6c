import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { formatNumber, rialsToToman } from '@shared/wallet/money';
import type { RouterOutputs } from '../../trpc';
import { useAxisTicks } from '../../ui/useAxisTicks';

type Day = RouterOutputs['admin']['incomeChart'][number];

const dayLabel = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { timeZone: 'Asia/Tehran', month: 'short', day: 'numeric' });

const Y_AXIS_WIDTH = 80;
/** Room before today's bar, so its date is not cut by the chart's left edge. */
const LEFT_PADDING = 16;
/** Recharts' own margins around the plot, and that room. */
const CHART_MARGINS = 20 + LEFT_PADDING;

/** The platform's daily income over 30 days (fees, store sales, bot payments), in toman. */
export function IncomeChart({ days }: { days: Day[] }) {
  const data = days
    .map((d) => ({
      day: dayLabel.format(new Date(`${d.day}T12:00:00+03:30`)),
      fees: rialsToToman(d.fees),
      store: rialsToToman(d.store),
      bot: rialsToToman(d.bot),
    }))
    .reverse(); // today sits on the left in a right-to-left page
  // Thirty dates do not fit under 30 bars: label today and every few days back, evenly.
  const ticks = useAxisTicks([data.map((d) => d.day)], Y_AXIS_WIDTH + CHART_MARGINS);
  return (
    <div dir="ltr" data-testid="income-chart" ref={ticks.ref}>
      <BarChart
        h={240}
        data={data}
        dataKey="day"
        type="stacked"
        series={[
          { name: 'fees', label: 'کارمزد', color: 'teal.6' },
          { name: 'store', label: 'فروشگاه', color: 'blue.6' },
          { name: 'bot', label: 'پرداخت ربات', color: 'grape.6' },
        ]}
        valueFormatter={(v) => formatNumber(v)}
        tickLine="y"
        xAxisProps={{ interval: ticks.interval, padding: { left: LEFT_PADDING } }}
        yAxisProps={{ width: Y_AXIS_WIDTH, orientation: 'right' }}
      />
    </div>
  );
}
