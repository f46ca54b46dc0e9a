import { toCaseRow, toCaseRows } from './case-rows.ts';

describe('toCaseRow', () => {
  it('reads the current status, the approved amount and the created date', () => {
    expect(toCaseRow({
      id: 3, identifier: 'A-3', createDate: '2026-05-01T12:00:00.000Z', amountApproved: { amount: 200 }, amountRequested: { amount: 300 },
      contractStatus: [{ contractsStatus: 'New' }, { contractsStatus: 'Approved' }],
    })).toEqual({ id: 3, caseId: 'A-3', status: 'Approved', amount: '$200.00', createdDate: '05-01-2026' });
  });
  it('falls back to the requested amount, the first status date and dashes', () => {
    expect(toCaseRow({ id: 4, amountRequested: { amount: 75 }, contractStatus: [{ statusValue: 'New', dateChange: '2026-01-02T12:00:00.000Z' }] }))
      .toEqual({ id: 4, caseId: '4', status: 'New', amount: '$75.00', createdDate: '01-02-2026' });
    expect(toCaseRow({ id: 5 })).toEqual({ id: 5, caseId: '5', status: '—', amount: '—', createdDate: '—' });
  });
  it('skips entries without an id', () => {
    expect(toCaseRows([null, 'x', { caseId: 'no id' }, { id: 6 }]).map((r) => r.id)).toEqual([6]);
  });
});
