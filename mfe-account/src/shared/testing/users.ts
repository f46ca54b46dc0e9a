// Users and law-firm links the profile's tests answer with: one attorney, Ada Lovelace (id 7), whom each test
// varies by spreading only what it is about.
import { publicUserSchema, type LawFirmMember, type PublicUser, type User } from '@litfund/domain';

export const attorney: User = {
  id: 7,
  firstName: 'Ada',
  lastName: 'Lovelace',
  userType: 'Attorney',
  roleName: 'Attorney',
  city: 'Augusta',
  state: { key: 'GA', name: 'Georgia' },
  website: '',
  avatar: null,
  active: false,
  dateFirstContract: null,
  lawFirms: [],
  email: 'ada@example.com',
  dateOfBirth: '1985-04-12',
  streetAddress: '1 Main St',
  zipCode: '30901',
  phoneNumber: '555-0100',
  loanLimit: null,
  banned: false,
  additionalFee: 0,
  createDate: '2026-01-01T00:00:00.000Z',
  dateLogin: null,
  openFundTotal: 0,
  totalContract: 0,
  userStatus: { userStatusesValue: 'Approved', date: null, approvedByUserId: null },
  textLawFirm: '',
  emailConfirmed: true,
  associatedContracts: [],
};

/** What another user reads of `user`: the public fields only, marked as the public card. */
export function publicCardOf(user: User): PublicUser {
  return { ...publicUserSchema.parse(user), isPublicCard: true };
}

/** Ada's claim to be a member of a firm, not yet decided by the firm. */
export const pendingClaim: LawFirmMember = {
  id: 31,
  userId: 7,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@lex.test',
  userType: 'Attorney',
  startDate: '2026-01-05T12:00:00.000Z',
  endDate: null,
  present: true,
  state: 'pending',
};
