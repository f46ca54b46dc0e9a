import { chartDescription, chartGeometry, thinTicks, type ChartTick } from './chart-geometry.ts';

const rows = [
  { day: 30, cents: 115000 },
  { day: 60, cents: 120000 },
  { day: 120, cents: 130000 },
];

/** A post-settlement schedule: short ranges up to day 60, then long pre-settlement ones (the '0 306090'). */
const postSettlementRows = [10, 20, 30, 40, 50, 60, 90, 180, 270, 360, 540, 720, 900, 1080].map((day, i) => ({
  day,
  cents: 100_000_00 + i * 7_500_00,
}));

/** Each label's horizontal extent, estimated generously (0.62 em a character). */
const extents = (ticks: readonly ChartTick[], fontPx: number) =>
  ticks.map((t) => {
    const half = (t.label.length * 0.62 * fontPx) / 2;
    return { from: t.at - half, to: t.at + half };
  });

describe('chartGeometry', () => {
  it('draws a step line from day 0 through every range end', () => {
    const g = chartGeometry(rows, { width: 560, height: 280 });
    expect(g.points.map((p) => p.x)).toEqual([
      Math.round((g.left + (30 / 120) * (g.right - g.left)) * 10) / 10,
      Math.round((g.left + 0.5 * (g.right - g.left)) * 10) / 10,
      g.right,
    ]);
    // amounts grow, so points rise (smaller y), and the top value sits below the plot's top (headroom)
    expect(g.points[0]?.y).toBeGreaterThan(g.points[1]!.y);
    expect(g.points[2]?.y).toBeGreaterThan(g.top);
    expect(g.path).toBe(
      `M${g.left} ${g.points[0]?.y} H${g.points[0]?.x} V${g.points[1]?.y} H${g.points[1]?.x} V${g.points[2]?.y} H${g.points[2]?.x}`,
    );
    expect(g.points[1]?.label).toBe('Day 60: $1,200.00');
  });

  it('has x ticks at day 0 and each day when they fit, y ticks at round compact amounts from $0', () => {
    const g = chartGeometry(rows);
    expect(g.xTicks.map((t) => t.label)).toEqual(['0', '30', '60', '120']);
    expect(g.yTicks.map((t) => t.label)).toEqual(['$0', '$500', '$1K']);
    expect(g.yTicks[0]?.at).toBe(g.bottom);
    expect(g.yTicks.every((t) => t.at >= g.top && t.at <= g.bottom)).toBe(true);
  });

  it.each([390, 560, 1366])('never overlaps or clips the x labels of a crowded schedule at %i px', (width) => {
    const fontPx = 12;
    const g = chartGeometry(postSettlementRows, { width, fontPx });
    const spans = extents(g.xTicks, fontPx);
    expect(g.xTicks[0]?.label).toBe('0');
    expect(g.xTicks.at(-1)?.label).toBe('1080');
    spans.slice(1).forEach((span, i) => expect(span.from).toBeGreaterThan(spans[i]!.to));
    expect(spans[0]!.from).toBeGreaterThanOrEqual(0);
    expect(spans.at(-1)!.to).toBeLessThanOrEqual(width);
  });

  it('keeps the y labels whole inside the left margin, in compact amounts', () => {
    const fontPx = 12;
    const g = chartGeometry(postSettlementRows, { width: 390, fontPx });
    expect(g.yTicks.map((t) => t.label)).toEqual(['$0', '$50K', '$100K', '$150K', '$200K']);
    const widest = Math.max(...g.yTicks.map((t) => t.label.length * 0.62 * fontPx));
    // labels end 6 units left of the axis (as drawn)
    expect(g.left - 6 - widest).toBeGreaterThanOrEqual(0);
  });

  it('copes with no rows and zero amounts', () => {
    expect(chartGeometry([]).path).toBe('');
    const g = chartGeometry([{ day: 0, cents: 0 }]);
    expect(g.points[0]).toMatchObject({ x: g.left, y: g.bottom });
    expect(g.xTicks.map((t) => t.label)).toEqual(['0']);
  });

  it('describes the curve in words', () => {
    expect(chartDescription(rows)).toContain('$1,150.00 by day 30, $1,200.00 by day 60, $1,300.00 by day 120');
    expect(chartDescription([])).toBe('No amounts to show.');
  });
});

describe('thinTicks', () => {
  it('keeps the first and last labels and drops the ones that would touch them', () => {
    const ticks = [0, 8, 16, 24, 100].map((at) => ({ at, label: String(at) }));
    expect(thinTicks(ticks, 12).map((t) => t.at)).toEqual([0, 24, 100]);
  });

  it('lets the last label win when only two collide', () => {
    expect(
      thinTicks(
        [
          { at: 0, label: '0' },
          { at: 6, label: '30' },
        ],
        12,
      ),
    ).toEqual([{ at: 6, label: '30' }]);
  });
});
