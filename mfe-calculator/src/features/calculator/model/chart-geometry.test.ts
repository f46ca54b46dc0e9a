import { chartDescription, chartGeometry } from './chart-geometry.ts';

const rows = [
  { day: 30, cents: 115000 },
  { day: 60, cents: 120000 },
  { day: 120, cents: 130000 },
];

describe('chartGeometry', () => {
  it('draws a step line from day 0 through every range end', () => {
    const g = chartGeometry(rows, { width: 560, height: 280 });
    expect(g.points.map((p) => p.x)).toEqual([
      g.left + (30 / 120) * (g.right - g.left),
      g.left + 0.5 * (g.right - g.left),
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

  it('has x ticks at day 0 and each day, y ticks from $0.00 up', () => {
    const g = chartGeometry(rows);
    expect(g.xTicks.map((t) => t.label)).toEqual(['0', '30', '60', '120']);
    expect(g.yTicks[0]).toEqual({ at: g.bottom, label: '$0.00' });
    expect(g.yTicks.at(-1)?.label).toBe('$1,300.00');
    expect(g.yTicks.every((t) => t.at >= g.top && t.at <= g.bottom)).toBe(true);
  });

  it('copes with no rows and zero amounts', () => {
    expect(chartGeometry([]).path).toBe('');
    const g = chartGeometry([{ day: 0, cents: 0 }]);
    expect(g.points[0]).toMatchObject({ x: g.left, y: g.bottom });
  });

  it('describes the curve in words', () => {
    expect(chartDescription(rows)).toContain('$1,150.00 by day 30, $1,200.00 by day 60, $1,300.00 by day 120');
    expect(chartDescription([])).toBe('No amounts to show.');
  });
});
