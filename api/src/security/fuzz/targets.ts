// What the fuzzer sends: every POST body and query of the API, each with a valid example that the mutations start
// from, and the caller who may use it (so requests get past the guards to validation and the business rules).
import type { Actor, MatrixData } from '../authorization-matrix.ts';
import { contractForm } from '../../test-support/fixtures.ts';

export interface FuzzTarget {
  name: string;
  method: 'GET' | 'POST';
  actor: Actor;
  /** The path, without the query. */
  path: (d: MatrixData) => string;
  /** Where `valid` goes: the JSON body (POST) or the query string (GET, and POSTs that take a query). */
  in?: 'body' | 'query';
  /** A valid body or query to mutate. */
  valid: (d: MatrixData) => Record<string, unknown>;
}

const day = (value: string) => `${value}T12:00:00.000Z`;
const V1 = '/api/v1';
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const person = {
  firstName: 'Fuzz',
  lastName: 'Tester',
  dateOfBirth: day('1990-05-20'),
  streetAddress: '10 Elm St',
  city: 'Augusta',
  state: { key: 'GA', name: 'Georgia' },
  zipCode: '30901',
  phoneNumber: '555-0100',
  website: '',
};
const contractCase = (d: MatrixData) =>
  contractForm(d.clientA, { amountRequested: 1500, caseId: 'FZ-1', comment: 'Needs rent money' });
const contract = (action: string) => (d: MatrixData) => `${V1}/Contract/${d.contractA}/${action}`;
const fixed = (path: string) => () => `${V1}/${path}`;

