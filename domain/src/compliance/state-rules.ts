// The 16 states with a consumer legal funding statute, read into rules (docs/decisions.md, "State compliance rules").
// The research marks what it could not verify with "?": those facts are listed as unknown, never guessed; pending
// bills (MN HF2677, NJ, Ohio's attorney acknowledgment) are not in force and are not rules. A state that is not here
// has no statute: no rules.
import { US_STATES } from '../reference/states.ts';
import type {
  ApplicableLaw,
  ComplianceRule,
  DisclosureRule,
  RuleGap,
  RuleKind,
  RuleOfKind,
  RuleSource,
  StateLaw,
} from './types.ts';

/** A rule as written in the table: the state's defaults fill citation, effective day, version and id. */
type RuleData<R> = R extends ComplianceRule
  ? Omit<R, keyof RuleSource> & Partial<Pick<RuleSource, 'citation' | 'effectiveOn' | 'version'>> & { topic?: string }
  : never;

interface LawData {
  state: string;
  statute: string;
  /** The citation of rules that do not name a section. */
  citation: string;
  effectiveOn: string | null;
  rules: Array<RuleData<ComplianceRule>>;
  unknown?: RuleGap[];
  none?: RuleGap[];
}

const nameOf = (state: string) => US_STATES.find((s) => s.key === state)?.name ?? state;

function law(data: LawData): StateLaw {
  const rules = data.rules.map((entry) => {
    const { topic, ...rule } = entry;
    return {
      citation: data.citation,
      effectiveOn: data.effectiveOn,
      version: 1,
      ...rule,
      id: topic ? `${data.state}.${rule.kind}.${topic}` : `${data.state}.${rule.kind}`,
      state: data.state,
      source: 'statute',
    } as ComplianceRule;
  });
  return {
    state: data.state,
    name: nameOf(data.state),
    statute: data.statute,
    rules,
    unknown: data.unknown ?? [],
    none: data.none ?? [],
  };
}

/** A disclosure rule: no 6-month table and nothing beyond its items, unless it says so. */
const disclosure = (fields: Partial<RuleData<DisclosureRule>> & { items: string[] }): RuleData<DisclosureRule> => ({
  kind: 'disclosure',
  intervalMonths: null,
  throughMonths: null,
  aprPerInterval: false,
  maximumTotal: false,
  totalIfRepaidAnyTime: false,
  ...fields,
});

const UNKNOWN_ATTORNEY: RuleGap = { kind: 'attorneyAcknowledgment', note: 'not verified in the research' };
const NO_PROHIBITED_REFERRAL = 'the attorney has neither paid nor received a referral fee';

