// The authorization matrix as data: every API route x every kind of caller, with the status
// the caller must get. authorization-matrix.test.ts runs each cell against a real database and fails when a route
// exists that this table does not cover.
import { contractForm } from '../test-support/fixtures.ts';

export const ACTORS = [
  'anonymous',
  'newUser',
  'clientA',
  'clientB',
  'attorneyX',
  'lawFirmX',
  'attorneyY',
  'admin',
] as const;
export type Actor = (typeof ACTORS)[number];
export type Expectation = Record<Actor, number>;

/** Ids the requests need, made by the test: client A's contract is with attorney X and law firm X; B's with Y. */
export interface MatrixData {
  contractA: number;
  clientA: number;
  attorneyX: number;
  firmX: number;
  linkOfAttorneyX: number;
  hiddenCommentOfA: number;
  /** Contract A's client contract (a document, type 2). */
  fileOfA: number;
  georgia: number;
  rateSetGeorgia: number;
  /** A rate set with room for more ranges (Nevada: one pre and one post range). */
  rateSetWithRoom: number;
  rangeOfGeorgia: number;
  ratingItem: number;
  emailOfClientA: string;
  /** Links to firm X to confirm or decline (pending claims) and to end (confirmed): one for the firm, one for an admin. */
  claimsOnFirmX: Record<'confirm' | 'decline' | 'end', { firm: number; admin: number }>;
}

export interface MatrixRequest {
  method: 'GET' | 'POST';
  url: string;
  payload?: object;
}

export interface MatrixRow {
  /** As the OpenAPI document names it, e.g. 'POST /api/v1/Contract/{id}/statusUpdate'. */
  route: string;
  why: string;
  expect: Expectation;
  request: (data: MatrixData, actor: Actor) => MatrixRequest;
  /** Runs after every other row (it ends the callers' sessions). */
  last?: boolean;
}

const each = (status: number): Expectation => Object.fromEntries(ACTORS.map((a) => [a, status])) as Expectation;
const refusedAnonymous = { anonymous: 401, newUser: 401 };
/** Public: the answer does not depend on who asks. */
export const everyone = (status = 200) => each(status);
/** Any Approved user with a live session; a New user's token does not work. */
export const signedIn = (status = 200): Expectation => ({ ...each(status), ...refusedAnonymous });
/** Approved administrators only; other signed-in users are told no (403: the route is not secret). */
export const adminOnly = (status = 200): Expectation => ({ ...each(403), ...refusedAnonymous, admin: status });
/** Contract A: its client, attorney, law firm and admins; to anyone else it does not exist (404). */
export const partiesOfContractA = (status = 200): Expectation => ({
  ...refusedAnonymous,
  clientA: status,
  attorneyX: status,
  lawFirmX: status,
  admin: status,
  clientB: 404,
  attorneyY: 404,
});
/** Firm X's memberships: the firm's own account and admins; to anyone else they do not exist (404). */
export const firmXOrAdmin = (status = 200): Expectation => ({
  ...each(404),
  ...refusedAnonymous,
  lawFirmX: status,
  admin: status,
});
/** Attorney X's own profile data: attorney X and admins change it; to anyone else it answers as a missing id (404). */
export const attorneyXOrAdmin = (status = 200): Expectation => ({
  ...each(404),
  ...refusedAnonymous,
  attorneyX: status,
  admin: status,
});

const day = (value: string) => `${value}T12:00:00.000Z`;
// A valid 1x1 PNG (uploads are checked by their first bytes).
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
let unique = 0;
const uniqueEmail = (who: string) => `matrix.${who}.${Date.now().toString(36)}.${++unique}@example.com`;

const newCase = (clientId: number) => contractForm(clientId, { amountRequested: 1500, caseId: `MX-${++unique}` });
const registration = (who: string) => ({
  email: uniqueEmail(who),
  password: 'Matrix-Passphrase-2026',
  confirmPassword: 'Matrix-Passphrase-2026',
  firstName: 'Mat',
  lastName: 'Rix',
  dateOfBirth: day('1990-05-20'),
  streetAddress: '10 Elm St',
  city: 'Augusta',
  state: { key: 'GA', name: 'Georgia' },
  zipCode: '30901',
  phoneNumber: '555-0100',
  website: '',
  textLawFirm: '',
});
const periodReport = {
  from: '01/01/2026',
  to: '31/12/2026',
  reportPriority: 'yearly',
  contractType: ['preSettlement'],
  contractStatus: ['checkSent'],
};

const get = (url: string): MatrixRequest => ({ method: 'GET', url });
const post = (url: string, payload: object = {}): MatrixRequest => ({ method: 'POST', url, payload });
const V1 = '/api/v1';

