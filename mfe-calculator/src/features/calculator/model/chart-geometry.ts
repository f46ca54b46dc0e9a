// Geometry of the amount-owed step chart (no chart library): the page's React SVG and embed.js's DOM SVG both draw it.
import { formatUsd } from '@litfund/domain';
import type { CalculatorRow } from './calculator.ts';

export interface ChartTick {
  /** Position along its axis in SVG units. */
  at: number;
  label: string;
}

export interface ChartPoint {
  x: number;
  y: number;
  day: number;
  cents: number;
  label: string;
}

export interface ChartGeometry {
  width: number;
  height: number;
  /** The plot area. */
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** SVG path of the owed amount as a step line from day 0. */
  path: string;
  points: ChartPoint[];
  xTicks: ChartTick[];
  yTicks: ChartTick[];
  title: string;
  description: string;
}

export interface ChartSize {
  width?: number;
  height?: number;
}

const PADDING = { left: 84, right: 16, top: 16, bottom: 44 };
const round = (n: number) => Math.round(n * 10) / 10;

/** A step chart: the amount of range i holds until its last day, then steps to the next range's amount. */
export function chartGeometry(
  rows: readonly CalculatorRow[],
  { width = 560, height = 280 }: ChartSize = {},
): ChartGeometry {
  const left = PADDING.left;
  const right = width - PADDING.right;
  const top = PADDING.top;
  const bottom = height - PADDING.bottom;
  const maxDay = Math.max(1, ...rows.map((r) => r.day));
  const maxCents = Math.max(1, ...rows.map((r) => r.cents));
  // Amounts start at zero so the heights stay honest; a little headroom above the top value.
  const yMax = maxCents * 1.1;
  const x = (day: number) => round(left + (day / maxDay) * (right - left));
  const y = (cents: number) => round(bottom - (cents / yMax) * (bottom - top));

  const points = rows.map((r) => ({
    x: x(r.day),
    y: y(r.cents),
    day: r.day,
    cents: r.cents,
    label: `Day ${r.day}: ${formatUsd(r.cents)}`,
  }));
  const [first, ...rest] = points;
  let path = '';
  if (first) {
    path = `M${x(0)} ${first.y} H${first.x}`;
    for (const p of rest) path += ` V${p.y} H${p.x}`;
  }
  const xTicks = [{ at: x(0), label: '0' }, ...points.map((p) => ({ at: p.x, label: String(p.day) }))];
  const yTicks = [0, 0.25, 0.5, 0.75, 1].map((f) => {
    const cents = Math.round((maxCents * f) / 100) * 100;
    return { at: y(cents), label: formatUsd(cents) };
  });
  return {
    width,
    height,
    left,
    right,
    top,
    bottom,
    path,
    points,
    xTicks,
    yTicks,
    title: 'Amount owed by contract period',
    description: chartDescription(rows),
  };
}

/** The chart's text alternative (SVG desc). */
export function chartDescription(rows: readonly CalculatorRow[]): string {
  if (rows.length === 0) return 'No amounts to show.';
  return `Step chart of the amount owed in US dollars against the contract period in days: ${rows
    .map((r) => `${formatUsd(r.cents)} by day ${r.day}`)
    .join(', ')}.`;
}
