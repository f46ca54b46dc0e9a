import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCompactUsd, formatUsd } from '@litfund/domain';
import { CHART_COLORS, CHART_HEIGHT, CHART_TEXT, ChartFrame } from './ChartFrame.tsx';

export interface MoneySeries<Row> {
  /** The row's field, in dollars. */
  key: keyof Row & string;
  label: string;
}

export interface MoneyBarsChartProps<Row> {
  title: string;
  summary: string;
  rows: readonly Row[];
  /** The field naming each bar group (a month, a status). */
  category: keyof Row & string;
  series: ReadonlyArray<MoneySeries<Row>>;
}

const compact = (dollars: number) => formatCompactUsd(Math.round(dollars * 100));
const full = (dollars: unknown) => formatUsd(Math.round(Number(dollars) * 100));

/** Amounts in dollars as grouped bars, one colour per series. */
export function MoneyBarsChart<Row extends object>({
  title,
  summary,
  rows,
  category,
  series,
}: MoneyBarsChartProps<Row>) {
  return (
    <ChartFrame title={title} summary={summary}>
      {(width) => (
        <BarChart
          width={width}
          height={CHART_HEIGHT}
          data={[...rows]}
          margin={{ top: 8, right: 8, left: 8, bottom: 0 }}
        >
          <CartesianGrid vertical={false} stroke="#e4e4e7" />
          <XAxis dataKey={category as string} style={CHART_TEXT} tickLine={false} minTickGap={8} />
          <YAxis style={CHART_TEXT} tickFormatter={compact} tickLine={false} axisLine={false} width={64} />
          <Tooltip formatter={full} isAnimationActive={false} />
          <Legend wrapperStyle={CHART_TEXT} />
          {series.map((s, i) => (
            <Bar
              key={s.key}
              dataKey={s.key as string}
              name={s.label}
              fill={CHART_COLORS[i % CHART_COLORS.length]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      )}
    </ChartFrame>
  );
}
