import type { PublicUser } from '@litfund/domain';
import { renderWithProviders, screen } from 'shared-ui/testing';
import type { ProfileUser } from '../api/get-user.ts';
import { ProfileDetails } from './ProfileDetails.tsx';

const card: PublicUser = {
  id: 9,
  firstName: 'Grace',
  lastName: 'Hopper',
  userType: 'Attorney',
  roleName: 'Attorney',
  city: 'Augusta',
  state: { key: 'GA', name: 'Georgia' },
  website: '',
  avatar: null,
  active: true,
  dateFirstContract: null,
  lawFirms: [],
  isPublicCard: true,
};

describe('ProfileDetails', () => {
  it('writes a ZIP+4 with its hyphen', () => {
    const user = { ...card, isPublicCard: undefined, email: 'g@example.com', streetAddress: '1 Main St' };
    renderWithProviders(<ProfileDetails user={{ ...user, zipCode: '309011234' } as ProfileUser} />);
    expect(screen.getByText('1 Main St, Augusta, Georgia 30901-1234')).toBeInTheDocument();
  });
});
