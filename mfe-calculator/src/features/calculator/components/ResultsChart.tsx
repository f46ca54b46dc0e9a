import { useId } from 'react';
import { Box, useElementWidth } from 'shared-ui';
import { chartGeometry } from '../model/chart-geometry.ts';
import type { CalculatorRow } from '../model/calculator.ts';

/** The page's column: the form card and the table above are Chakra's `xl` (36rem), and the chart keeps to it. */
export const MAX_WIDTH = 576;
const MIN_WIDTH = 280;
const FONT_PX = 12;
const LINE = '#1d4ed8';

/**
 * An inline, accessible SVG step chart of the same rows as the table (no chart library), drawn at the width it is
 * given so its 12 px labels stay 12 px on a phone and the x ticks are thinned to what fits.
 */
export function ResultsChart({ rows }: { rows: readonly CalculatorRow[] }) {
  const id = useId();
  const [frameRef, frameWidth] = useElementWidth<HTMLDivElement>(MAX_WIDTH);
  const width = Math.max(MIN_WIDTH, Math.min(MAX_WIDTH, frameWidth));
  const g = chartGeometry(rows, { width, height: 280, fontPx: FONT_PX });
  return (
    <Box ref={frameRef} maxWidth={`${MAX_WIDTH}px`} overflowX="auto" color="fg">
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${g.width} ${g.height}`}
        width={g.width}
        height={g.height}
        style={{ display: 'block' }}
        data-testid="calculator-chart"
      >
        <title id={`${id}-title`}>{g.title}</title>
        <desc id={`${id}-desc`}>{g.description}</desc>
        {/* An inline style, not the font-size attribute: the page's stylesheet outranks presentation attributes. */}
        <g style={{ fontSize: `${FONT_PX}px` }} fill="currentColor">
          {g.yTicks.map((t) => (
            <g key={`y${t.label}`} data-axis="y">
              <line x1={g.left} x2={g.right} y1={t.at} y2={t.at} stroke="currentColor" strokeOpacity="0.15" />
              <text x={g.left - 6} y={t.at} textAnchor="end" dominantBaseline="middle">
                {t.label}
              </text>
            </g>
          ))}
          {g.xTicks.map((t) => (
            <text key={`x${t.label}`} x={t.at} y={g.bottom + 16} textAnchor="middle" data-axis="x">
              {t.label}
            </text>
          ))}
          <text x={(g.left + g.right) / 2} y={g.height - 6} textAnchor="middle">
            Contract period (days)
          </text>
        </g>
        <line x1={g.left} x2={g.right} y1={g.bottom} y2={g.bottom} stroke="currentColor" />
        <line x1={g.left} x2={g.left} y1={g.top} y2={g.bottom} stroke="currentColor" />
        <path d={g.path} fill="none" stroke={LINE} strokeWidth="2.5" />
        {g.points.map((p) => (
          <circle key={p.day} cx={p.x} cy={p.y} r="4" fill={LINE}>
            <title>{p.label}</title>
          </circle>
        ))}
      </svg>
    </Box>
  );
}
