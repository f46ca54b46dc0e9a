import {
  periodReportFormSchema,
  periodReportRequestSchema,
  rawReportFormSchema,
  rawReportRequestSchema,
  REPORT_MESSAGES,
  RAW_REPORT_FIELDS,
  toReportRequest,
} from './schemas.ts';
import { periodOf, periodsBetween } from './periods.ts';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('report periods', () => {
  it('names the month, quarter and year of a day', () => {
    expect(periodOf('2026-05-31', 'monthly')).toBe('2026-05');
    expect(periodOf('2026-05-31', 'quarterly')).toBe('2026-Q2');
    expect(periodOf('2026-05-31', 'yearly')).toBe('2026');
  });
  it('lists every period of a range, empty ones included', () => {
    expect(periodsBetween('2025-11-15', '2026-02-01', 'monthly')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(periodsBetween('2025-02-28', '2026-01-01', 'quarterly')).toEqual([
      '2025-Q1',
      '2025-Q2',
      '2025-Q3',
      '2025-Q4',
      '2026-Q1',
    ]);
    expect(periodsBetween('2024-06-01', '2026-01-01', 'yearly')).toEqual(['2024', '2025', '2026']);
    expect(periodsBetween('2026-03-03', '2026-03-04', 'monthly')).toEqual(['2026-03']);
  });
});

describe('report requests on the wire', () => {
  const valid = {
    from: '01/02/2026',
    to: '31/03/2026',
    reportPriority: 'monthly',
    contractType: ['preSettlement'],
    contractStatus: ['checkSent', 'paidOff'],
  };
  it('reads dd/mm/yyyy into calendar days', () => {
    const parsed = periodReportRequestSchema.parse(valid);
    expect(parsed).toMatchObject({ from: '2026-02-01', to: '2026-03-31' });
  });
  it.each([
    [{ from: '2026-02-01' }, REPORT_MESSAGES.reportDate],
    [{ to: '31/02/2026' }, REPORT_MESSAGES.reportDate],
    [{ from: '01/04/2026' }, REPORT_MESSAGES.fromAfterTo],
    [{ to: '31/12/9999' }, REPORT_MESSAGES.outOfRange],
    [{ from: '31/12/1899' }, REPORT_MESSAGES.outOfRange],
    [{ reportPriority: 'weekly' }, REPORT_MESSAGES.periodicityRequired],
    [{ contractType: [] }, REPORT_MESSAGES.contractTypeRequired],
    [{ contractStatus: [] }, REPORT_MESSAGES.contractStatusRequired],
    [{ contractStatus: ['approved'] }, REPORT_MESSAGES.contractStatusRequired],
  ])('refuses %j', (change, message) => {
    expect(firstMessage(periodReportRequestSchema.safeParse({ ...valid, ...change }))).toBe(message);
  });
  it('takes the raw fields once each and refuses unknown or none', () => {
    const raw = { from: '01/01/2026', to: '01/01/2026', exportPropertiesList: ['caseId', 'caseId', 'totalPaid'] };
    expect(rawReportRequestSchema.parse(raw).exportPropertiesList).toEqual(['caseId', 'totalPaid']);
    expect(firstMessage(rawReportRequestSchema.safeParse({ ...raw, exportPropertiesList: [] }))).toBe(
      REPORT_MESSAGES.fieldsRequired,
    );
    expect(firstMessage(rawReportRequestSchema.safeParse({ ...raw, exportPropertiesList: ['password'] }))).toBe(
      REPORT_MESSAGES.unknownField,
    );
    expect(RAW_REPORT_FIELDS).toHaveLength(21);
  });
});

describe('report forms', () => {
  it('require the dates, periodicity, a type and a status', () => {
    const result = periodReportFormSchema.safeParse({ from: '', to: '', contractType: [], contractStatus: [] });
    expect(result.error?.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining([
        REPORT_MESSAGES.fromRequired,
        REPORT_MESSAGES.toRequired,
        REPORT_MESSAGES.periodicityRequired,
        REPORT_MESSAGES.contractTypeRequired,
        REPORT_MESSAGES.contractStatusRequired,
      ]),
    );
    expect(
      firstMessage(
        rawReportFormSchema.safeParse({ from: '03/01/2026', to: '02/01/2026', exportPropertiesList: ['caseId'] }),
      ),
    ).toBe(REPORT_MESSAGES.fromAfterTo);
  });
  it("say From after To together with the other fields' errors, in one round (forms and wire)", () => {
    const all = (result: { error?: { issues: Array<{ message: string }> } }) =>
      result.error?.issues.map((i) => i.message);
    expect(
      all(rawReportFormSchema.safeParse({ from: '03/01/2026', to: '02/01/2026', exportPropertiesList: [] })),
    ).toEqual(expect.arrayContaining([REPORT_MESSAGES.fromAfterTo, REPORT_MESSAGES.fieldsRequired]));
    expect(
      all(
        periodReportFormSchema.safeParse({
          from: '03/01/2026',
          to: '02/01/2026',
          contractType: [],
          contractStatus: [],
        }),
      ),
    ).toEqual(
      expect.arrayContaining([
        REPORT_MESSAGES.fromAfterTo,
        REPORT_MESSAGES.periodicityRequired,
        REPORT_MESSAGES.contractTypeRequired,
        REPORT_MESSAGES.contractStatusRequired,
      ]),
    );
    expect(
      all(rawReportRequestSchema.safeParse({ from: '01/03/2026', to: '01/02/2026', exportPropertiesList: [] })),
    ).toEqual(expect.arrayContaining([REPORT_MESSAGES.fromAfterTo, REPORT_MESSAGES.fieldsRequired]));
    // A date that is itself wrong gets its own messages, not the comparison too.
    const blankFrom = all(
      rawReportFormSchema.safeParse({ from: '', to: '02/01/2026', exportPropertiesList: ['caseId'] }),
    );
    expect(blankFrom?.[0]).toBe(REPORT_MESSAGES.fromRequired);
    expect(blankFrom).not.toContain(REPORT_MESSAGES.fromAfterTo);
  });

  it('sends typed MM/DD/YYYY as dd/mm/yyyy', () => {
    expect(toReportRequest({ from: '02/01/2026', to: '12/31/2026', exportPropertiesList: ['caseId'] })).toEqual({
      from: '01/02/2026',
      to: '31/12/2026',
      exportPropertiesList: ['caseId'],
    });
  });
});
