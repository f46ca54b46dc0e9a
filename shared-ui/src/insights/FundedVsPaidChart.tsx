import { useId } from 'react';
import { Box, HStack, Text } from 'shared-ui';
import { dollarsLabel } from '@litfund/domain';
import type { FundedVsPaidPoint } from '@litfund/domain';

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { left: 72, right: 16, top: 12, bottom: 28 };
// Colours with at least 4.5:1 contrast on white, told apart by dash as well as hue.
const FUNDED = '#1d4ed8';
const PAID = '#15803d';

const monthLabel = (month: string) => {
  const [year, m] = month.split('-');
  return `${m}/${year}`;
};

/** A round axis top (1, 2 or 5 times a power of ten) at or above the largest amount. */
function axisTop(maxCents: number): number {
  if (maxCents <= 0) return 100;
  const power = 10 ** Math.floor(Math.log10(maxCents));
  return [1, 2, 5, 10].map((f) => f * power).find((top) => top >= maxCents) ?? 10 * power;
}

/** Running totals of funded and paid amounts per month, as two lines (an SVG: no chart library on the page). */
export function FundedVsPaidChart({ points }: { points: readonly FundedVsPaidPoint[] }) {
  const titleId = useId();
  if (points.length === 0) return null;
  const top = axisTop(Math.max(...points.map((p) => Math.max(p.fundedCents, p.paidCents))));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (points.length === 1 ? plotWidth / 2 : (i * plotWidth) / (points.length - 1));
  const y = (cents: number) => PAD.top + plotHeight - (cents / top) * plotHeight;
  const line = (pick: (p: FundedVsPaidPoint) => number) =>
    points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(pick(p)).toFixed(1)}`).join(' ');
  const last = points[points.length - 1]!;
  const summary =
    `Funded vs paid from ${monthLabel(points[0]!.month)} to ${monthLabel(last.month)}: ` +
    `${dollarsLabel(last.fundedCents / 100)} funded, ${dollarsLabel(last.paidCents / 100)} paid in all.`;
  const ticks = [0, 0.5, 1].map((f) => f * top);

  return (
    <Box>
      <Text id={titleId} fontWeight="semibold" mb="1">
        Funded vs paid
      </Text>
      <HStack gap="4" fontSize="sm" mb="1" aria-hidden="true">
        <Text color={FUNDED}>━ Funded</Text>
        <Text color={PAID}>╍ Paid</Text>
      </HStack>
      <Box overflowX="auto">
        <svg
          role="img"
          aria-labelledby={titleId}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          width="100%"
          style={{ maxWidth: WIDTH, display: 'block' }}
        >
          <desc>{summary}</desc>
          {ticks.map((cents) => (
            <g key={cents}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(cents)} y2={y(cents)} stroke="#d4d4d8" strokeWidth="1" />
              <text x={PAD.left - 6} y={y(cents) + 4} textAnchor="end" fontSize="11" fill="#3f3f46">
                {dollarsLabel(cents / 100)}
              </text>
            </g>
          ))}
          <text x={PAD.left} y={HEIGHT - 8} fontSize="11" fill="#3f3f46">
            {monthLabel(points[0]!.month)}
          </text>
          <text x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end" fontSize="11" fill="#3f3f46">
            {monthLabel(last.month)}
          </text>
          <path d={line((p) => p.fundedCents)} fill="none" stroke={FUNDED} strokeWidth="2.5" data-series="funded" />
          <path
            d={line((p) => p.paidCents)}
            fill="none"
            stroke={PAID}
            strokeWidth="2.5"
            strokeDasharray="6 4"
            data-series="paid"
          />
        </svg>
      </Box>
      <Text fontSize="sm" color="fg.muted">
        {summary}
      </Text>
    </Box>
  );
}
