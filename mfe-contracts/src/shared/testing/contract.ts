import type { Attachment, ContractRead, ContractStatusEntry } from '@litfund/domain';

type ChildContract = ContractRead['childContracts'][number];

/** The status every request starts with. */
const REQUESTED: ContractStatusEntry = {
  id: 1,
  contractsStatus: 'WaitingApproval',
  dateChange: '2026-08-01T14:00:00.000Z',
  userId: 2,
  statusValue: null,
};

/** A stored file as the contract read lists it: metadata only (its content comes from /attachment/{fileId}). */
export function makeAttachment(overrides: Partial<Attachment> = {}): Attachment {
  return {
    id: 4,
    type: 0,
    mimeType: 'application/pdf',
    base64: null,
    fileName: 'LF-2026-000042-comment-attachment.pdf',
    date: '2026-11-20T15:00:00.000Z',
    size: 8,
    ...overrides,
  };
}

/** A contract as GET /Contract/{id} answers it, funded with CheckSent, one payment, one hidden admin comment. */
export function makeContract(overrides: Partial<ContractRead> = {}): ContractRead {
  return {
    id: 42,
    identifier: 'LF-2026-000042',
    caseId: 'GA-77',
    contractType: 'PreSettlement',
    parentContractId: null,
    childContracts: [],
    additionalFundingRequestsDto: [],
    insertRate: 15,
    createDate: '2026-08-01T14:00:00.000Z',
    contractStatus: [
      REQUESTED,
      { id: 2, contractsStatus: 'CheckSent', dateChange: '2026-08-03T12:00:00.000Z', userId: 1, statusValue: 7500 },
    ],
    amountRequested: { amount: 8000, date: '2026-08-01T12:00:00.000Z', userId: 2, insertRate: 15, contractId: 42 },
    amountApproved: {
      amount: 7500,
      insertRate: 15,
      checkNumber: '1042',
      date: '2026-08-02T12:00:00.000Z',
      user: { firstName: 'Ada', lastName: 'Admin' },
    },
    amountReduced: null,
    amountPayments: [{ id: 5, amount: 250.25, date: '2026-11-10T12:00:00.000Z', userId: 1 }],
    checkSent: { amount: 7500, date: '2026-08-03T12:00:00.000Z', checkNumber: '1042' },
    totalDue: 9124.75,
    paidOff: 250.25,
    finalAmountOwed: null,
    owedAfterClosing: null,
    daysBeforePriceIncrease: 61,
    currentContractRiskRatePercent: 0.2401,
    contractComments: [
      {
        id: 9,
        commentText: 'Police report attached',
        visible: true,
        dateComment: '2026-08-02T15:00:00.000Z',
        userId: 2,
        userName: 'Alice Attorney',
        contractId: 42,
        commentAttachments: [],
      },
    ],
    attachments: [],
    amountSettlement: null,
    estimatedSettlement: '26k-50k',
    estimatedAdditional: 'None',
    recipientCheck: 'pay@lex.test',
    estimatedDuration: '2027-06-01T12:00:00.000Z',
    opposingInsurance: 'Acme Mutual',
    insuranceAdjuster: 'Ann Adjuster',
    adjusterPhone: '555-0199',
    claimNumber: 'CL-1',
    liability: true,
    propertyDamage: 'Moderate',
    injuryLevel: 'Slight',
    dateAccident: '2026-04-02T12:00:00.000Z',
    caseManager: '',
    accidentDescription: 'Rear-ended at a light',
    contractClientDTO: {
      userId: 3,
      user: { firstName: 'Carl', lastName: 'Client', userType: 'Client', banned: false },
    },
    contractAttorneyDTO: [
      {
        id: 1,
        userId: 2,
        user: { firstName: 'Alice', lastName: 'Attorney' },
        userName: 'Alice Attorney',
        responsible: true,
        date: '2026-08-01T12:00:00.000Z',
      },
    ],
    contractLawFirmDTO: [
      {
        id: 2,
        userId: 4,
        user: { firstName: 'Lex & Partners', lastName: 'LLP' },
        userName: 'Lex & Partners LLP',
        responsible: true,
        date: '2026-08-01T12:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

/** The same contract still waiting for approval: nothing approved, sent, owed or paid yet. */
export function makeUnfundedContract(overrides: Partial<ContractRead> = {}): ContractRead {
  return makeContract({
    contractStatus: [REQUESTED],
    amountApproved: null,
    checkSent: null,
    totalDue: null,
    amountPayments: [],
    paidOff: 0,
    ...overrides,
  });
}

/** An additional-funds request as its case's read lists it (childContracts), waiting for approval. */
export function makeChildContract(overrides: Partial<ChildContract> = {}): ChildContract {
  return {
    id: 43,
    amountRequested: 1000,
    identifier: 'LF-2026-000043',
    status: 'WaitingApproval',
    createDate: '2026-06-12T14:00:00.000Z',
    userDTO: { id: 3, firstName: 'Carl', lastName: 'Client' },
    ...overrides,
  };
}
