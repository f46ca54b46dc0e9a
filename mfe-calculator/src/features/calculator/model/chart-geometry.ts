// Geometry of the amount-owed step chart (no chart library): the page's React SVG and embed.js's DOM SVG both draw it.
import { formatCompactUsd, formatUsd } from '@litfund/domain';
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
  /** The labels' font size in SVG units; the label widths and the margins follow it. */
  fontPx?: number;
}

/** A digit or '$' is at most this wide, in font sizes, so a label's estimated width is never short. */
const CHAR_EM = 0.62;
/** The least space between two x labels, in font sizes. */
const LABEL_GAP_EM = 0.75;
const MARGIN = { right: 16, top: 16, bottom: 44 };
const round = (n: number) => Math.round(n * 10) / 10;

const labelWidth = (label: string, fontPx: number) => label.length * CHAR_EM * fontPx;

/** A round y step (1, 2 or 5 times a power of ten) giving at most `count` steps up to `maxCents`. */
function niceStep(maxCents: number, count: number): number {
  const raw = maxCents / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((f) => f * power).find((step) => step >= raw) ?? 10 * power;
}

/**
 * The x ticks that fit: day 0 and the last day always, the days between kept left to right while each label clears
 * the one before and the last one, so labels never overlap however the days crowd together.
 */
export function thinTicks(ticks: readonly ChartTick[], fontPx: number): ChartTick[] {
  if (ticks.length <= 1) return [...ticks];
  const gap = LABEL_GAP_EM * fontPx;
  const half = (t: ChartTick) => labelWidth(t.label, fontPx) / 2;
  const last = ticks[ticks.length - 1]!;
  const kept = [ticks[0]!];
  for (const tick of ticks.slice(1, -1)) {
    const previous = kept[kept.length - 1]!;
    const clearsPrevious = tick.at - half(tick) >= previous.at + half(previous) + gap;
    const clearsLast = tick.at + half(tick) + gap <= last.at - half(last);
    if (clearsPrevious && clearsLast) kept.push(tick);
  }
  const previous = kept[kept.length - 1]!;
  // Day 0 and the last day can only collide when the chart is a single range: then the last day wins.
  if (last.at - half(last) < previous.at + half(previous) + gap) kept.pop();
  return [...kept, last];
}

/** A step chart: the amount of range i holds until its last day, then steps to the next range's amount. */
export function chartGeometry(
  rows: readonly CalculatorRow[],
  { width = 560, height = 280, fontPx = 11 }: ChartSize = {},
): ChartGeometry {
  const maxDay = Math.max(1, ...rows.map((r) => r.day));
  const maxCents = Math.max(1, ...rows.map((r) => r.cents));
  // Amounts start at zero so the heights stay honest; a little headroom above the top value.
  const yMax = maxCents * 1.1;
  const step = niceStep(maxCents, 4);
  const yValues = Array.from({ length: Math.floor(yMax / step) + 1 }, (_, i) => i * step);
  const yLabels = yValues.map(formatCompactUsd);
  // The margins grow with the labels they hold, so no label is cut at an edge.
  const left = Math.ceil(Math.max(...yLabels.map((l) => labelWidth(l, fontPx))) + fontPx);
  const right = width - Math.max(MARGIN.right, Math.ceil(labelWidth(String(maxDay), fontPx) / 2) + 4);
  const top = MARGIN.top;
  const bottom = height - MARGIN.bottom;
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
  const allXTicks = [
    { at: x(0), label: '0' },
    ...points.filter((p) => p.day > 0).map((p) => ({ at: p.x, label: String(p.day) })),
  ];
  return {
    width,
    height,
    left,
    right,
    top,
    bottom,
    path,
    points,
    xTicks: thinTicks(allXTicks, fontPx),
    yTicks: yValues.map((cents, i) => ({ at: y(cents), label: yLabels[i]! })),
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
