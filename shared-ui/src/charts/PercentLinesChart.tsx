import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_COLORS, CHART_HEIGHT, CHART_TEXT, ChartFrame } from './ChartFrame.tsx';

export interface PercentLine {
  name: string;
  points: ReadonlyArray<{ x: number; percent: number }>;
}

export interface PercentLinesChartProps {
  title: string;
  summary: string;
  lines: readonly PercentLine[];
  /** What x counts (e.g. "Months after the quarter began"), in the tooltip; the title says it too. */
  xLabel: string;
}

const percent = (value: unknown) => `${Number(value).toFixed(1)} %`;

/** Lines of percentages over a shared x (curves of several cohorts). */
export function PercentLinesChart({ title, summary, lines, xLabel }: PercentLinesChartProps) {
  // recharts' lines share one data array keyed by x: one row per x with each line's value under its name.
  const xs = [...new Set(lines.flatMap((l) => l.points.map((p) => p.x)))].sort((a, b) => a - b);
  const data = xs.map((x) =>
    Object.fromEntries([['x', x], ...lines.map((l) => [l.name, l.points.find((p) => p.x === x)?.percent])]),
  );
  return (
    <ChartFrame title={title} summary={summary}>
      {(width) => (
        <LineChart width={width} height={CHART_HEIGHT} data={data} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
          <CartesianGrid vertical={false} stroke="#e4e4e7" />
          <XAxis dataKey="x" style={CHART_TEXT} tickLine={false} />
          <YAxis style={CHART_TEXT} tickFormatter={(v: number) => `${v} %`} tickLine={false} axisLine={false} />
          <Tooltip formatter={percent} labelFormatter={(x) => `${xLabel}: ${String(x)}`} isAnimationActive={false} />
          <Legend wrapperStyle={CHART_TEXT} />
          {lines.map((l, i) => (
            <Line
              key={l.name}
              dataKey={l.name}
              stroke={CHART_COLORS[i % CHART_COLORS.length]}
              strokeWidth={2}
              dot={false}
              connectNulls
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      )}
    </ChartFrame>
  );
}
