import { insightFigureLabel } from './labels.ts';

test('a figure reads the same in the rating and in the statistics: 2 decimals', () => {
  expect(insightFigureLabel('avgDaysClose', 162.667)).toBe('162.67');
  expect(insightFigureLabel('closedDurationAverage', 162.67)).toBe('162.67');
  expect(insightFigureLabel('openContractsCount', 1200)).toBe('1,200');
});

test('ROI and the rating shares are percentages, money is dollars, unknown is a dash', () => {
  expect(insightFigureLabel('roi', -0.44737)).toBe('-44.7%');
  expect(insightFigureLabel('pctCasesLost', 0.25)).toBe('25.0%');
  expect(insightFigureLabel('lifeTimePayments', 1234.5)).toBe('$1,234.50');
  expect(insightFigureLabel('roi', null)).toBe('—');
});
