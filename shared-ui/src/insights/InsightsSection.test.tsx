import { jest } from '@jest/globals';
import { useNotification, useSession } from 'shared-ui';
import { jsonResponse, renderWithProviders, screen, signInAs, answerRequests, within } from 'shared-ui/testing';
import { InsightsSection, NO_STATISTICS, SERVER_ERROR } from './InsightsSection.tsx';

const rating = {
  avgDaysClose: 162.667,
  avgDaysCloseRating: 4,
  totalLostCases: 2,
  totalLostCasesRating: 3,
  pctCasesLost: 0.667,
  pctCasesLostRating: null,
  lifetimeReceivedAverage: 1833.42,
  lifetimeReceivedAverageRating: null,
  avgFundedPerClient: 22000,
  avgFundedPerClientRating: null,
  totalReducedCases: 1,
  totalReducedCasesRating: 5,
  pctCasesReduced: 0.333,
  pctCasesReducedRating: 4,
  pctReductionPerCase: 0.1,
  pctReductionPerCaseRating: 2,
  avgRating: 3.6,
};
const statistics = {
  lifeTimeRequested: 58500,
  openContractsCount: 2,
  openContractAmount: 13500,
  openAmountAverage: 6750,
  openDurationAverage: 70,
  closedContractsCount: 3,
  lifetimeProjectedAmountClosed: 11500,
  closedProjectedAmountAverage: 3833.33,
  closedRealAmountAverage: 1750,
  closedDurationAverage: 162.67,
  lifeTimeReceivedAverage: 1833.42,
  lifeTimePayments: 5500.25,
  lifeTimePaidAverage: 6500,
  lifeTimeLost: 5000,
  roi: -0.44737,
};

const series = [
  { month: '2026-10', fundedCents: 1_000_000, paidCents: 0 },
  { month: '2026-11', fundedCents: 2_300_000, paidCents: 150_000 },
  { month: '2026-12', fundedCents: 2_300_000, paidCents: 550_025 },
];

afterEach(() => {
  useSession.getState().signOut();
  useNotification.getState().close();
});

