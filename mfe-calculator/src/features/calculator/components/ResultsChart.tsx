import { useId } from 'react';
import { Box } from 'shared-ui';
import { chartGeometry } from '../model/chart-geometry.ts';
import type { CalculatorRow } from '../model/calculator.ts';

/** An inline, accessible SVG step chart of the same rows as the table (no chart library). */
export function ResultsChart({ rows }: { rows: readonly CalculatorRow[] }) {
  const id = useId();
  const g = chartGeometry(rows);
  return (
    <Box overflowX="auto" color="fg">
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${g.width} ${g.height}`}
        width="100%"
        style={{ maxWidth: g.width, display: 'block' }}
        data-testid="calculator-chart"
      >
        <title id={`${id}-title`}>{g.title}</title>
        <desc id={`${id}-desc`}>{g.description}</desc>
        <g fontSize="11" fill="currentColor">
          {g.yTicks.map((t) => (
            <g key={`y${t.label}`}>
              <line x1={g.left} x2={g.right} y1={t.at} y2={t.at} stroke="currentColor" strokeOpacity="0.15" />
              <text x={g.left - 6} y={t.at} textAnchor="end" dominantBaseline="middle">
                {t.label}
              </text>
            </g>
          ))}
          {g.xTicks.map((t) => (
            <text key={`x${t.label}`} x={t.at} y={g.bottom + 16} textAnchor="middle">
              {t.label}
            </text>
          ))}
          <text x={(g.left + g.right) / 2} y={g.height - 6} textAnchor="middle">
            Contract period (days)
          </text>
        </g>
        <line x1={g.left} x2={g.right} y1={g.bottom} y2={g.bottom} stroke="currentColor" />
        <line x1={g.left} x2={g.left} y1={g.top} y2={g.bottom} stroke="currentColor" />
        <path d={g.path} fill="none" stroke="#2563eb" strokeWidth="2.5" />
        {g.points.map((p) => (
          <circle key={p.day} cx={p.x} cy={p.y} r="4" fill="#2563eb">
            <title>{p.label}</title>
          </circle>
        ))}
      </svg>
    </Box>
  );
}
