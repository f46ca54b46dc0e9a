// State compliance rules as data. Money in integer cents, rates in basis points of the funded amount, days
// 'YYYY-MM-DD' in the business time zone, as in the pricing engine. docs/decisions.md ("State compliance rules")
// says how each statute was read into these shapes.

export type RuleKind =
  | 'chargeCap'
  | 'recoveryCap'
  | 'chargeTerm'
  | 'compounding'
  | 'allowedFee'
  | 'cancellation'
  | 'attorneyAcknowledgment'
  | 'disclosure'
  | 'requirement';

/** What every rule carries, so a funder's counsel can trace and date it. */
export interface RuleSource {
  /** Stable id: `${state}.${kind}`, or `${state}.${kind}.${topic}` where a state has several of a kind. */
  id: string;
  state: string;
  /** The statute section the rule reads, as it is cited: '815 ILCS 121/25'. */
  citation: string;
  /**
   * 'YYYY-MM-DD' the rule took effect. Null when no day was verified: the rule was in force when the research was
   * done and applies to every contract, whatever its date (the safe side for a funder).
   */
  effectiveOn: string | null;
  /** Raised whenever the reading of the statute changes, so a contract can say which reading it was checked against. */
  version: number;
  /** 'statute' for the state table; 'override' for a stricter setting the funder chose (overrides.ts). */
  source: 'statute' | 'override';
}

/** One part of a cap that adds several periodic charges up (TN: annual fee + other charges). */
export interface ChargeCapPart {
  label: string;
  bp: number;
}

/**
 * A cap on the charges (everything repaid above the funded amount), as basis points of the funded amount.
 * - `perPeriod`: `capBp` for every period of `periodMonths` begun; a new period begins the day after the
 *   anniversary (IL: 18% per 6 months, so 36% from the day after the 6-month anniversary).
 * - `prorated`: usury-style, `capBp` a year accrued day by day (actual/365): the charge allowed on day d is
 *   capBp x d / 365, nothing on the funding day (AR).
 */
export interface ChargeCapRule extends RuleSource {
  kind: 'chargeCap';
  basis: 'perPeriod' | 'prorated';
  capBp: number;
  /** The period of a per-period cap; 12 for a prorated (yearly) one. */
  periodMonths: number;
  /** Where the statute allows several periodic charges, the cap is their sum (the product charges one rate). */
  parts: ChargeCapPart[] | null;
  /** Every charge above the funded amount counts against the cap, one-time fees included (usury-style, TN). */
  includesOneTimeFees: boolean;
}

/** A cap measured against the case's recovery, known only at payoff (NY, MT, GA). */
export interface RecoveryCapRule extends RuleSource {
  kind: 'recoveryCap';
  of: 'grossRecovery' | 'recoveryAfterAttorneyFees';
  /** Share of that recovery, in basis points (2500 = 25 %). */
  shareBp: number;
  /** True: the share caps the charges, the funded amount comes on top (NY). False: it caps the whole repayment. */
  plusFundedAmount: boolean;
}

/** No charges accrue after `months` months from funding: the amount due stops growing there. */
export interface ChargeTermRule extends RuleSource {
  kind: 'chargeTerm';
  months: number;
}

/** How often charges may (or must) compound. */
export interface CompoundingRule extends RuleSource {
  kind: 'compounding';
  /** Charges may compound no more often than every N months (semiannual: 6); null when the statute says nothing. */
  notMoreOftenThanMonths: number | null;
  /** Charges must compound at least every N months (NE); null when the statute says nothing. */
  atLeastEveryMonths: number | null;
}

/** A one-time fee the statute allows, with its ceiling. */
export interface AllowedFeeRule extends RuleSource {
  kind: 'allowedFee';
  fee: 'document';
  maxCents: number;
  /** 'contract': per funding contract; 'claim': in total for one legal claim whatever the number of fundings (IN). */
  per: 'contract' | 'claim';
}

/** The consumer may cancel within `businessDays` business days (weekends and US federal holidays excluded). */
export interface CancellationRule extends RuleSource {
  kind: 'cancellation';
  businessDays: number;
  /** The day counting starts from: the funding day, or the later of funding and signing (WV). */
  from: 'funding' | 'laterOfFundingAndSigning';
}

/** The consumer's attorney must sign an acknowledgment attesting these points. */
export interface AttorneyAcknowledgmentRule extends RuleSource {
  kind: 'attorneyAcknowledgment';
  attests: string[];
}

/** What the contract's disclosure must show. */
export interface DisclosureRule extends RuleSource {
  kind: 'disclosure';
  /** The amount due at the end of every interval of this many months (6); null when no such table is prescribed. */
  intervalMonths: number | null;
  /** How far that table goes: months, 'term' (the charge term), or null when the statute does not say. */
  throughMonths: number | 'term' | null;
  /** The APR at each interval. */
  aprPerInterval: boolean;
  /** The maximum the consumer can owe. */
  maximumTotal: boolean;
  /** The total due if repaid at any time. */
  totalIfRepaidAnyTime: boolean;
  /** Everything else it must show, and its form (type size, placement), in words. */
  items: string[];
}

/** Any other obligation, kept in words (registration, reports, notices). */
export interface RequirementRule extends RuleSource {
  kind: 'requirement';
  text: string;
}

export type ComplianceRule =
  | ChargeCapRule
  | RecoveryCapRule
  | ChargeTermRule
  | CompoundingRule
  | AllowedFeeRule
  | CancellationRule
  | AttorneyAcknowledgmentRule
  | DisclosureRule
  | RequirementRule;

export type RuleOfKind<K extends RuleKind> = Extract<ComplianceRule, { kind: K }>;

/** A fact the research could not verify ("?"), or found absent: recorded, never turned into a rule. */
export interface RuleGap {
  kind: RuleKind;
  note: string;
}

/** One state's consumer legal funding statute, read into rules. */
export interface StateLaw {
  state: string;
  name: string;
  /** The statute as the research names it. */
  statute: string;
  rules: ComplianceRule[];
  /** Facts the research marked "?": the product enforces nothing for them until counsel supplies them. */
  unknown: RuleGap[];
  /** Kinds the research found the statute has none of ("-", "no cap", "none found"). */
  none: RuleGap[];
}

/** The rules that apply to one contract or rate set: the state's rules in force on a day, with overrides applied. */
export interface ApplicableLaw {
  state: string;
  name: string;
  /** The statute as the research names it; null for a state without one. */
  statute: string | null;
  rules: ComplianceRule[];
  unknown: RuleGap[];
}
