import { useId } from 'react';
import { Box, HStack, Text } from 'shared-ui';
import { dollarsLabel, formatCompactUsd } from '@litfund/domain';
import type { FundedVsPaidPoint } from '@litfund/domain';
import { useElementWidth } from '../layout/use-element-width.ts';

const MAX_WIDTH = 640;
const MIN_WIDTH = 260;
const HEIGHT = 240;
const FONT_PX = 12;
/** Wide enough for a digit or '$' at 12 px, so an axis label is never cut at the left edge. */
const CHAR_PX = 7.5;
const PAD = { right: 16, top: 12, bottom: 28 };
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
  const [frameRef, frameWidth] = useElementWidth<HTMLDivElement>(MAX_WIDTH);
  if (points.length === 0) return null;
  const width = Math.max(MIN_WIDTH, Math.min(MAX_WIDTH, frameWidth));
  const top = axisTop(Math.max(...points.map((p) => Math.max(p.fundedCents, p.paidCents))));
  const ticks = [0, 0.5, 1].map((f) => ({ cents: f * top, label: formatCompactUsd(f * top) }));
  const left = Math.ceil(Math.max(...ticks.map((t) => t.label.length)) * CHAR_PX) + 10;
  const plotWidth = width - left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => left + (points.length === 1 ? plotWidth / 2 : (i * plotWidth) / (points.length - 1));
  const y = (cents: number) => PAD.top + plotHeight - (cents / top) * plotHeight;
  const line = (pick: (p: FundedVsPaidPoint) => number) =>
    points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(pick(p)).toFixed(1)}`).join(' ');
  const last = points[points.length - 1]!;
  const summary =
    `Funded vs paid from ${monthLabel(points[0]!.month)} to ${monthLabel(last.month)}: ` +
    `${dollarsLabel(last.fundedCents / 100)} funded, ${dollarsLabel(last.paidCents / 100)} paid in all.`;

  return (
    <Box>
      <Text id={titleId} fontWeight="semibold" mb="1">
        Funded vs paid
      </Text>
      <HStack gap="4" fontSize="sm" mb="1" aria-hidden="true">
        <Text color={FUNDED}>━ Funded</Text>
        <Text color={PAID}>╍ Paid</Text>
      </HStack>
      <Box ref={frameRef} maxWidth={`${MAX_WIDTH}px`} overflowX="auto">
        <svg
          role="img"
          aria-labelledby={titleId}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          width={width}
          height={HEIGHT}
          // The page's stylesheet makes SVG text inherit its size, outranking the labels' font-size attribute: the
          // size set here is the one they inherit (else 16 px, and '$50K' no longer fits its margin).
          style={{ display: 'block', fontSize: `${FONT_PX}px` }}
        >
          <desc>{summary}</desc>
          {ticks.map(({ cents, label }) => (
            <g key={cents}>
              <line x1={left} x2={width - PAD.right} y1={y(cents)} y2={y(cents)} stroke="#d4d4d8" strokeWidth="1" />
              <text x={left - 6} y={y(cents) + 4} textAnchor="end" fontSize={FONT_PX} fill="#3f3f46">
                {label}
              </text>
            </g>
          ))}
          <text x={left} y={HEIGHT - 8} fontSize={FONT_PX} fill="#3f3f46">
            {monthLabel(points[0]!.month)}
          </text>
          <text x={width - PAD.right} y={HEIGHT - 8} textAnchor="end" fontSize={FONT_PX} fill="#3f3f46">
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
