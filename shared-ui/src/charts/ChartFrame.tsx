import { useId, type ReactNode } from 'react';
import { Box, Text } from 'shared-ui';
import { useElementWidth } from '../layout/use-element-width.ts';

export const CHART_HEIGHT = 260;
/** Chart text at the page's small size, set inline: SVG attributes lose to the page's stylesheet. */
export const CHART_TEXT = { fontSize: 12 };
// Colours with at least 4.5:1 contrast on white, in the order series take them.
export const CHART_COLORS = ['#1d4ed8', '#15803d', '#b45309', '#7e22ce', '#be123c', '#0f766e', '#4d7c0f', '#9f1239'];

/**
 * A chart's title, its drawing at the measured width of its column (recharts draws at a given size), and a sentence
 * saying what it shows for screen readers; the figures themselves are in the table beside it.
 */
export function ChartFrame({
  title,
  summary,
  children,
}: {
  title: string;
  summary: string;
  children: (width: number) => ReactNode;
}) {
  const titleId = useId();
  const [ref, width] = useElementWidth<HTMLDivElement>(480);
  return (
    <Box as="figure" m="0" minWidth="0" aria-labelledby={titleId}>
      <Text as="figcaption" id={titleId} fontWeight="semibold" mb="2">
        {title}
      </Text>
      <Box ref={ref} width="100%" role="img" aria-label={summary}>
        {children(Math.max(240, width))}
      </Box>
    </Box>
  );
}
