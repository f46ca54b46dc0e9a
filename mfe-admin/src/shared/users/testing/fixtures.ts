import { useSession } from 'shared-ui';
import type { User } from '@litfund/domain';

export function makeUser(id: number, overrides: Partial<User> = {}): User {
  return {
    id,
    firstName: `First${id}`,
    lastName: `Last${id}`,
    userType: 'Attorney',
    roleName: 'Attorney',
    city: 'Augusta',
    state: { id: 11, key: 'GA', name: 'Georgia' },
    website: '',
    avatar: null,
    lawFirms: [],
    active: false,
    dateFirstContract: null,
    email: `user${id}@example.com`,
    dateOfBirth: '1985-04-12T12:00:00.000Z',
    streetAddress: '1 Main St',
    zipCode: '30901',
    phoneNumber: '',
    loanLimit: null,
    banned: false,
    additionalFee: 0,
    createDate: '2026-03-05T15:00:00.000Z',
    dateLogin: null,
    openFundTotal: 0,
    totalContract: 0,
    userStatus: { userStatusesValue: 'New', date: null, approvedByUserId: null, approvedByUserName: null },
    textLawFirm: '',
    emailConfirmed: true,
    associatedContracts: [],
    ...overrides,
  };
}

export const STATES = [{ id: 11, key: 'GA', name: 'Georgia' }];

export function signInAsAdmin() {
  useSession.getState().signIn({
    accessToken: 'tok',
    userId: 1,
    role: 'Administrator',
    userFirtsName: 'Ada',
    userLastName: 'Admin',
    userStatus: { userStatusesValue: 'Approved' },
  });
}