export const MATRIX: readonly MatrixRow[] = [
  // Public
  { route: 'GET /api/health', why: 'load balancers', expect: everyone(), request: () => get('/api/health') },
  {
    route: 'GET /config.json',
    why: 'the shell reads it before sign-in',
    expect: everyone(),
    request: () => get('/config.json'),
  },
  {
    route: 'GET /remotes.json',
    why: 'the shell reads it before sign-in',
    expect: everyone(),
    request: () => get('/remotes.json'),
  },
  {
    route: 'GET /api/v1/AdminState',
    why: 'states: everyone (docs/product.md, Access rules)',
    expect: everyone(),
    request: () => get(`${V1}/AdminState`),
  },
  {
    route: 'POST /api/v1/PaymentCalculator/calculate',
    why: 'calculator: everyone (docs/product.md, Access rules)',
    expect: everyone(),
    request: (d) =>
      post(`${V1}/PaymentCalculator/calculate`, {
        stateId: d.georgia,
        contractType: 'PreSettlement',
        amountRequested: 1000,
      }),
  },
  {
    route: 'POST /api/v1/Account/login',
    why: 'anyone may try; a wrong password is 403 for all',
    expect: everyone(403),
    request: (d) => post(`${V1}/Account/login`, { email: d.emailOfClientA, password: 'not-the-password' }),
  },
  {
    route: 'POST /api/v1/Account/register',
    why: 'anyone may register',
    expect: everyone(),
    request: (_d, actor) => post(`${V1}/Account/register`, registration(actor)),
  },
  {
    route: 'POST /api/v1/Account/reset-password',
    why: 'anyone may ask; the answer says when no user has the email (throttled like sign-ins)',
    expect: everyone(404),
    request: () => post(`${V1}/Account/reset-password?email=${encodeURIComponent('nobody@example.com')}`),
  },
  {
    route: 'POST /api/v1/Account/resend-confirmation',
    why: 'anyone may ask; the answer is the same whatever the address (throttled)',
    expect: everyone(),
    request: (_d, actor) => post(`${V1}/Account/resend-confirmation?email=${encodeURIComponent(uniqueEmail(actor))}`),
  },
  {
    route: 'POST /api/v1/Account/reset-password-success',
    why: 'the one-time token is the credential',
    expect: everyone(400),
    request: () =>
      post(`${V1}/Account/reset-password-success`, {
        email: 'nobody@example.com',
        token: 'forged',
        password: 'Matrix-Passphrase-2026',
        confirmPassword: 'Matrix-Passphrase-2026',
      }),
  },
  {
    route: 'POST /api/v1/Account/confirm-email',
    why: "the one-time token with the account's password is the credential",
    expect: everyone(400),
    request: () =>
      post(`${V1}/Account/confirm-email?emailToken=forged&email=${encodeURIComponent('nobody@example.com')}`, {
        password: 'Matrix-Passphrase-2026',
      }),
  },

  // Users
  {
    route: 'GET /api/v1/User/{id}',
    why: "another user's public card: any signed-in user",
    expect: signedIn(),
    request: (d) => get(`${V1}/User/${d.attorneyX}`),
  },
  {
    route: 'GET /api/v1/User',
    why: 'search by email: admins (their duplicate check)',
    expect: adminOnly(),
    request: (d) => get(`${V1}/User?Email=${encodeURIComponent(d.emailOfClientA)}`),
  },
  {
    route: 'POST /api/v1/User/{id}/addLawFirms',
    why: 'own law-firm history: self or admin',
    expect: attorneyXOrAdmin(),
    request: (d) =>
      post(`${V1}/User/${d.attorneyX}/addLawFirms`, {
        lawFirmUserId: d.firmX,
        startDate: day('2019-01-01'),
        endDate: day('2019-12-31'),
        present: false,
      }),
  },
  {
    route: 'POST /api/v1/updateLawFirm/{id}',
    why: 'own law-firm history: self or admin',
    expect: attorneyXOrAdmin(),
    request: (d) =>
      post(`${V1}/updateLawFirm/${d.linkOfAttorneyX}`, {
        lawFirmUserId: d.firmX,
        startDate: day('2020-01-01'),
        endDate: null,
        present: true,
      }),
  },
  {
    route: 'POST /api/v1/User/updateLawFirm/{id}',
    why: 'own law-firm history: self or admin',
    expect: attorneyXOrAdmin(),
    request: (d) =>
      post(`${V1}/User/updateLawFirm/${d.linkOfAttorneyX}`, {
        lawFirmUserId: d.firmX,
        startDate: day('2020-01-01'),
        endDate: null,
        present: true,
      }),
  },
  {
    route: 'GET /api/v1/User/{id}/lawFirmMembers',
    why: 'claims and members: the firm itself and admins',
    expect: firmXOrAdmin(),
    request: (d) => get(`${V1}/User/${d.firmX}/lawFirmMembers`),
  },
  ...(['confirm', 'decline', 'end'] as const).map((decision): MatrixRow => ({
    route: `POST /api/v1/User/lawFirmMembers/{id}/${decision}`,
    why: 'a claim on or membership of a firm: the firm itself and admins decide',
    expect: firmXOrAdmin(),
    // Each allowed caller decides its own link (the first to decide one would leave the other a 409).
    request: (d, actor) =>
      post(`${V1}/User/lawFirmMembers/${d.claimsOnFirmX[decision][actor === 'admin' ? 'admin' : 'firm']}/${decision}`),
  })),
  {
    route: 'POST /api/v1/User/{id}/uploadAvatar',
    why: 'own avatar: self or admin',
    expect: attorneyXOrAdmin(),
    request: (d) =>
      post(`${V1}/User/${d.attorneyX}/uploadAvatar`, { mimeType: 'image/png', documentBase64String: PNG }),
  },
  {
    route: 'POST /api/v1/User/{id}/removeAvatar',
    why: 'own avatar: self or admin',
    expect: attorneyXOrAdmin(),
    request: (d) => post(`${V1}/User/${d.attorneyX}/removeAvatar`),
  },
  {
    route: 'GET /api/v1/Autocomplete/{kind}',
    why: 'attorneys and law firms: any Approved user',
    expect: signedIn(),
    request: () => get(`${V1}/Autocomplete/attorney?userName=Mat`),
  },

  // User administration
  {
    route: 'GET /api/v1/dev/outbox',
    why: "embedded demo database only: the local mail viewer, holding other users' one-time links",
    expect: adminOnly(),
    request: () => get(`${V1}/dev/outbox`),
  },
  {
    route: 'GET /api/v1/AdminMail',
    why: 'mail delivery state: Approved admins',
    expect: adminOnly(),
    request: () => get(`${V1}/AdminMail?pageNumber=1&pageSize=5`),
  },
  {
    route: 'POST /api/v1/AdminMail/{id}/retry',
    why: 'sending a given-up message again: Approved admins (this id does not exist)',
    expect: adminOnly(404),
    request: () => post(`${V1}/AdminMail/2147483000/retry`),
  },
  {
    route: 'GET /api/v1/AdminUser',
    why: 'user admin: Approved admins',
    expect: adminOnly(),
    request: () => get(`${V1}/AdminUser?PageNumber=1&PageSize=5`),
  },
  {
    route: 'POST /api/v1/AdminUser',
    why: 'user admin: Approved admins',
    expect: adminOnly(),
    request: (_d, actor) =>
      post(`${V1}/AdminUser`, {
        email: uniqueEmail(`created-by-${actor}`),
        firstName: 'Ivy',
        lastName: 'Invited',
        dateOfBirth: day('1985-07-04'),
        streetAddress: '2 Oak St',
        city: 'Macon',
        state: { key: 'GA', name: 'Georgia' },
        zipCode: '31201',
        phoneNumber: '555-0101',
        website: '',
        loanLimit: null,
        banned: false,
        userType: 'Client',
        additionalFee: 0,
        lawFirms: [],
      }),
  },
  {
    route: 'GET /api/v1/AdminUser/{id}',
    why: 'private fields: Approved admins',
    expect: adminOnly(),
    request: (d) => get(`${V1}/AdminUser/${d.clientA}`),
  },
  {
    route: 'POST /api/v1/AdminUser/{id}',
    why: 'status, type, ban, limits: Approved admins',
    expect: adminOnly(),
    request: (d) => post(`${V1}/AdminUser/${d.clientA}`, { city: 'Savannah' }),
  },
  {
    route: 'GET /api/v1/AdminUser/{id}/comments',
    why: 'admin notes: Approved admins',
    expect: adminOnly(),
    request: (d) => get(`${V1}/AdminUser/${d.clientA}/comments`),
  },
  {
    route: 'POST /api/v1/AdminUser/{id}/comments',
    why: 'admin notes: Approved admins',
    expect: adminOnly(),
    request: (d) => post(`${V1}/AdminUser/${d.clientA}/comments`, { commentText: 'Matrix note' }),
  },

  // Contracts
  {
    route: 'POST /api/v1/Contract',
    why: "create: admins for anyone; a client for self; attorneys and law firms for their own cases' plaintiffs (A is Y's stranger), a firm naming its confirmed attorney",
    expect: { ...signedIn(), attorneyY: 404 },
    request: (d) => post(`${V1}/Contract`, { ...newCase(d.clientA), contractAttorneyDTO: [{ userId: d.attorneyX }] }),
  },
  {
    route: 'POST /api/v1/Contract/list',
    why: "each caller's own list",
    expect: signedIn(),
    request: () => post(`${V1}/Contract/list`, {}),
  },
  {
    route: 'POST /api/v1/Contract/list/',
    why: "each caller's own list",
    expect: signedIn(),
    request: () => post(`${V1}/Contract/list/`, {}),
  },
  {
    route: 'GET /api/v1/Contract/{id}',
    why: 'a contract: its parties and admins',
    expect: partiesOfContractA(),
    request: (d) => get(`${V1}/Contract/${d.contractA}`),
  },
  {
    route: 'GET /api/v1/Contract/{id}/calculate',
    why: 'a contract: its parties and admins',
    expect: partiesOfContractA(),
    request: (d) => get(`${V1}/Contract/${d.contractA}/calculate`),
  },
  {
    route: 'GET /api/v1/Contract/{id}/payoffStatement',
    why: 'a contract: its parties and admins',
    expect: partiesOfContractA(),
    request: (d) => get(`${V1}/Contract/${d.contractA}/payoffStatement`),
  },
  {
    route: 'GET /api/v1/Contract/{id}/attachment/{fileId}',
    why: "a contract's file: whoever may read the contract",
    expect: partiesOfContractA(),
    request: (d) => get(`${V1}/Contract/${d.contractA}/attachment/${d.fileOfA}`),
  },
  {
    route: 'GET /api/v1/Contract/{id}/disclosure',
    why: 'a contract: its parties and admins',
    expect: partiesOfContractA(),
    request: (d) => get(`${V1}/Contract/${d.contractA}/disclosure`),
  },
  {
    route: 'POST /api/v1/Contract/{id}/addComment',
    why: 'comments: anyone who may read the contract',
    expect: partiesOfContractA(),
    request: (d) => post(`${V1}/Contract/${d.contractA}/addComment`, { commentText: 'Matrix comment' }),
  },
  {
    route: 'POST /api/v1/Contract/{id}/uploadCommentAttachment',
    why: 'comments: anyone who may read the contract',
    expect: partiesOfContractA(),
    request: (d) =>
      post(`${V1}/Contract/${d.contractA}/uploadCommentAttachment`, {
        fileName: 'scan.png',
        mimeType: 'image/png',
        documentBase64String: PNG,
      }),
  },
  {
    route: 'POST /api/v1/Contract/{id}/comments/{commentId}/visibility',
    why: 'hidden comments: Approved admins',
    expect: adminOnly(),
    request: (d) => post(`${V1}/Contract/${d.contractA}/comments/${d.hiddenCommentOfA}/visibility`, { visible: true }),
  },
  {
    route: 'GET /api/v1/Contract/{id}/audit',
    why: 'audit trails: Approved admins',
    expect: adminOnly(),
    request: (d) => get(`${V1}/Contract/${d.contractA}/audit`),
  },
  {
    route: 'POST /api/v1/Contract/{id}/statusUpdate',
    why: 'contract changes: Approved admins',
    expect: adminOnly(),
    request: (d) => post(`${V1}/Contract/${d.contractA}/statusUpdate`, { contractsStatus: 'CheckCashed' }),
  },
  {
    route: 'GET /api/v1/Contract/{id}/checkIns',
    why: "a case's check-in answers: admins and its counsel, not the plaintiff",
    expect: { ...partiesOfContractA(), clientA: 404 },
    request: (d) => get(`${V1}/Contract/${d.contractA}/checkIns`),
  },
  {
    route: 'POST /api/v1/Contract/{id}/requestCheckIn',
    why: 'contract changes: Approved admins',
    expect: adminOnly(),
    request: (d) => post(`${V1}/Contract/${d.contractA}/requestCheckIn`, {}),
  },
  {
    route: 'POST /api/v1/Contract/{id}/checkInSchedule',
    why: 'contract changes: Approved admins',
    expect: adminOnly(),
    request: (d) => post(`${V1}/Contract/${d.contractA}/checkInSchedule`, { everyDays: 30 }),
  },
  {
    route: 'GET /api/v1/Contract/{id}/agreement',
    why: "a contract's funding agreement: its parties and admins",
    expect: partiesOfContractA(),
    request: (d) => get(`${V1}/Contract/${d.contractA}/agreement`),
  },
  {
    route: 'POST /api/v1/Contract/{id}/agreement',
    why: 'contract changes: Approved admins (contract A is funded, so an admin is told it is too late: 409)',
    expect: adminOnly(409),
    request: (d) => post(`${V1}/Contract/${d.contractA}/agreement`, {}),
  },
  {
    route: 'GET /api/v1/Contract/{id}/agreement/document',
    why: "a contract's funding agreement (generated when contract A was approved): its parties and admins",
    expect: partiesOfContractA(),
    request: (d) => get(`${V1}/Contract/${d.contractA}/agreement/document`),
  },
  {
    route: 'GET /api/v1/Contract/{id}/agreement/forSigning',
    why: "a contract's funding agreement (generated when contract A was approved): its parties and admins",
    expect: partiesOfContractA(),
    request: (d) => get(`${V1}/Contract/${d.contractA}/agreement/forSigning`),
  },
  {
    route: 'POST /api/v1/Contract/{id}/agreement/sign',
    // The plaintiff's step is the one open: the plaintiff is told the document changed (a made-up hash), anyone else
    // that the signature is not theirs; outsiders, that the contract does not exist.
    why: "a contract's funding agreement: its parties and admins, each for their own step",
    expect: { ...partiesOfContractA(409), clientA: 400 },
    request: (d) =>
      post(`${V1}/Contract/${d.contractA}/agreement/sign`, {
        typedName: 'Matrix Signer',
        signatureKind: 'typed',
        signature: 'Matrix Signer',
        documentSha256: '0'.repeat(64),
      }),
  },
  {
    route: 'POST /api/v1/Contract/{id}/agreement/decline',
    // The plaintiff declines (ACTORS' order puts client A first), so the agreement is no longer open for the others.
    why: "a contract's funding agreement: its parties and admins, each for their own step",
    expect: { ...partiesOfContractA(409), clientA: 200 },
    request: (d) => post(`${V1}/Contract/${d.contractA}/agreement/decline`, { reason: 'Matrix reason' }),
  },
  {
    route: 'POST /api/v1/Agreement/link',
    why: 'a signing link needs no account: the token decides (an unknown one is refused for anyone)',
    expect: everyone(409),
    request: () => post(`${V1}/Agreement/link`, { token: 'matrix-not-a-signing-token' }),
  },
  {
    route: 'POST /api/v1/Agreement/link/sign',
    why: 'a signing link needs no account: the token decides (an unknown one is refused for anyone)',
    expect: everyone(409),
    request: () =>
      post(`${V1}/Agreement/link/sign`, {
        token: 'matrix-not-a-signing-token',
        typedName: 'Matrix Signer',
        signatureKind: 'typed',
        signature: 'Matrix Signer',
        documentSha256: '0'.repeat(64),
      }),
  },
  {
    route: 'POST /api/v1/Agreement/link/decline',
    why: 'a signing link needs no account: the token decides (an unknown one is refused for anyone)',
    expect: everyone(409),
    request: () => post(`${V1}/Agreement/link/decline`, { token: 'matrix-not-a-signing-token', reason: 'Matrix' }),
  },
  {
    route: 'GET /api/v1/AdminDesk/dashboard',
    why: "the funder's desk: Approved admins",
    expect: adminOnly(),
    request: () => get(`${V1}/AdminDesk/dashboard`),
  },
  {
    route: 'GET /api/v1/AdminDesk/workQueue',
    why: "the funder's desk: Approved admins",
    expect: adminOnly(),
    request: () => get(`${V1}/AdminDesk/workQueue`),
  },
  {
    route: 'POST /api/v1/CheckIn/view',
    why: 'a check-in link needs no account: the token decides (an unknown one is not found for anyone)',
    expect: everyone(404),
    request: () => post(`${V1}/CheckIn/view`, { token: 'matrix-not-a-check-in-token' }),
  },
  {
    route: 'POST /api/v1/CheckIn/answer',
    why: 'a check-in link needs no account: the token decides (an unknown one is not found for anyone)',
    expect: everyone(404),
    request: () => post(`${V1}/CheckIn/answer`, { token: 'matrix-not-a-check-in-token', answer: { kind: 'Lost' } }),
  },
  {
    route: 'POST /api/v1/Contract/{id}/cancel',
    // Contract A was funded on 2026-10-01: its Georgia window closed on 10-08, so an admin is told so (409).
    why: 'contract changes: Approved admins',
    expect: adminOnly(409),
    request: (d) => post(`${V1}/Contract/${d.contractA}/cancel`, {}),
  },
  {
    route: 'POST /api/v1/Contract/{id}/update',
    why: 'contract changes: Approved admins',
    expect: adminOnly(),
    request: (d) => post(`${V1}/Contract/${d.contractA}/update`, { claimNumber: 'CL-MATRIX' }),
  },
  {
    route: 'POST /api/v1/Contract/{id}/updateAmountPayment',
    why: 'contract changes: Approved admins',
    expect: adminOnly(),
    request: (d) => post(`${V1}/Contract/${d.contractA}/updateAmountPayment`, { amount: 10, date: day('2026-11-19') }),
  },
  {
    route: 'POST /api/v1/Contract/{id}/addAdditionalFundingRequest',
    why: 'contract changes: Approved admins',
    expect: adminOnly(),
    request: (d) =>
      post(`${V1}/Contract/${d.contractA}/addAdditionalFundingRequest`, { amount: 10, date: day('2026-11-19') }),
  },
  {
    route: 'POST /api/v1/Contract/{id}/addAttorney',
    why: 'contract changes: Approved admins',
    expect: adminOnly(),
    request: (d) => post(`${V1}/Contract/${d.contractA}/addAttorney`, { userId: d.attorneyX }),
  },
  {
    route: 'POST /api/v1/Contract/{id}/addLawFirm',
    why: 'contract changes: Approved admins',
    expect: adminOnly(),
    request: (d) => post(`${V1}/Contract/${d.contractA}/addLawFirm`, { userId: d.firmX }),
  },
  {
    route: 'POST /api/v1/Contract/{id}/uploadDocument',
    why: 'contract changes: Approved admins',
    expect: adminOnly(),
    request: (d) =>
      post(`${V1}/Contract/${d.contractA}/uploadDocument`, {
        type: 2,
        fileName: 'contract.png',
        mimeType: 'image/png',
        documentBase64String: PNG,
      }),
  },

  // Interest rates
  {
    route: 'GET /api/v1/Interest/all',
    why: 'interest rates: Approved admins',
    expect: adminOnly(),
    request: () => get(`${V1}/Interest/all`),
  },
  {
    route: 'GET /api/v1/Interest/{id}',
    why: 'interest rates: Approved admins',
    expect: adminOnly(),
    request: (d) => get(`${V1}/Interest/${d.rateSetGeorgia}`),
  },
  {
    route: 'POST /api/v1/Interest',
    why: 'interest rates: Approved admins',
    expect: adminOnly(),
    request: () =>
      post(`${V1}/Interest`, {
        state: { key: 'WA', name: 'Washington' },
        preSettlements: [{ daysFrom: 0, daysTo: 90, rate: 15 }],
        postSettlements: [{ daysFrom: 0, daysTo: 30, rate: 8 }],
      }),
  },
  {
    route: 'POST /api/v1/Interest/assign/{interestRateId}/preSettlement',
    why: 'interest rates: Approved admins',
    expect: adminOnly(),
    request: (d) =>
      post(`${V1}/Interest/assign/${d.rateSetWithRoom}/preSettlement`, { daysFrom: 91, daysTo: 180, rate: 25 }),
  },
  {
    route: 'POST /api/v1/Interest/assign/{interestRateId}/postSettlement',
    why: 'interest rates: Approved admins',
    expect: adminOnly(),
    request: (d) =>
      post(`${V1}/Interest/assign/${d.rateSetWithRoom}/postSettlement`, { daysFrom: 31, daysTo: 60, rate: 12 }),
  },
  {
    route: 'POST /api/v1/Interest/update/preSettlement/{rangeId}',
    why: 'interest rates: Approved admins',
    expect: adminOnly(),
    request: (d) =>
      post(`${V1}/Interest/update/preSettlement/${d.rangeOfGeorgia}`, { daysFrom: 0, daysTo: 90, rate: 15 }),
  },
  {
    route: 'POST /api/v1/Interest/update/postSettlement/{rangeId}',
    why: 'interest rates: Approved admins (a pre-settlement range id is not a post one)',
    expect: { ...adminOnly(), admin: 404 },
    request: (d) =>
      post(`${V1}/Interest/update/postSettlement/${d.rangeOfGeorgia}`, { daysFrom: 0, daysTo: 90, rate: 15 }),
  },

  // State compliance
  {
    route: 'GET /api/v1/Compliance/states',
    why: 'state compliance: Approved admins',
    expect: adminOnly(),
    request: () => get(`${V1}/Compliance/states`),
  },
  {
    route: 'GET /api/v1/Compliance/states/{key}',
    why: 'state compliance: Approved admins',
    expect: adminOnly(),
    request: () => get(`${V1}/Compliance/states/IL`),
  },
  {
    route: 'POST /api/v1/Compliance/states/{key}/override',
    why: "state compliance: Approved admins change a state's rules",
    expect: adminOnly(),
    request: () =>
      post(`${V1}/Compliance/states/IL/override`, {
        capPercent: null,
        capPeriodMonths: null,
        termMonths: null,
        cancellationBusinessDays: null,
      }),
  },
  {
    route: 'GET /api/v1/Compliance/report',
    why: 'state compliance: Approved admins',
    expect: adminOnly(),
    request: () => get(`${V1}/Compliance/report`),
  },

  // Statistics, ratings, reports
  ...(['Statistics', 'statistics'] as const).flatMap((prefix): MatrixRow[] => [
    {
      route: `GET /api/v1/${prefix}/{userId}/getFullStatistic`,
      why: 'statistics: Approved admins',
      expect: adminOnly(),
      request: (d) => get(`${V1}/${prefix}/${d.attorneyX}/getFullStatistic`),
    },
    {
      route: `GET /api/v1/${prefix}/{userId}/getUserRating`,
      why: 'ratings: Approved admins',
      expect: adminOnly(),
      request: (d) => get(`${V1}/${prefix}/${d.attorneyX}/getUserRating`),
    },
    {
      route: `GET /api/v1/${prefix}/{userId}/getFundedVsPaid`,
      why: 'statistics: Approved admins',
      expect: adminOnly(),
      request: (d) => get(`${V1}/${prefix}/${d.attorneyX}/getFundedVsPaid`),
    },
    {
      route: `GET /api/v1/${prefix}/{id}/getAvgRating`,
      why: 'ratings: Approved admins',
      expect: adminOnly(),
      request: (d) => get(`${V1}/${prefix}/${d.attorneyX}/getAvgRating`),
    },
  ]),
  {
    route: 'GET /api/v1/UserRating/getAll/{type}',
    why: 'rating thresholds: Approved admins',
    expect: adminOnly(),
    request: () => get(`${V1}/UserRating/getAll/avgDaysClose`),
  },
  {
    route: 'POST /api/v1/UserRating',
    why: 'rating thresholds: Approved admins',
    expect: adminOnly(),
    request: () => post(`${V1}/UserRating`, { from: 200000, to: 300000, star: 0, userRatingType: 'totalLostCases' }),
  },
  {
    route: 'POST /api/v1/UserRating/update/{id}',
    why: 'rating thresholds: Approved admins',
    expect: adminOnly(),
    request: (d) => post(`${V1}/UserRating/update/${d.ratingItem}`, { from: 400000, to: 450000, star: 0 }),
  },
  {
    route: 'POST /api/v1/UserRating/delete/{id}',
    why: 'rating thresholds: Approved admins',
    expect: adminOnly(),
    request: (d) => post(`${V1}/UserRating/delete/${d.ratingItem}`),
  },
  {
    route: 'POST /api/v1/Report/createReport/report',
    why: 'reports: Approved admins',
    expect: adminOnly(),
    request: () => post(`${V1}/Report/createReport/report`, periodReport),
  },
  {
    route: 'POST /api/v1/Report/createReport/all',
    why: 'reports: Approved admins',
    expect: adminOnly(),
    request: () =>
      post(`${V1}/Report/createReport/all`, {
        from: '01/01/2026',
        to: '31/12/2026',
        exportPropertiesList: ['caseId', 'clientName'],
      }),
  },

  {
    route: 'POST /api/v1/Account/change-password',
    why: "the caller's own password; a wrong current one changes nothing",
    expect: signedIn(400),
    request: () =>
      post(`${V1}/Account/change-password`, {
        currentPassword: 'Not-The-Password-1',
        newPassword: 'Matrix-Passphrase-2027',
      }),
  },

  // Last: it ends the session it is called with.
  {
    route: 'POST /api/v1/Account/logOut',
    why: "ends the caller's own session",
    expect: signedIn(),
    request: () => post(`${V1}/Account/logOut`),
    last: true,
  },
];

