import { renderWithProviders, screen } from 'shared-ui/testing';
import { attorney } from '../../../shared/testing/users.ts';
import { ProfileDetails } from './ProfileDetails.tsx';

describe('ProfileDetails', () => {
  it('writes a ZIP+4 with its hyphen', () => {
    renderWithProviders(<ProfileDetails user={{ ...attorney, zipCode: '309011234' }} />);
    expect(screen.getByText('1 Main St, Augusta, Georgia 30901-1234')).toBeInTheDocument();
  });
});
