// The report's chart: views and clicks (or claims) as bars per day, the rate between them as a
// line on its own axis. Drawn with Recharts, which only the report pages load; its colours are
// the theme's (--chart-* in styles.css), so it reads in the light and the dark scheme. The chart is
// one image to assistive technology: the summary names it, and the table below it holds the data.
// Right to left, time runs from the right and the axes swap sides, as the page around it reads.
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { pageDirection } from '../../lib/i18n';
import { formatChartDay, formatListCount, formatRate, formatRateTick } from './campaign-format';
import type { CampaignReportData } from './campaign-report-values';

const TICK = { fill: 'var(--muted-foreground)', fontSize: 12 };
const AXIS_LINE = { stroke: 'var(--border)' };
/** The series in the order they are drawn, which the tooltip and the legend keep. */
const SERIES = ['views', 'follows', 'rate'];

const RTL = pageDirection === 'rtl';

export function CampaignReportChart({
  days,
  viewsLabel,
  followsLabel,
  rateLabel,
  summary,
}: {
  days: CampaignReportData['days'];
  viewsLabel: string;
  followsLabel: string;
  rateLabel: string;
  /** The chart's name for assistive technology. */
  summary: string;
}) {
  const data = days.map((day) => ({ ...day, label: formatChartDay(day.date) }));
  const bars = [
    { dataKey: 'views', name: viewsLabel, fill: 'var(--chart-views)' },
    { dataKey: 'follows', name: followsLabel, fill: 'var(--chart-follows)' },
  ];
  return (
    <div role="img" aria-label={summary} className="h-72 w-full sm:h-80">
      <ComposedChart
        responsive
        data={data}
        margin={{ top: 8, right: 4, bottom: 0, left: 4 }}
        accessibilityLayer={false}
        style={{ width: '100%', height: '100%' }}
      >
        <CartesianGrid stroke="var(--border)" vertical={false} />
        <XAxis
          dataKey="label"
          reversed={RTL}
          tick={TICK}
          tickLine={false}
          axisLine={AXIS_LINE}
          minTickGap={12}
        />
        <YAxis
          yAxisId="counts"
          orientation={RTL ? 'right' : 'left'}
          allowDecimals={false}
          tickFormatter={(value: number) => String(formatListCount(value))}
          tick={TICK}
          tickLine={false}
          axisLine={false}
          width={40}
        />
        <YAxis
          yAxisId="rate"
          orientation={RTL ? 'left' : 'right'}
          tickFormatter={(value: number) => formatRateTick(value)}
          tick={TICK}
          tickLine={false}
          axisLine={false}
          width={48}
        />
        <Tooltip
          itemSorter={(item) => SERIES.indexOf(String(item.dataKey))}
          cursor={{ fill: 'var(--muted)' }}
          contentStyle={{
            background: 'var(--popover)',
            border: '1px solid var(--border)',
            borderRadius: 12,
            color: 'var(--popover-foreground)',
          }}
          labelStyle={{ color: 'var(--popover-foreground)', fontWeight: 600 }}
          formatter={(value, name) => {
            if (typeof value !== 'number') return value;
            return name === rateLabel ? formatRate(value) : formatListCount(value);
          }}
        />
        <Legend itemSorter={null} wrapperStyle={{ fontSize: 13, paddingTop: 8 }} />
        {bars.map((bar) => (
          <Bar
            key={bar.dataKey}
            yAxisId="counts"
            {...bar}
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
        ))}
        <Line
          yAxisId="rate"
          dataKey="rate"
          name={rateLabel}
          type="monotone"
          stroke="var(--chart-rate)"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </div>
  );
}