// ---- Existing and missing ids: a refusal must not tell them apart ----

/** An id no table holds. */
export const MISSING_ID = 2_147_483_000;
/** Path parameters that name a record (not `{kind}` or `{type}`, which name a list). */
const ID_PARAMETER = /^\{\w*(id|Id)\}$/;

const pathOf = (row: MatrixRow) => row.route.split(' ')[1]!.split('/');

/** Whether the row's route names one record by id in its path. */
export const namesRecord = (row: MatrixRow) => pathOf(row).some((part) => ID_PARAMETER.test(part));

/**
 * The row's request with every record id of its path replaced by MISSING_ID. A caller refused the real record must get
 * exactly the answer of the missing one (404 for what they may not see or change, 403 for a route closed to them
 * whatever the id), or the refusal would tell which ids exist.
 */
export function withMissingIds(row: MatrixRow, request: MatrixRequest): MatrixRequest {
  const template = pathOf(row);
  const [path, query] = request.url.split('?');
  const parts = path!.split('/');
  if (parts.length !== template.length) throw new Error(`${row.route}: the request's path ${path} has another shape`);
  const missing = parts.map((part, i) => (ID_PARAMETER.test(template[i]!) ? String(MISSING_ID) : part)).join('/');
  return { ...request, url: query === undefined ? missing : `${missing}?${query}` };
}