test('shows the average rating; Calculate Rating and Calculate Statistics load and show the figures', async () => {
  const { calls } = answerRequests(({ url }) => {
    if (url.pathname.endsWith('/getAvgRating')) return jsonResponse(200, { avgRating: 3.6 });
    if (url.pathname.endsWith('/getUserRating')) return jsonResponse(200, rating);
    if (url.pathname.endsWith('/getFundedVsPaid')) return jsonResponse(200, { points: series });
    return jsonResponse(200, statistics);
  });
  signInAs('Administrator');
  const { user } = renderWithProviders(<InsightsSection userId={2} />);
  expect(await screen.findByText('3.6 of 5')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Calculate Rating' }));
  const ratingList = within(await screen.findByLabelText('Rating'));
  // The days to close read the same here as in the statistics (2 decimals), one formatter for both.
  expect(ratingList.getByText('Avg Days to Close: 162.67')).toBeInTheDocument();
  expect(ratingList.getAllByText('★★★★☆ (4 of 5)')).toHaveLength(2);
  expect(ratingList.getByText('★★★★★ (5 of 5)')).toBeInTheDocument();
  expect(ratingList.getByText('% Cases Lost: 66.7%')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Calculate Statistics' }));
  const statisticsList = within(await screen.findByLabelText('Statistics'));
  expect(statisticsList.getByText('$58,500.00')).toBeInTheDocument();
  expect(statisticsList.getByText('162.67')).toBeInTheDocument();
  // ROI is a percentage, not the raw fraction.
  expect(statisticsList.getByText('-44.7%')).toBeInTheDocument();
  expect(statisticsList.queryByText('-0.44737')).not.toBeInTheDocument();
  const chart = screen.getByRole('img', { name: 'Funded vs paid' });
  expect(chart.querySelector('desc')).toHaveTextContent(
    'Funded vs paid from 10/2026 to 12/2026: $23,000.00 funded, $5,500.25 paid in all.',
  );
  expect(chart.querySelector('[data-series="funded"]')?.getAttribute('d')?.split(' ')).toHaveLength(3);
  // Axis amounts are short, and each has room to the left of the plot at 7.5 px a character (12 px text).
  const axisLabels = [...chart.querySelectorAll('text[text-anchor="end"]')].slice(0, 3);
  expect(axisLabels.map((t) => t.textContent)).toEqual(['$0', '$25K', '$50K']);
  for (const label of axisLabels)
    expect(Number(label.getAttribute('x'))).toBeGreaterThanOrEqual(label.textContent!.length * 7.5);
  expect(calls.map((c) => c.url.pathname).sort()).toEqual([
    '/api/v1/Statistics/2/getAvgRating',
    '/api/v1/Statistics/2/getFundedVsPaid',
    '/api/v1/Statistics/2/getUserRating',
    '/api/v1/statistics/2/getFullStatistic',
  ]);
});

test('lays the statistics out as a grid of key figures, two columns even on a 390 px phone; buttons wrap', async () => {
  answerRequests(({ url }) => {
    if (url.pathname.endsWith('/getAvgRating')) return jsonResponse(200, { avgRating: 3.6 });
    if (url.pathname.endsWith('/getFundedVsPaid')) return jsonResponse(200, { points: series });
    return jsonResponse(200, statistics);
  });
  signInAs('Administrator');
  const { user } = renderWithProviders(<InsightsSection userId={2} />);
  await user.click(screen.getByRole('button', { name: 'Calculate Statistics' }));
  const grid = await screen.findByRole('group', { name: 'Statistics' });
  // Each figure is a KeyFigure: its muted label, then the value.
  expect(within(grid).getByText('Lifetime requested').nextSibling).toHaveTextContent('$58,500.00');
  expect(within(grid).getByText('ROI').nextSibling).toHaveTextContent('-44.7%');
  // jsdom lays nothing out, so the columns are read from the style. A profile's panel on a 390 px phone is 334 px
  // wide inside (390 less the page's and the panel's padding): the narrowest column must let two sit side by side.
  const { gridTemplateColumns, columnGap } = getComputedStyle(grid);
  const [, minRem] = /^repeat\(auto-fill, minmax\(([\d.]+)rem, 1fr\)\)$/.exec(gridTemplateColumns) ?? [];
  expect(minRem).toBeDefined();
  const gapPx = columnGap.endsWith('rem') ? parseFloat(columnGap) * 16 : 16;
  expect(2 * Number(minRem) * 16 + gapPx).toBeLessThanOrEqual(334);
  // In a narrow column (a contract page's three parties) the two buttons wrap instead of running into the next one.
  expect(getComputedStyle(screen.getByRole('button', { name: 'Calculate Rating' }).parentElement!).flexWrap).toBe(
    'wrap',
  );
});

test('a user without cases has no statistics; a failure says so', async () => {
  const none = Object.fromEntries(
    Object.keys(statistics).map((k) => [
      k,
      k.endsWith('Count') ||
      [
        'lifeTimeRequested',
        'openContractAmount',
        'lifetimeProjectedAmountClosed',
        'lifeTimePayments',
        'lifeTimeLost',
      ].includes(k)
        ? 0
        : null,
    ]),
  );
  answerRequests(({ url }) => {
    if (url.pathname.endsWith('/getAvgRating')) return jsonResponse(200, { avgRating: null });
    if (url.pathname.endsWith('/getUserRating')) return jsonResponse(500, { message: 'boom' });
    if (url.pathname.endsWith('/getFundedVsPaid')) return jsonResponse(200, { points: [] });
    return jsonResponse(200, none);
  });
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  signInAs('Administrator');
  const { user } = renderWithProviders(<InsightsSection userId={9} />);
  expect(await screen.findByText('not rated yet')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Calculate Statistics' }));
  expect(await screen.findByText(NO_STATISTICS)).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: 'Funded vs paid' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Calculate Rating' }));
  expect(await screen.findByText(SERVER_ERROR)).toBeInTheDocument();
  logged.mockRestore();
});