export const STATE_LAWS: readonly StateLaw[] = [
  law({
    state: 'IL',
    statute: '815 ILCS 121 (P.A. 102-987, 2022; am. P.A. 103-974)',
    citation: '815 ILCS 121',
    // The Act's effective day (P.A. 102-987, eff. 5-27-22); the sections P.A. 103-974 amended (25, 30) stay undated.
    effectiveOn: '2022-05-27',
    rules: [
      {
        kind: 'chargeCap',
        citation: '815 ILCS 121/25',
        effectiveOn: null,
        basis: 'perPeriod',
        capBp: 1800,
        periodMonths: 6,
        parts: null,
        includesOneTimeFees: false,
      },
      { kind: 'chargeTerm', citation: '815 ILCS 121/25', effectiveOn: null, months: 42 },
      {
        kind: 'allowedFee',
        citation: '815 ILCS 121/25',
        effectiveOn: null,
        fee: 'document',
        maxCents: 7_500,
        per: 'contract',
      },
      disclosure({
        citation: '815 ILCS 121/30',
        effectiveOn: null,
        intervalMonths: 6,
        throughMonths: 'term',
        maximumTotal: true,
        items: ['on the front page: the funded amount, the charges itemized, the maximum total'],
      }),
      { kind: 'cancellation', citation: '815 ILCS 121/10', businessDays: 14, from: 'funding' },
      {
        kind: 'attorneyAcknowledgment',
        citation: '815 ILCS 121/10',
        attests: [
          'all costs and charges were disclosed to the consumer',
          'the attorney is paid on a contingency fee',
          "the proceeds go through the attorney's trust account or a settlement fund",
          "the attorney follows the consumer's written instructions",
          NO_PROHIBITED_REFERRAL,
        ],
      },
      { kind: 'requirement', topic: 'licence', text: 'a licence through NMLS', citation: '815 ILCS 121/75' },
    ],
  }),
  law({
    state: 'TN',
    statute: 'Tenn. Code 47-16-101 ff.',
    citation: 'Tenn. Code 47-16-101 ff.',
    effectiveOn: null,
    rules: [
      {
        // 47-16-110(c): the yearly fee cap ($360 per $1,000) counts every charge but not the annual fee of (a).
        kind: 'chargeCap',
        citation: 'Tenn. Code 47-16-110',
        basis: 'perPeriod',
        capBp: 4600,
        periodMonths: 12,
        parts: [
          { label: 'annual fee', bp: 1000 },
          { label: 'yearly fee ($360 per $1,000)', bp: 3600 },
        ],
        includesOneTimeFees: true,
      },
      { kind: 'chargeTerm', citation: 'Tenn. Code 47-16-110', months: 36 },
      disclosure({
        citation: 'Tenn. Code 47-16-106',
        maximumTotal: true,
        items: ['on the front page in 14-point bold: the amount funded, the maximum annual percentage fee'],
      }),
      { kind: 'cancellation', citation: 'Tenn. Code 47-16-106', businessDays: 5, from: 'laterOfFundingAndSigning' },
      { kind: 'requirement', topic: 'registration', text: 'registration and a bond', citation: 'Tenn. Code 47-16-103' },
    ],
    unknown: [UNKNOWN_ATTORNEY],
  }),
  law({
    state: 'WV',
    statute: 'W. Va. Code 46A-6N',
    citation: 'W. Va. Code 46A-6N',
    effectiveOn: null,
    rules: [
      {
        // 46A-6N-9(a), (b): an annual fee of at most 18 % of the original amount, charged at most once a year.
        kind: 'chargeCap',
        citation: 'W. Va. Code 46A-6N-9',
        basis: 'perPeriod',
        capBp: 1800,
        periodMonths: 12,
        parts: null,
        includesOneTimeFees: false,
      },
      {
        kind: 'compounding',
        citation: 'W. Va. Code 46A-6N-9',
        notMoreOftenThanMonths: 6,
        atLeastEveryMonths: null,
      },
      { kind: 'chargeTerm', citation: 'W. Va. Code 46A-6N-9', months: 42 },
      disclosure({
        citation: 'W. Va. Code 46A-6N-5',
        items: ['in 14-point bold on the first two pages'],
      }),
      {
        kind: 'cancellation',
        citation: 'W. Va. Code 46A-6N-3',
        businessDays: 5,
        from: 'laterOfFundingAndSigning',
      },
      {
        kind: 'attorneyAcknowledgment',
        citation: 'W. Va. Code 46A-6N-3',
        attests: [
          'the attorney reviewed the contract',
          'the attorney represents the consumer in the claim',
          NO_PROHIBITED_REFERRAL,
          'the attorney will tell the settlement fund or trust of the lien',
        ],
      },
      {
        kind: 'requirement',
        topic: 'discovery',
        text: 'funding agreements are discoverable in the litigation',
        citation: 'W. Va. Code 46A-6N-6',
      },
    ],
  }),
  law({
    state: 'AR',
    statute: 'Ark. Code 4-57-109',
    citation: 'Ark. Code 4-57-109',
    effectiveOn: null,
    rules: [
      {
        kind: 'chargeCap',
        basis: 'prorated',
        capBp: 1700,
        periodMonths: 12,
        parts: null,
        includesOneTimeFees: true,
      },
      disclosure({
        items: ['the APR in 20-point bold Arial in a box'],
      }),
    ],
    none: [
      { kind: 'cancellation', note: 'the research found none ("-")' },
      { kind: 'attorneyAcknowledgment', note: 'the research found none ("-")' },
    ],
  }),
  law({
    state: 'IN',
    statute: 'Ind. Code 24-12',
    citation: 'Ind. Code 24-12',
    effectiveOn: null,
    rules: [
      {
        // 24-12-4.5-2: both charges are earned at consummation and on each anniversary (after June 30, 2019).
        kind: 'chargeCap',
        citation: 'Ind. Code 24-12-4.5-2',
        effectiveOn: '2019-07-01',
        basis: 'perPeriod',
        capBp: 4300,
        periodMonths: 12,
        parts: [
          { label: 'fee', bp: 3600 },
          { label: 'servicing charge', bp: 700 },
        ],
        includesOneTimeFees: false,
      },
      {
        kind: 'allowedFee',
        citation: 'Ind. Code 24-12-4.5-2',
        effectiveOn: '2019-07-01',
        fee: 'document',
        maxCents: 50_000,
        per: 'claim',
      },
      disclosure({
        citation: 'Ind. Code 24-12-2',
        items: ["the consumer's initials on every page", 'the cancellation notice in a box'],
      }),
      { kind: 'cancellation', citation: 'Ind. Code 24-12-2', businessDays: 5, from: 'funding' },
      {
        kind: 'attorneyAcknowledgment',
        attests: [
          'the charges were disclosed',
          'the attorney is paid on a contingency fee',
          "the proceeds go through the attorney's trust account",
          NO_PROHIBITED_REFERRAL,
        ],
      },
    ],
  }),
  law({
    state: 'NE',
    statute: 'Neb. Rev. Stat. 25-3301 ff.',
    citation: 'Neb. Rev. Stat. 25-3301 ff.',
    // Laws 2010, LB1094, effective July 15, 2010.
    effectiveOn: '2010-07-15',
    rules: [
      { kind: 'chargeTerm', citation: 'Neb. Rev. Stat. 25-3305', months: 36 },
      {
        // "shall compound at least semiannually but shall not compound based on any lesser time period"
        kind: 'compounding',
        citation: 'Neb. Rev. Stat. 25-3305',
        notMoreOftenThanMonths: 6,
        atLeastEveryMonths: 6,
      },
      disclosure({
        citation: 'Neb. Rev. Stat. 25-3303',
        intervalMonths: 6,
        throughMonths: 36,
        aprPerInterval: true,
        items: ['on the front page in 12-point bold: the amount funded, one-time fees itemized, the compounding'],
      }),
      { kind: 'cancellation', citation: 'Neb. Rev. Stat. 25-3303', businessDays: 5, from: 'funding' },
      { kind: 'requirement', topic: 'registration', text: 'registration', effectiveOn: null },
    ],
    unknown: [UNKNOWN_ATTORNEY],
  }),
  law({
    state: 'OH',
    statute: 'Ohio Rev. Code 1349.55',
    citation: 'Ohio Rev. Code 1349.55',
    effectiveOn: null,
    rules: [
      disclosure({
        intervalMonths: 6,
        throughMonths: 36,
        aprPerInterval: true,
        items: [],
      }),
      { kind: 'cancellation', businessDays: 5, from: 'funding' },
    ],
    unknown: [{ kind: 'attorneyAcknowledgment', note: 'not verified; a pending bill (not in force) adds one' }],
    none: [{ kind: 'chargeCap', note: 'the research found none' }],
  }),
  law({
    state: 'OK',
    statute: '14A O.S. 3-801 ff.',
    citation: '14A O.S. 3-801 ff.',
    effectiveOn: null,
    rules: [{ kind: 'requirement', topic: 'licence', text: 'a licence ($290) and a $50,000 bond' }],
    unknown: [
      { kind: 'chargeCap', note: 'not verified in the research' },
      { kind: 'disclosure', note: 'not verified in the research' },
      { kind: 'cancellation', note: 'not verified in the research' },
      UNKNOWN_ATTORNEY,
    ],
  }),
  law({
    state: 'VT',
    statute: '8 V.S.A. 2251 ff.',
    citation: '8 V.S.A. 2251 ff.',
    effectiveOn: null,
    rules: [
      disclosure({
        citation: '8 V.S.A. 2253',
        totalIfRepaidAnyTime: true,
        items: [
          'the prescribed form: the alternatives, a tax notice, the APR',
          'the cumulative total across contracts',
        ],
      }),
      { kind: 'requirement', topic: 'registration', text: 'registration every 3 years' },
      { kind: 'requirement', topic: 'report', text: 'an annual report by 1 April' },
    ],
    unknown: [
      { kind: 'cancellation', note: 'a cancellation right is required; its length is not verified' },
      UNKNOWN_ATTORNEY,
    ],
    none: [{ kind: 'chargeCap', note: 'no cap' }],
  }),
  law({
    state: 'ME',
    statute: '9-A M.R.S. 12-101 ff.',
    citation: '9-A M.R.S. 12-104',
    effectiveOn: null,
    rules: [
      { kind: 'chargeTerm', months: 42 },
      { kind: 'compounding', notMoreOftenThanMonths: 6, atLeastEveryMonths: null },
      disclosure({
        items: ['the prescribed disclosure table (its contents are not in the research)'],
      }),
      { kind: 'requirement', topic: 'report', text: 'an annual data report', citation: '9-A M.R.S. 12-101 ff.' },
    ],
    unknown: [{ kind: 'cancellation', note: 'not verified in the research' }, UNKNOWN_ATTORNEY],
  }),
  law({
    state: 'MO',
    statute: 'RSMo 436.550 ff.',
    citation: 'RSMo 436.550 ff.',
    effectiveOn: null,
    rules: [
      { kind: 'chargeTerm', months: 48 },
      disclosure({
        items: ['one-time charges itemized', 'the payment schedule'],
      }),
      {
        kind: 'requirement',
        topic: 'attorney-notice',
        text: "notice to the consumer's attorney within 3 business days of funding",
      },
      { kind: 'requirement', topic: 'licence', text: 'a licence and a bond' },
    ],
    unknown: [
      { kind: 'chargeCap', note: 'the research names a term only' },
      { kind: 'cancellation', note: 'not verified in the research' },
      UNKNOWN_ATTORNEY,
    ],
  }),
  law({
    state: 'UT',
    statute: 'Utah Code 13-57 (amended, effective 2026-05-06)',
    citation: 'Utah Code 13-57',
    // The research read the amended chapter; the rules before the amendment were not researched.
    effectiveOn: '2026-05-06',
    rules: [
      disclosure({
        intervalMonths: 6,
        items: [],
      }),
      { kind: 'cancellation', businessDays: 10, from: 'funding' },
      { kind: 'requirement', topic: 'registration', text: 'registration; the contract template filed before use' },
      {
        kind: 'requirement',
        topic: 'report',
        text: 'an annual report by 1 April, with realized against contracted profit',
      },
    ],
    unknown: [{ kind: 'chargeCap', note: 'the research names no cap or term' }, UNKNOWN_ATTORNEY],
  }),
  law({
    state: 'MT',
    statute: 'Mont. Code 31-4-101 ff. (2023)',
    citation: 'Mont. Code 31-4-101 ff.',
    effectiveOn: null,
    rules: [
      // Read strictly: everything repaid, the funded amount included, is at most 25 % of the recovery.
      { kind: 'recoveryCap', of: 'grossRecovery', shareBp: 2500, plusFundedAmount: false },
      {
        kind: 'requirement',
        topic: 'copies',
        text: 'the signed contract goes to the consumer and to the attorney',
      },
      { kind: 'requirement', topic: 'registration', text: 'registration' },
    ],
    unknown: [
      { kind: 'chargeCap', note: 'the usury rate applies; the research does not give it' },
      { kind: 'cancellation', note: 'not verified in the research' },
      UNKNOWN_ATTORNEY,
    ],
  }),
  law({
    state: 'GA',
    statute: 'Ga. SB 69 (2025)',
    citation: 'Ga. SB 69 (2025)',
    effectiveOn: '2026-01-01',
    rules: [
      { kind: 'recoveryCap', of: 'recoveryAfterAttorneyFees', shareBp: 10_000, plusFundedAmount: false },
      disclosure({
        items: ['in 14-point bold'],
      }),
      { kind: 'cancellation', businessDays: 5, from: 'funding' },
      {
        kind: 'requirement',
        topic: 'attorney-signature',
        text: "a contract an attorney signs on the consumer's behalf is void",
      },
      { kind: 'requirement', topic: 'assignment', text: 'no assignment of the contract' },
      { kind: 'requirement', topic: 'discovery', text: 'funding agreements are discoverable in the litigation' },
      { kind: 'requirement', topic: 'registration', text: 'registration through NMLS' },
    ],
  }),
  law({
    state: 'NY',
    statute: 'N.Y. Gen. Bus. Law art. 39-H (2025), moving to Fin. Serv. Law art. 10',
    citation: 'N.Y. Gen. Bus. Law art. 39-H',
    effectiveOn: null,
    rules: [
      { kind: 'recoveryCap', of: 'grossRecovery', shareBp: 2500, plusFundedAmount: true },
      disclosure({
        items: ['the payment schedule under hypothetical outcomes', "the consumer's initials on every page"],
      }),
      { kind: 'cancellation', businessDays: 10, from: 'funding' },
      { kind: 'requirement', topic: 'registration', text: 'registration' },
      { kind: 'requirement', topic: 'report', text: 'annual reporting from 2027' },
    ],
    unknown: [UNKNOWN_ATTORNEY],
  }),
  law({
    state: 'CA',
    statute: 'Cal. Bus. & Prof. Code 6252',
    citation: 'Cal. Bus. & Prof. Code 6252',
    effectiveOn: null,
    rules: [
      disclosure({
        maximumTotal: true,
        items: ['on the first page: the funded amount, one-time charges, the repayment schedule'],
      }),
      { kind: 'cancellation', businessDays: 5, from: 'funding' },
    ],
    unknown: [{ kind: 'chargeCap', note: 'not verified in the research' }, UNKNOWN_ATTORNEY],
  }),
];

