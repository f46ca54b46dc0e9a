import { CONTRACT_MESSAGES, MESSAGES } from '@litfund/domain';
import {
  EMPTY_DRAFT,
  EMPTY_PERSON,
  TYPED_DATE_MESSAGE,
  buildRequest,
  requestFormSchema,
  sectionOf,
  type RequestDraft,
} from './request-draft.ts';

/** A complete pre-settlement draft for an existing plaintiff. */
const DRAFT: RequestDraft = {
  ...EMPTY_DRAFT,
  amountRequested: '$5,000',
  recipientCheck: ' pay@lex.test ',
  estimatedSettlement: '0-25k',
  client: { id: 3, name: 'Carl Client' },
  caseId: 'GA-1',
  estimatedDuration: '06/01/2027',
  opposingInsurance: 'Acme',
  dateAccident: '4/2/2026',
  accidentDescription: 'Rear-ended',
  liability: 'Yes',
  propertyDamage: 'Slight',
  injuryLevel: 'Slight',
};

const errorsOf = (draft: RequestDraft, role: Parameters<typeof buildRequest>[1] = 'Attorney') => {
  const built = buildRequest(draft, role);
  return 'errors' in built ? built.errors : {};
};

describe('buildRequest', () => {
  it('picks none of the injury facts for the filer: liability, damage and injury start at Choose and are required', () => {
    expect([EMPTY_DRAFT.liability, EMPTY_DRAFT.propertyDamage, EMPTY_DRAFT.injuryLevel]).toEqual(['', '', '']);
    expect(errorsOf({ ...DRAFT, liability: '', propertyDamage: '', injuryLevel: '' })).toEqual({
      liability: MESSAGES.required,
      propertyDamage: MESSAGES.required,
      injuryLevel: MESSAGES.required,
    });
  });

  it('turns typed text into wire values: whole dollars, days at 12:00 UTC, Yes/No as a boolean', () => {
    const built = buildRequest({ ...DRAFT, liability: 'No' }, 'Attorney');
    expect(built).toEqual({
      payload: expect.objectContaining({
        amountRequested: 5000,
        recipientCheck: 'pay@lex.test',
        estimatedDuration: '2027-06-01T12:00:00.000Z',
        dateAccident: '2026-04-02T12:00:00.000Z',
        liability: false,
        propertyDamage: 'Slight',
        injuryLevel: 'Slight',
        contractClientDTO: { userId: 3 },
        amountSettlement: undefined,
      }),
    });
  });

  it('names the form field of each fault, including the ones inside a party being created', () => {
    expect(errorsOf({ ...DRAFT, estimatedDuration: '13/01/2027', amountRequested: '12.5' })).toEqual({
      estimatedDuration: TYPED_DATE_MESSAGE,
      amountRequested: CONTRACT_MESSAGES.wholeDollarsAboveZero,
    });
    expect(
      errorsOf(
        {
          ...DRAFT,
          client: null,
          newClient: { ...EMPTY_PERSON, email: 'x', firstName: 'N' },
          newLawFirm: { name: '', stateKey: '' },
        },
        'Administrator',
      ),
    ).toEqual({
      'newClient.email': MESSAGES.plaintiffEmailInvalid,
      'newClient.lastName': MESSAGES.required,
      'newLawFirm.name': MESSAGES.required,
      'newLawFirm.stateKey': 'Choose a state',
    });
  });

  it('asks a non-client for a plaintiff, never a client (the server makes the client the caller)', () => {
    expect(errorsOf({ ...DRAFT, client: null })).toEqual({ client: MESSAGES.required });
    expect(buildRequest({ ...DRAFT, client: null }, 'Client')).toEqual({
      payload: expect.objectContaining({ contractClientDTO: null }),
    });
  });

  it('asks a law-firm user for the responsible attorney, and accepts a new plaintiff from an attorney', () => {
    expect(errorsOf(DRAFT, 'LawFirm')).toEqual({ attorney: MESSAGES.required });
    expect(buildRequest({ ...DRAFT, attorney: { id: 2, name: 'Alice Attorney' } }, 'LawFirm')).toEqual({
      payload: expect.objectContaining({ contractClientDTO: { userId: 3 }, contractAttorneyDTO: [{ userId: 2 }] }),
    });
    const newClient = { ...EMPTY_PERSON, email: 'nina@example.com', firstName: 'Nina', lastName: 'New' };
    expect(buildRequest({ ...DRAFT, client: null, newClient }, 'Attorney')).toEqual({
      payload: expect.objectContaining({
        contractClientDTO: { user: { email: 'nina@example.com', firstName: 'Nina', lastName: 'New' } },
      }),
    });
  });

  it('asks pre-settlement for the estimate and post-settlement for the amount, sending only that one', () => {
    expect(errorsOf({ ...DRAFT, estimatedSettlement: '' })).toEqual({ estimatedSettlement: MESSAGES.required });
    expect(errorsOf({ ...DRAFT, contractType: 'PostSettlement' })).toEqual({ amountSettlement: MESSAGES.required });
    expect(
      buildRequest({ ...DRAFT, contractType: 'PostSettlement', amountSettlement: '80,000.50' }, 'Attorney'),
    ).toEqual({ payload: expect.objectContaining({ amountSettlement: 80000.5, estimatedSettlement: undefined }) });
  });

  it('places each field in its section, so the form scrolls to the right one', () => {
    expect(
      ['amountSettlement', 'newClient.email', 'caseId', 'newAttorney.stateKey', 'newLawFirm.name', 'comment'].map(
        sectionOf,
      ),
    ).toEqual(['financial', 'plaintiff', 'case', 'attorney', 'lawFirms', 'comments']);
  });
});

describe('requestFormSchema', () => {
  it('drops a law firm picked earlier while the Law Firms section is hidden', () => {
    const draft = { ...DRAFT, lawFirm: { id: 4, name: 'Lex' } };
    expect(requestFormSchema('Attorney', () => true).parse(draft).contractLawFirmDTO).toEqual([{ userId: 4 }]);
    expect(requestFormSchema('Attorney', () => false).parse(draft).contractLawFirmDTO).toEqual([]);
  });

  it('reports the faults at the form paths', () => {
    const result = requestFormSchema('Administrator', () => true).safeParse({
      ...DRAFT,
      client: null,
      newClient: { ...EMPTY_PERSON, email: 'bad' },
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join('.'))).toEqual([
      'newClient.email',
      'newClient.firstName',
      'newClient.lastName',
    ]);
  });
});