// ---- Sequences: a self-service change, then every read and write it might unlock ----

/** What a sequence knows besides the matrix's ids: the outsider acting, and their links. */
export interface SequenceData extends MatrixData {
  self: number;
  /** The outsider's confirmed, present membership of another firm (Firm Z). */
  ownLink: number;
  /** The outsider's confirmed, ended membership of firm X (they used to work there). */
  pastLinkToFirmX: number;
}

/**
 * Changes any Approved user can make alone. None of them may open contract A (client A, attorney X, firm X) to an
 * outsider: only firm X's or an admin's confirmation of a membership does. `claim` names the link to confirm after.
 */
export interface SelfServiceStep {
  name: string;
  requests: (d: SequenceData) => MatrixRequest[];
  claim?: 'added' | 'ownLink' | 'pastLinkToFirmX';
}
export const SELF_SERVICE_STEPS: readonly SelfServiceStep[] = [
  {
    name: 'claims a present membership of firm X',
    claim: 'added',
    requests: (d) => [
      post(`${V1}/User/${d.self}/addLawFirms`, {
        lawFirmUserId: d.firmX,
        startDate: day('2020-01-01'),
        endDate: null,
        present: true,
      }),
    ],
  },
  {
    name: 'moves their confirmed membership of another firm to firm X',
    claim: 'ownLink',
    requests: (d) => [
      post(`${V1}/updateLawFirm/${d.ownLink}`, {
        lawFirmUserId: d.firmX,
        startDate: day('2020-01-01'),
        endDate: null,
        present: true,
      }),
    ],
  },
  {
    name: 'reopens their ended, confirmed membership of firm X',
    claim: 'pastLinkToFirmX',
    requests: (d) => [
      post(`${V1}/User/updateLawFirm/${d.pastLinkToFirmX}`, {
        lawFirmUserId: d.firmX,
        startDate: day('2018-01-01'),
        endDate: null,
        present: true,
      }),
    ],
  },
  {
    name: 'stretches their ended membership of firm X to today, then reopens it',
    claim: 'pastLinkToFirmX',
    requests: (d) => [
      post(`${V1}/updateLawFirm/${d.pastLinkToFirmX}`, {
        lawFirmUserId: d.firmX,
        startDate: day('2018-01-01'),
        endDate: day('2026-11-01'),
        present: false,
      }),
      post(`${V1}/updateLawFirm/${d.pastLinkToFirmX}`, {
        lawFirmUserId: d.firmX,
        startDate: day('2018-01-01'),
        endDate: null,
        present: true,
      }),
    ],
  },
  {
    name: 'edits their profile (avatar)',
    requests: (d) => [post(`${V1}/User/${d.self}/uploadAvatar`, { mimeType: 'image/png', documentBase64String: PNG })],
  },
  {
    name: 'comments on contract A',
    requests: (d) => [post(`${V1}/Contract/${d.contractA}/addComment`, { commentText: 'Let me in' })],
  },
];

