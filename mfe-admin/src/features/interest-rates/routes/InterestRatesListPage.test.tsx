import { jest } from '@jest/globals';
import { Route, Routes } from 'shared-ui';
import { jsonResponse, LocationProbe, renderWithProviders, screen, answerRequests, within } from 'shared-ui/testing';
import { MESSAGES } from '@litfund/domain';
import { GEORGIA_SET } from '../testing/fixtures.ts';
import { InterestRatesListPage } from './InterestRatesListPage.tsx';
import { resetAfterTest } from '../../../shared/testing/reset.ts';

function renderList() {
  return renderWithProviders(
    <Routes>
      <Route path="/interest-rates-list" element={<InterestRatesListPage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route: '/interest-rates-list' },
  );
}

afterEach(resetAfterTest);

describe('InterestRatesListPage', () => {
  it("says 'None exist Interest Rate' when no state has a set", async () => {
    const { calls } = answerRequests(() => jsonResponse(200, []));
    renderList();
    expect(await screen.findByText('None exist Interest Rate')).toBeInTheDocument();
    expect(calls[0]?.url.pathname).toBe('/api/v1/Interest/all');
  });

  it('lists the states with their key, each linking to its update page', async () => {
    answerRequests(() =>
      jsonResponse(200, [GEORGIA_SET, { ...GEORGIA_SET, id: 9, state: { id: 33, key: 'NY', name: 'New York' } }]),
    );
    renderList();
    expect(await screen.findByRole('link', { name: 'Georgia' })).toHaveAttribute('href', '/update-interest-rate?7');
    expect(screen.getByRole('link', { name: 'New York' })).toHaveAttribute('href', '/update-interest-rate?9');
    expect(screen.getByRole('cell', { name: 'GA' })).toBeInTheDocument();
    expect(screen.queryByText('None exist Interest Rate')).not.toBeInTheDocument();
  });

  it('sorts by state name through SortingType', async () => {
    const { calls } = answerRequests((call) => {
      const sets = [GEORGIA_SET, { ...GEORGIA_SET, id: 9, state: { id: 33, key: 'NY', name: 'New York' } }];
      return jsonResponse(200, call.url.searchParams.get('SortingType') === 'desc' ? sets.reverse() : sets);
    });
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: /sort Z to A/ }));
    expect(await screen.findByRole('button', { name: /sort A to Z/ })).toBeInTheDocument();
    const links = () =>
      within(screen.getByRole('table', { name: 'States with interest rates' }))
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(links()).toEqual(['New York', 'Georgia']);
    expect(calls.map((c) => c.url.searchParams.get('SortingType'))).toEqual(['asc', 'desc']);
  });

  it('goes to the create page', async () => {
    answerRequests(() => jsonResponse(200, []));
    const { user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Create Interest Rate' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/create-new-interest-rate');
  });

  it("shows the server's message and retries", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    answerRequests(() =>
      fail ? jsonResponse(500, { message: 'The database is unavailable' }) : jsonResponse(200, []),
    );
    const { user } = renderList();
    expect(await screen.findByText(MESSAGES.noData)).toBeInTheDocument();
    expect(screen.getAllByText('The database is unavailable').length).toBeGreaterThan(0);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('None exist Interest Rate')).toBeInTheDocument();
  });
});
