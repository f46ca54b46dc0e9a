import { NOTIFIED_STATUSES, type ContractStatus } from '../enums.ts';
import { statusLabel } from '../format/contract-display.ts';

// The contract screens' messages (docs/product.md), apart from the schemas so the pages that only show them
// load no zod (docs/performance.md).
export const CONTRACT_MESSAGES = {
  amountMoreThanZero: 'Enter amount more than 0',
  atMostTwoDecimals: 'Enter the amount in dollars and cents (at most 2 decimals)',
  checkAmountRequired: 'You should specify the amount of the check!',
  checkDateRequired: 'You should specify the date when check was sent!',
  chooseStatus: 'Choose a status',
  wholeDollars: 'Enter a whole number of dollars',
  wholeDollarsAboveZero: 'Enter a whole number of dollars above 0',
  reducedNotNegative: 'Enter an amount of 0 or more',
  typedDate: 'Enter the date as MM/DD/YYYY',
  accidentInFuture: 'The date of the accident may not be after today',
  settlementBeforeAccident: 'The settlement date may not be before the date of the accident',
  closedNoAdditionalFunds: 'This case is closed: additional funds can no longer be requested on it',
  declinedNoAdditionalFunds: 'This case was declined: additional funds cannot be requested on it',
  reducedNoAdditionalFunds:
    'The payoff of this case was reduced: no funding is added after a reduction, so additional funds cannot be requested',
  plaintiffRequired: 'Choose a plaintiff or create a new one',
  // The same answer for a plaintiff who does not exist and one the caller may not file for (ids cannot be probed).
  plaintiffNotFound: 'No such plaintiff: choose one from the list or enter a new plaintiff',
  newPlaintiffInvited:
    'We email the plaintiff an invitation to set a password. LitFund approves their account before any funding.',
  /**
   * An attorney or law firm entered a plaintiff whose address has an account: the account is not attached to the
   * filer's case (its holder might not be the filer's client, and its state is not the filer's to learn), and the
   * message says what to do instead.
   */
  plaintiffEmailTaken:
    'A user with this email is already registered. Ask your client to sign in to LitFund (with Forgot password if they never chose one) and request the funding there naming you as their attorney, or write to LitFund support.',
  /** A user's new requests and additional-funds requests in an hour (FILINGS_PER_HOUR). */
  tooManyFilings: (perHour: number) =>
    `You have filed ${perHour} requests in the last hour, the most LitFund takes from one user in an hour. Please file the next one later, or write to LitFund support if you have many cases to enter.`,
  payoffBeforeFunding: 'The payoff statement is available once the check has been sent',
  disclosureBeforeApproval: 'The disclosure is available once an amount has been approved',
  disclosureOfRequest: "An additional-funds request is disclosed with its case: open the case's disclosure",
  disclosureNoRates: "The plaintiff's state has no interest rates, so there is nothing to disclose yet",
  cancelNotFunded: 'Only a funded contract can be cancelled: record CheckSent first',
  cancelNoWindow: "This contract has no cancellation window: its state's law gives the plaintiff none",
  cancelWindowPassed: (deadline: string) =>
    `The cancellation window ended on ${deadline}: the contract can no longer be cancelled`,
  cancelledAlready: 'This contract has already been cancelled',
  cancelClosed: 'A closed contract cannot be cancelled',
  cancelledNoMoreMoney: 'This contract was cancelled: no more funding can be added to it',
  cancelled: 'Contract cancelled',
  cancelConfirm: (amount: string) =>
    `Cancel this contract? The plaintiff then owes exactly the funded amount, ${amount}, less what was already paid, and nothing more. The plaintiff, attorney and law firm are e-mailed. This cannot be undone.`,
  firmAttorneyRequired: "Choose the responsible attorney among your law firm's attorneys",
  created: 'Contract created successfully',
  requestSent: 'Your request has been sent',
  commentAdded: 'Comment has been added!',
  paymentAdded: 'Payment added',
  additionalFundingAdded: 'Additional Funding added',
  reducedAdded: 'Reduced Amount added!',
  statusAdded: 'Status added',
  documentUploaded: 'Document uploaded successfully',
  documentNotUploaded: 'Document not uploaded',
  attachmentNotSaved: 'Attachment was not saved',
  commentQuota: 'You have left 200 comments on this contract; write to the funder for anything more',
  attachmentQuota: 'Your attachments on this contract have reached 20 MB; send larger documents to the funder',
  attorneyAdded: 'New attorney has been added',
  lawFirmAdded: 'New Law Firm has been added',
  contractUpdated: 'Contract updated!',
  approvedAdded: 'Amproved Amount has been added!',
  approveConfirm: 'Are you sure you want to Approve the amount? This action cannot be undone.',
  notDeleted: 'Contract not deleted',
  /** Why Edit Contract has no delete: the history and the money stay on record (docs/product.md). */
  notDeletedReason:
    'Contracts are never deleted: their status history, money and audit trail stay on record. To end a case, add a closing status (Paid Off, Closed Not Paid Off or Closed Case Lost).',
  contractNotFound: 'Contract not found',
  requestDeclinedOrClosed: 'This additional-funds request was declined or closed: it cannot be funded',
  requestAlreadyFunded: 'This additional-funds request has already been funded',
  requestNotApproved:
    'This additional-funds request is not approved yet: add the status Approved to it before funding it',
  /** Under the case id of an additional-funds request in a list. */
  additionalFundsRow: 'Additional funds',
  contractNotFoundHint: 'There is no such contract, or it is not yours to see.',
  contractsNotFound: 'Contracts not found',
  noPayments: 'No payments',
  commentsNotFound: 'Comments not found',
  noResponsibleAttorney: 'No Responsible Attorney',
  noResponsibleLawFirm: 'No Responsible Law Firm',
  beError: 'some error from BE',
  feError: 'some error from FE, please reload the page',
  existingCaseWarning:
    "Extra funds for an existing case are requested from the case page's 'Request Additional Funds'.",
  postSettlementNotice:
    'Post-settlement funding is only for plaintiffs with an earlier approved pre-settlement funding.',
  interestNote: 'If the settlement payment extends beyond 60 days, the interest will increase.',
  noCurrentLawFirm: 'User does not have a current law firm',
  lawFirmHasNoContracts: "The current user's law firm has no contracts",
  listLoadFailed: 'Something went wrong while receiving data from the server',
} as const;

/** Who hears of a new status: the parties by mail for the statuses that notify them, nobody for the others. */
export const statusNoticeLabel = (status: ContractStatus) =>
  NOTIFIED_STATUSES.includes(status)
    ? 'The client, the responsible attorney and the responsible law firm are emailed.'
    : 'Nobody is emailed.';

/** What Add Status asks before it records a status (it cannot be taken back: the history is append-only). */
export const addStatusQuestion = (status: ContractStatus, identifier: string) =>
  `Add the status ${statusLabel(status)} to ${identifier}? ${statusNoticeLabel(status)}`;