export const FUZZ_TARGETS: readonly FuzzTarget[] = [
  {
    name: 'register',
    method: 'POST',
    actor: 'anonymous',
    path: fixed('Account/register'),
    valid: () => ({
      ...person,
      email: 'fuzz@example.com',
      password: 'Fuzz-Pass-2026',
      confirmPassword: 'Fuzz-Pass-2026',
      textLawFirm: '',
    }),
  },
  {
    name: 'login',
    method: 'POST',
    actor: 'anonymous',
    path: fixed('Account/login'),
    valid: (d) => ({ email: d.emailOfClientA, password: 'wrong-Pass-1' }),
  },
  {
    name: 'reset-password (query)',
    method: 'POST',
    in: 'query',
    actor: 'anonymous',
    path: fixed('Account/reset-password'),
    valid: () => ({ email: 'nobody@example.com' }),
  },
  {
    name: 'resend-confirmation (query)',
    method: 'POST',
    in: 'query',
    actor: 'anonymous',
    path: fixed('Account/resend-confirmation'),
    valid: () => ({ email: 'nobody@example.com' }),
  },
  {
    name: 'reset-password-success',
    method: 'POST',
    actor: 'anonymous',
    path: fixed('Account/reset-password-success'),
    valid: () => ({
      email: 'nobody@example.com',
      token: 'forged',
      password: 'Fuzz-Pass-2026',
      confirmPassword: 'Fuzz-Pass-2026',
    }),
  },
  {
    name: 'change-password',
    method: 'POST',
    actor: 'clientA',
    path: fixed('Account/change-password'),
    valid: () => ({ currentPassword: 'Not-The-Password-1', newPassword: 'Fuzz-Pass-2027' }),
  },
  {
    name: 'confirm-email (query)',
    method: 'POST',
    in: 'query',
    actor: 'anonymous',
    path: fixed('Account/confirm-email'),
    valid: () => ({ emailToken: 'forged', email: 'nobody@example.com' }),
  },
  {
    name: 'confirm-email',
    method: 'POST',
    actor: 'anonymous',
    // The body (the account's password) behind a well-formed link that is dead.
    path: fixed('Account/confirm-email?emailToken=forged&email=nobody%40example.com'),
    valid: () => ({ password: 'Fuzz-Pass-2026' }),
  },
  {
    name: 'calculator',
    method: 'POST',
    actor: 'anonymous',
    path: fixed('PaymentCalculator/calculate'),
    valid: (d) => ({ stateId: d.georgia, contractType: 'PreSettlement', amountRequested: 1000 }),
  },
  { name: 'create contract', method: 'POST', actor: 'attorneyX', path: fixed('Contract'), valid: contractCase },
  {
    name: 'contract list',
    method: 'POST',
    actor: 'admin',
    path: fixed('Contract/list'),
    valid: () => ({
      caseId: 'MX',
      clientFilter: 'Client',
      pagination: { pageNumber: 1, pageSize: 10, sortingType: 'desc' },
    }),
  },
  {
    name: 'statusUpdate',
    method: 'POST',
    actor: 'admin',
    path: contract('statusUpdate'),
    valid: () => ({ contractsStatus: 'CheckCashed' }),
  },
  {
    name: 'checkInSchedule',
    method: 'POST',
    actor: 'admin',
    path: contract('checkInSchedule'),
    valid: () => ({ everyDays: 45 }),
  },
  {
    // No account: an unknown token is refused (404) after the body is validated; mutations probe the validation.
    name: 'checkInAnswer',
    method: 'POST',
    actor: 'anonymous',
    path: () => `${V1}/CheckIn/answer`,
    valid: () => ({
      token: 'fuzz-not-a-check-in-token',
      answer: { kind: 'Settled', amount: 1000.5, expectedPaymentDate: day('2026-12-15'), payoffRequested: true },
    }),
  },
  {
    name: 'update',
    method: 'POST',
    actor: 'admin',
    path: contract('update'),
    valid: () => ({ claimNumber: 'CL-2', amountReduced: { amount: 1000, date: day('2026-11-10') } }),
  },
  {
    name: 'updateAmountPayment',
    method: 'POST',
    actor: 'admin',
    path: contract('updateAmountPayment'),
    valid: () => ({ amount: 10.5, date: day('2026-11-19') }),
  },
  {
    name: 'addAdditionalFundingRequest',
    method: 'POST',
    actor: 'admin',
    path: contract('addAdditionalFundingRequest'),
    valid: () => ({ amount: 10, date: day('2026-11-19') }),
  },
  {
    name: 'addAttorney',
    method: 'POST',
    actor: 'admin',
    path: contract('addAttorney'),
    valid: (d) => ({ userId: d.attorneyX, date: day('2026-11-19') }),
  },
  {
    name: 'addLawFirm',
    method: 'POST',
    actor: 'admin',
    path: contract('addLawFirm'),
    valid: (d) => ({ userId: d.firmX }),
  },
  {
    name: 'addComment',
    method: 'POST',
    actor: 'clientA',
    path: contract('addComment'),
    valid: () => ({ commentText: 'A comment' }),
  },
  {
    name: 'uploadDocument',
    method: 'POST',
    actor: 'admin',
    path: contract('uploadDocument'),
    valid: () => ({ type: 2, fileName: 'c.png', mimeType: 'image/png', documentBase64String: PNG }),
  },
  {
    name: 'uploadCommentAttachment',
    method: 'POST',
    actor: 'clientA',
    path: contract('uploadCommentAttachment'),
    valid: () => ({ fileName: 'c.png', mimeType: 'image/png', documentBase64String: PNG }),
  },
  {
    name: 'comment visibility',
    method: 'POST',
    actor: 'admin',
    path: (d) => `${V1}/Contract/${d.contractA}/comments/${d.hiddenCommentOfA}/visibility`,
    valid: () => ({ visible: true }),
  },
  {
    name: 'create user',
    method: 'POST',
    actor: 'admin',
    path: fixed('AdminUser'),
    valid: () => ({
      ...person,
      email: 'fuzz-created@example.com',
      loanLimit: 2500.5,
      banned: false,
      userType: 'Client',
      additionalFee: 1.5,
      lawFirms: [],
    }),
  },
  {
    name: 'edit user',
    method: 'POST',
    actor: 'admin',
    path: (d) => `${V1}/AdminUser/${d.clientA}`,
    valid: () => ({ city: 'Macon', loanLimit: 100, additionalFee: 2, userStatusesValue: 'Approved' }),
  },
  {
    name: 'admin note',
    method: 'POST',
    actor: 'admin',
    path: (d) => `${V1}/AdminUser/${d.clientA}/comments`,
    valid: () => ({ commentText: 'A note' }),
  },
  {
    name: 'addLawFirms',
    method: 'POST',
    actor: 'attorneyX',
    path: (d) => `${V1}/User/${d.attorneyX}/addLawFirms`,
    valid: (d) => ({
      lawFirmUserId: d.firmX,
      startDate: day('2019-01-01'),
      endDate: day('2019-06-30'),
      present: false,
    }),
  },
  {
    name: 'updateLawFirm',
    method: 'POST',
    actor: 'attorneyX',
    path: (d) => `${V1}/updateLawFirm/${d.linkOfAttorneyX}`,
    valid: (d) => ({ lawFirmUserId: d.firmX, startDate: day('2020-01-01'), endDate: null, present: true }),
  },
  // The membership decisions take no body (anything sent is ignored); the fuzzer checks that no body breaks them.
  ...(['confirm', 'decline', 'end'] as const).map((decision): FuzzTarget => ({
    name: `membership ${decision}`,
    method: 'POST',
    actor: 'lawFirmX',
    path: (d) => `${V1}/User/lawFirmMembers/${d.claimsOnFirmX[decision].firm}/${decision}`,
    valid: () => ({}),
  })),
  {
    name: 'uploadAvatar',
    method: 'POST',
    actor: 'attorneyX',
    path: (d) => `${V1}/User/${d.attorneyX}/uploadAvatar`,
    valid: () => ({ mimeType: 'image/png', documentBase64String: PNG }),
  },
  {
    name: 'create rate set',
    method: 'POST',
    actor: 'admin',
    path: fixed('Interest'),
    valid: () => ({
      state: { key: 'OR', name: 'Oregon' },
      preSettlements: [{ daysFrom: 0, daysTo: 90, rate: 15 }],
      postSettlements: [{ daysFrom: 0, daysTo: 30, rate: 8 }],
    }),
  },
  {
    name: 'assign range',
    method: 'POST',
    actor: 'admin',
    path: (d) => `${V1}/Interest/assign/${d.rateSetWithRoom}/preSettlement`,
    valid: () => ({ daysFrom: 181, daysTo: 365, rate: 40.5 }),
  },
  {
    name: 'update range',
    method: 'POST',
    actor: 'admin',
    path: (d) => `${V1}/Interest/update/preSettlement/${d.rangeOfGeorgia}`,
    valid: () => ({ daysFrom: 0, daysTo: 90, rate: 15 }),
  },
  {
    name: 'add rating item',
    method: 'POST',
    actor: 'admin',
    path: fixed('UserRating'),
    valid: () => ({ from: 500000, to: 600000, star: 0, userRatingType: 'avgCasesLost' }),
  },
  {
    name: 'update rating item',
    method: 'POST',
    actor: 'admin',
    path: (d) => `${V1}/UserRating/update/${d.ratingItem}`,
    valid: () => ({ from: 200000, to: 250000, star: 0 }),
  },
  {
    name: 'period report',
    method: 'POST',
    actor: 'admin',
    path: fixed('Report/createReport/report'),
    valid: () => ({
      from: '01/01/2026',
      to: '31/12/2026',
      reportPriority: 'quarterly',
      contractType: ['preSettlement'],
      contractStatus: ['checkSent'],
    }),
  },
  {
    name: 'raw report',
    method: 'POST',
    actor: 'admin',
    path: fixed('Report/createReport/all'),
    valid: () => ({ from: '01/10/2026', to: '31/12/2026', exportPropertiesList: ['caseId', 'totalPaid'] }),
  },
  {
    name: 'user list (query)',
    method: 'GET',
    actor: 'admin',
    path: fixed('AdminUser'),
    valid: () => ({
      PageNumber: 1,
      PageSize: 10,
      SortingType: 'desc',
      UserType: 'Client',
      UserStatus: 'Approved',
      Name: 'Client',
    }),
  },
  {
    name: 'user by email (query)',
    method: 'GET',
    actor: 'admin',
    path: fixed('User'),
    valid: (d) => ({ Email: d.emailOfClientA }),
  },
  {
    name: 'mail delivery (query)',
    method: 'GET',
    actor: 'admin',
    path: fixed('AdminMail'),
    valid: () => ({ pageNumber: 2, pageSize: 20 }),
  },
  {
    name: 'autocomplete (query)',
    method: 'GET',
    actor: 'attorneyX',
    path: fixed('Autocomplete/client'),
    valid: () => ({ userName: 'Cli' }),
  },
];
