import { renderWithProviders, screen } from 'shared-ui/testing';
import { FundedVsPaidChart } from './FundedVsPaidChart.tsx';

describe('FundedVsPaidChart', () => {
  it('sets its 12 px text size where its labels inherit it, since the stylesheet outranks their attribute', () => {
    renderWithProviders(
      <FundedVsPaidChart
        points={[
          { month: '2026-01', fundedCents: 500_000, paidCents: 0 },
          { month: '2026-02', fundedCents: 2_300_000, paidCents: 550_025 },
        ]}
      />,
    );
    const chart = screen.getByRole('img', { name: 'Funded vs paid' });
    expect(chart).toHaveStyle({ fontSize: '12px' });
    expect(chart.querySelectorAll('text')).not.toHaveLength(0);
  });
});
