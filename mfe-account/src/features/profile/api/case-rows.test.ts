import { toCaseRow, toCaseRows } from './case-rows.ts';

/** An entry as GET /User/{id} sends it in associatedContracts. */
const entry = (overrides: Record<string, unknown> = {}) => ({
  id: 3,
  identifier: 'LF-2026-000003',
  caseId: 'GA-3',
  contractType: 'PreSettlement',
  status: 'CheckSent',
  parentContractId: null,
  createDate: '2026-05-01T16:00:00.000Z',
  amountRequested: 300,
  amountApproved: 200,
  ...overrides,
});

describe('toCaseRow', () => {
  it('reads the case id, the status in words, the requested amount (as All Contracts) and the created date', () => {
    expect(toCaseRow(entry())).toEqual({
      id: 3,
      caseId: 'GA-3',
      status: 'Check Sent',
      statusKey: 'CheckSent',
      cancelledDay: null,
      additionalFunds: false,
      amount: '$300.00',
      createdDate: '05-01-2026',
    });
  });

  it('falls back to the contract number without a case id', () => {
    expect(
      toCaseRow(entry({ caseId: '', amountApproved: null, amountRequested: 75.5, status: 'WaitingApproval' })),
    ).toMatchObject({ caseId: 'LF-2026-000003', status: 'Waiting Approval', amount: '$75.50' });
  });

  it('says which row is an additional-funds request and which case was cancelled', () => {
    expect(toCaseRow(entry({ parentContractId: 2, cancelledOn: null }))).toMatchObject({ additionalFunds: true });
    expect(toCaseRow(entry({ cancelledOn: '2026-09-04' }))).toMatchObject({ cancelledDay: '09-04-2026' });
  });

  it('leaves out entries that are not contracts', () => {
    expect(
      toCaseRows([null, 'x', { caseId: 'no id' }, entry({ status: 'Lost' }), entry({ id: 6 })]).map((r) => r.id),
    ).toEqual([6]);
  });
});
