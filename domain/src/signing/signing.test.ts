import { statuteInForce } from '../compliance/state-rules.ts';
import {
  SIGNING_MESSAGES,
  actProblem,
  currentStep,
  mayFundProblem,
  remindersDue,
  signBodySchema,
  isDrawnSignaturePng,
  plainSignatureText,
  signatureContentProblem,
  signingRequirements,
  stateAfterSigning,
  type AgreementFacts,
  type StepFacts,
} from './signing.ts';

const DAY = '2026-11-20';
const invited = '2026-11-20T12:00:00.000Z';
const at = (days: number) => new Date(new Date(invited).getTime() + days * 86_400_000);

function agreement(state: string, stepStates: StepFacts['state'][], overrides: Partial<AgreementFacts> = {}) {
  const ids = [10, 20, null];
  return {
    state: 'open' as const,
    documentSha256: 'a'.repeat(64),
    requirements: signingRequirements(statuteInForce(state, DAY)),
    steps: (['plaintiff', 'attorney', 'admin'] as const).map((role, i) => ({
      role,
      state: stepStates[i]!,
      signerUserId: ids[i]!,
      invitedAt: stepStates[i] === 'waiting' ? null : invited,
    })),
    ...overrides,
  };
}

describe('signing requirements per state', () => {
  it('asks for initials on every page in Indiana and New York, and the attorney attestations in Indiana', () => {
    expect(signingRequirements(statuteInForce('IN', DAY)).initialsPerPage).toBe(true);
    expect(signingRequirements(statuteInForce('NY', DAY)).initialsPerPage).toBe(true);
    expect(signingRequirements(statuteInForce('IN', DAY)).attestations.length).toBeGreaterThan(0);
    expect(signingRequirements(statuteInForce('CA', DAY))).toMatchObject({ initialsPerPage: false, attestations: [] });
  });
  it("lists West Virginia's four attestations", () => {
    expect(signingRequirements(statuteInForce('WV', DAY)).attestations).toEqual([
      'the attorney reviewed the contract',
      'the attorney represents the consumer in the claim',
      'the attorney has neither paid nor received a referral fee',
      'the attorney will tell the settlement fund or trust of the lien',
    ]);
  });
  it('refuses the attorney signing for the plaintiff in Georgia only', () => {
    expect(signingRequirements(statuteInForce('GA', DAY)).attorneyMaySignForPlaintiff).toBe(false);
    expect(signingRequirements(statuteInForce('CA', DAY)).attorneyMaySignForPlaintiff).toBe(true);
  });
});

describe('the signing order', () => {
  const plaintiff = { userId: 10, isAdmin: false };
  const attorney = { userId: 20, isAdmin: false };
  const admin = { userId: 1, isAdmin: true };

  it('lets the plaintiff sign first and nobody else', () => {
    const a = agreement('CA', ['invited', 'waiting', 'waiting']);
    expect(actProblem(a, 'plaintiff', plaintiff, at(1), 14)).toBeNull();
    expect(actProblem(a, 'plaintiff', admin, at(1), 14)).toBe(SIGNING_MESSAGES.notYourStep);
    expect(actProblem(a, 'attorney', attorney, at(1), 14)).toBe(SIGNING_MESSAGES.wrongOrder);
    expect(actProblem(a, 'admin', admin, at(1), 14)).toBe(SIGNING_MESSAGES.wrongOrder);
    expect(actProblem(a, 'attorney', plaintiff, at(1), 14)).toBe(SIGNING_MESSAGES.notYourStep);
  });
  it('then the attorney, then an administrator; completed after the last', () => {
    const a = agreement('CA', ['signed', 'invited', 'waiting']);
    expect(currentStep(a)?.role).toBe('attorney');
    expect(actProblem(a, 'attorney', attorney, at(1), 14)).toBeNull();
    const b = agreement('CA', ['signed', 'signed', 'invited']);
    expect(actProblem(b, 'admin', admin, at(1), 14)).toBeNull();
    expect(stateAfterSigning(b.steps, 'admin')).toBe('completed');
    expect(stateAfterSigning(a.steps, 'attorney')).toBe('open');
  });
  it('refuses an expired invitation, after 14 days by default', () => {
    const a = agreement('CA', ['invited', 'waiting', 'waiting']);
    expect(actProblem(a, 'plaintiff', plaintiff, at(13.9), 14)).toBeNull();
    expect(actProblem(a, 'plaintiff', plaintiff, at(14), 14)).toBe(SIGNING_MESSAGES.expired);
  });
  it('refuses a closed agreement', () => {
    const a = agreement('CA', ['invited', 'waiting', 'waiting'], { state: 'voided' } as Partial<AgreementFacts>);
    expect(actProblem(a, 'plaintiff', plaintiff, at(1), 14)).toBe(SIGNING_MESSAGES.notOpen);
  });
  it("voids the attorney's signature for the plaintiff in Georgia, allows it elsewhere", () => {
    const ga = agreement('GA', ['invited', 'waiting', 'waiting']);
    expect(actProblem(ga, 'plaintiff', attorney, at(1), 14, true)).toBe(SIGNING_MESSAGES.onBehalfVoid);
    const ca = agreement('CA', ['invited', 'waiting', 'waiting']);
    expect(actProblem(ca, 'plaintiff', attorney, at(1), 14, true)).toBeNull();
    expect(actProblem(ca, 'plaintiff', attorney, at(1), 14, false)).toBe(SIGNING_MESSAGES.notYourStep);
  });
});

