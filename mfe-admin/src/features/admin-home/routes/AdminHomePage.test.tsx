import { renderWithProviders, screen } from 'shared-ui/testing';
import { AdminHomePage } from './AdminHomePage.tsx';

test('shows the four admin tiles and mail delivery', () => {
  renderWithProviders(<AdminHomePage />, { route: '/admin' });
  expect(screen.getByRole('heading', { level: 1, name: 'Administration' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/users-admin-page');
  expect(screen.getByRole('link', { name: 'Contracts' })).toHaveAttribute('href', '/all-contracts');
  expect(screen.getByRole('link', { name: 'Interest Rate Controller' })).toHaveAttribute(
    'href',
    '/interest-rates-list',
  );
  expect(screen.getByRole('link', { name: 'State compliance' })).toHaveAttribute('href', '/state-compliance');
  expect(screen.getByRole('link', { name: 'User Rating Controller' })).toHaveAttribute('href', '/rating-controller');
  expect(screen.getByRole('link', { name: 'Mail delivery' })).toHaveAttribute('href', '/mail-delivery');
});