/** A read or write on contract A or its plaintiff; `opened` tells from the answer whether it gave the caller access. */
export interface UnlockProbe {
  name: string;
  request: (d: SequenceData) => MatrixRequest;
  opened: (status: number, body: string, d: SequenceData) => boolean;
}
const ok = (status: number) => status === 200;
export const UNLOCK_PROBES: readonly UnlockProbe[] = [
  {
    // Any of firm X's contracts (the additional-funds probes add newer ones than contract A to its page).
    name: 'own contract list',
    request: () => post(`${V1}/Contract/list`, {}),
    opened: (status, body, d) =>
      ok(status) &&
      (JSON.parse(body) as Array<{ responsibleLawFirm: { userId: number } | null }>).some(
        (c) => c.responsibleLawFirm?.userId === d.firmX,
      ),
  },
  { name: "firm X's contract list", request: (d) => post(`${V1}/Contract/list`, { lawFirmId: d.firmX }), opened: ok },
  { name: 'contract A', request: (d) => get(`${V1}/Contract/${d.contractA}`), opened: ok },
  { name: "contract A's price", request: (d) => get(`${V1}/Contract/${d.contractA}/calculate`), opened: ok },
  {
    name: "contract A's file",
    request: (d) => get(`${V1}/Contract/${d.contractA}/attachment/${d.fileOfA}`),
    opened: ok,
  },
  {
    name: "contract A's payoff statement",
    request: (d) => get(`${V1}/Contract/${d.contractA}/payoffStatement`),
    opened: ok,
  },
  {
    name: "contract A's disclosure",
    request: (d) => get(`${V1}/Contract/${d.contractA}/disclosure`),
    opened: ok,
  },
  {
    name: 'an additional-funds request on contract A',
    request: (d) =>
      post(`${V1}/Contract`, {
        parentContractId: d.contractA,
        contractType: 'PreSettlement',
        amountRequested: { amount: 100, date: day('2026-11-19') },
      }),
    opened: ok,
  },
  {
    name: 'a comment on contract A',
    request: (d) => post(`${V1}/Contract/${d.contractA}/addComment`, { commentText: 'Probe' }),
    opened: ok,
  },
  { name: "client A's card", request: (d) => get(`${V1}/User/${d.clientA}`), opened: ok },
];