describe('what a signature carries', () => {
  const body = { documentSha256: 'a'.repeat(64) };
  it('refuses a document changed since it was shown', () => {
    const a = agreement('CA', ['invited', 'waiting', 'waiting']);
    expect(signatureContentProblem(a, 'plaintiff', { documentSha256: 'b'.repeat(64) })?.message).toBe(
      SIGNING_MESSAGES.documentChanged,
    );
    expect(signatureContentProblem(a, 'plaintiff', body)).toBeNull();
  });
  it("needs the plaintiff's initials where every page is initialled", () => {
    const ny = agreement('NY', ['invited', 'waiting', 'waiting']);
    expect(signatureContentProblem(ny, 'plaintiff', body)?.path).toBe('initials');
    expect(signatureContentProblem(ny, 'plaintiff', { ...body, initials: 'CC' })).toBeNull();
  });
  it("needs every one of the state's attestations from the attorney", () => {
    const wv = agreement('WV', ['signed', 'invited', 'waiting']);
    const all = wv.requirements.attestations;
    expect(signatureContentProblem(wv, 'attorney', { ...body, attestations: all.slice(1) })?.path).toBe('attestations');
    expect(signatureContentProblem(wv, 'attorney', { ...body, attestations: all })).toBeNull();
  });
  it('takes a drawn signature only as a PNG', () => {
    const base = { typedName: 'Carl Client', documentSha256: 'a'.repeat(64) };
    expect(signBodySchema.safeParse({ ...base, signatureKind: 'typed', signature: 'Carl Client' }).success).toBe(true);
    expect(signBodySchema.safeParse({ ...base, signatureKind: 'drawn', signature: 'Carl' }).success).toBe(false);
    const drawn = (signature: string) => signBodySchema.safeParse({ ...base, signatureKind: 'drawn', signature });
    // The PNG magic alone, or a fake body behind the prefix, is not an image the signed PDF can place.
    expect(drawn('data:image/png;base64,iVBORw0KGgo=').success).toBe(false);
    expect(drawn('data:image/png;base64,AAAA').success).toBe(false);
    const png2x2 = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAAAAABX3VL4AAAAC0lEQVR4nGNgAAEAAAYAAf6MZ8gAAAAASUVORK5CYII=';
    expect(drawn(`data:image/png;base64,${png2x2}`).success).toBe(true);
    expect(isDrawnSignaturePng(`data:image/png;base64,${png2x2}`)).toBe(true);
    // Width 100,000 px: refused.
    const huge = Buffer.from(png2x2, 'base64');
    huge.writeUInt32BE(100_000, 16);
    expect(isDrawnSignaturePng(`data:image/png;base64,${huge.toString('base64')}`)).toBe(false);
  });

  it('keeps a typed name as typed, without controls or bidi overrides', () => {
    expect(plainSignatureText(' Pat \u202ePlaintiff\u0007 山田 🙂 ')).toBe('Pat Plaintiff 山田 🙂');
    expect(plainSignatureText('\u2066\u202e')).toBe('');
  });
});

describe('reminders and funding', () => {
  it('reminds at 3 and 7 days, once each, and not after expiry', () => {
    expect(remindersDue(invited, at(2.9), 0, 14)).toBe(0);
    expect(remindersDue(invited, at(3), 0, 14)).toBe(1);
    expect(remindersDue(invited, at(3.5), 1, 14)).toBe(0);
    expect(remindersDue(invited, at(8), 1, 14)).toBe(1);
    expect(remindersDue(invited, at(8), 0, 14)).toBe(2);
    expect(remindersDue(invited, at(15), 0, 14)).toBe(0);
  });
  it('funds only a fully signed agreement or a paper client contract', () => {
    expect(mayFundProblem({ agreementCompleted: false, paperClientContract: false })).toBe(
      SIGNING_MESSAGES.notFullySigned,
    );
    expect(mayFundProblem({ agreementCompleted: true, paperClientContract: false })).toBeNull();
    expect(mayFundProblem({ agreementCompleted: false, paperClientContract: true })).toBeNull();
  });
});
