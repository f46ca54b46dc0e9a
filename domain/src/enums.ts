// The portal's enums (docs/product.md). Plain const tuples (no TS enums: the API runs on Node's type stripping).
export const USER_TYPES = ['Attorney', 'Client', 'LawFirm', 'Administrator'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const USER_STATUSES = ['New', 'Approved', 'Rejected'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
/** A status the login still checks for; treated like Rejected. */
export const DENIED_STATUS = 'Denied';

export const CONTRACT_TYPES = ['PreSettlement', 'PostSettlement'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export const CONTRACT_STATUSES = [
  'WaitingApproval',
  'SignedPreApproval',
  'Approved',
  'Declined',
  'AwaitingFeedback',
  'ContractSigned',
  'CheckSent',
  'CheckCashed',
  'PaidOff',
  'ClosedNotPaidOff',
  'ClosedCaseLost',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const CLOSED_STATUSES: readonly ContractStatus[] = ['PaidOff', 'ClosedNotPaidOff', 'ClosedCaseLost'];
export const LOST_STATUSES: readonly ContractStatus[] = ['ClosedCaseLost', 'ClosedNotPaidOff'];
/** The statuses whose arrival is mailed to the client, the responsible attorney and the responsible law firm. */
export const NOTIFIED_STATUSES: readonly ContractStatus[] = ['Approved', 'Declined', 'CheckSent', 'PaidOff'];

export const ATTACHMENT_TYPES = { comment: 0, clientContract: 2, attorneyAgreement: 3 } as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[keyof typeof ATTACHMENT_TYPES];

export const SEVERITY_LEVELS = ['Slight', 'Moderate', 'Extensive', 'None'] as const;
export type SeverityLevel = (typeof SEVERITY_LEVELS)[number];

export const ESTIMATED_SETTLEMENTS = ['0-25k', '26k-50k', '51k-100k', '101k-200k', 'Over 201k'] as const;
export type EstimatedSettlement = (typeof ESTIMATED_SETTLEMENTS)[number];

export const ESTIMATED_ADDITIONALS = ['None', '500-1000', '1001-2000', '2001-3000', 'Over 3000'] as const;
export type EstimatedAdditional = (typeof ESTIMATED_ADDITIONALS)[number];

export const SORTING_TYPES = ['asc', 'desc'] as const;
export type SortingType = (typeof SORTING_TYPES)[number];
