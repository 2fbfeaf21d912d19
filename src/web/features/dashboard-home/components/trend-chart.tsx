import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardSummary } from '@/domain/contracts/dashboard-summary';
import type { TrendBucket } from '@/domain/dashboard-period';
import { axisName, bucketName, TREND_SERIES } from '../trend-labels';

/** The series in the cards' order (review, settled, denied), not recharts' alphabetical one. */
const seriesOrder = (item: { dataKey?: unknown }) =>
  TREND_SERIES.findIndex((series) => series.key === item.dataKey);

/**
 * The trend drawn for the eye (recharts, loaded only with the dashboard's trend: its size stays out of every other
 * page's first visit); the card's table gives the same figures to assistive technology.
 */
export default function TrendChart({
  points,
  bucket,
}: {
  points: DashboardSummary['trend'];
  bucket: TrendBucket;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart
        data={points}
        margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
        // Hidden from assistive technology (the card gives the table), so not a stop for the keyboard either.
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis
          dataKey="start"
          tickFormatter={(start: string) => axisName(start, bucket)}
          tick={{ fontSize: 12 }}
          minTickGap={16}
        />
        <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
        <Tooltip labelFormatter={(start) => bucketName(String(start), bucket)} itemSorter={seriesOrder} />
        <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={seriesOrder} />
        {TREND_SERIES.map((series) => (
          <Line
            key={series.key}
            type="linear"
            dataKey={series.key}
            name={series.name}
            stroke={series.colour}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