const LAWS_BY_STATE = new Map(STATE_LAWS.map((l) => [l.state, l]));

/** The state's statute read into rules, or null for a state without one. */
export function stateLaw(state: string): StateLaw | null {
  return LAWS_BY_STATE.get(state) ?? null;
}

/** Whether a rule is in force on a day: undated rules always are. */
export function isInForce(rule: ComplianceRule, onDay: string): boolean {
  return rule.effectiveOn === null || rule.effectiveOn <= onDay;
}

/** The rules of a state in force on `onDay` (a contract's funding day, or today for a rate set); [] without a statute. */
export function rulesInForce(state: string, onDay: string): ComplianceRule[] {
  return stateLaw(state)?.rules.filter((rule) => isInForce(rule, onDay)) ?? [];
}

/** The state's rules in force on `onDay`, with its name and unknown facts. */
export function statuteInForce(state: string, onDay: string): ApplicableLaw {
  const found = stateLaw(state);
  return {
    state,
    name: found?.name ?? nameOf(state),
    statute: found?.statute ?? null,
    rules: rulesInForce(state, onDay),
    unknown: found?.unknown ?? [],
  };
}

/** The first rule of a kind among `rules`, typed. */
export function ruleOf<K extends RuleKind>(rules: readonly ComplianceRule[], kind: K): RuleOfKind<K> | null {
  return (rules.find((rule) => rule.kind === kind) as RuleOfKind<K> | undefined) ?? null;
}
