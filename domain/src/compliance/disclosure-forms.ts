// The disclosure forms a statute prescribes (Vermont, Maine, New York): the sections the form must carry, in its order,
// and the marks it asks for (initials on every page, signature lines). The research lists the elements, not the
// statutes' words: the wording here is LitFund's rendering of each element, for a funder's counsel to check and
// replace (docs/decisions.md, "Prescribed disclosure forms", 2026-11-28). The numbers come from disclosure.ts and
// caps.ts.
import { formatUsd } from '../format/money.ts';
import { recoveryCapCents } from './caps.ts';
import type { DisclosureRow } from './disclosure.ts';
import { ruleOf } from './state-rules.ts';
import type { ApplicableLaw, RecoveryCapRule } from './types.ts';

export interface FormSection {
  heading: string;
  lines: string[];
}

export interface PrescribedForm {
  state: string;
  /** The section that prescribes the form. */
  citation: string;
  /** The form's title, above everything else. */
  title: string;
  /** Sections the form carries beyond the common disclosure, in order. */
  sections: FormSection[];
  /** The consumer initials every page: each page's footer carries an initials line. */
  initialsEveryPage: boolean;
  /** A table of what is owed under hypothetical recoveries (NY). */
  hypotheticalOutcomes: boolean;
  /** The total owed across all of the consumer's contracts with the funder (VT). */
  cumulativeTotal: boolean;
  /** The consumer's acknowledgment, signed under the form. */
  acknowledgment: string[];
}

const SIGNATURE = ['Consumer signature: ______________________________   Date: ______________'];

const FORMS: Record<string, Omit<PrescribedForm, 'state'>> = {
  VT: {
    citation: '8 V.S.A. 2253',
    title: 'Vermont consumer litigation funding disclosure',
    sections: [
      {
        heading: 'Alternatives to this funding',
        lines: [
          'Before you sign, consider alternatives that may cost less: a loan from a bank or credit union, help from ' +
            'family, or waiting for your case to resolve. Ask your attorney whether an alternative suits you.',
        ],
      },
      {
        heading: 'Tax notice',
        lines: [
          'The money you receive and what you repay may have tax consequences. LitFund gives no tax advice: consult ' +
            'a tax professional.',
        ],
      },
    ],
    initialsEveryPage: false,
    hypotheticalOutcomes: false,
    cumulativeTotal: true,
    acknowledgment: [
      'I have read this disclosure, including the annual percentage rate and the total due if I repay at any time.',
      ...SIGNATURE,
    ],
  },
  ME: {
    citation: '9-A M.R.S. 12-104',
    title: 'Maine consumer legal funding disclosure',
    sections: [
      {
        heading: 'Charges and compounding',
        lines: [
          'Charges may compound no more often than every 6 months, and no charges accrue after 42 months from ' +
            'funding. The table above shows the amount due at the end of each 6-month period until charges stop.',
        ],
      },
    ],
    initialsEveryPage: false,
    hypotheticalOutcomes: false,
    cumulativeTotal: false,
    acknowledgment: ['I have read the disclosure table above.', ...SIGNATURE],
  },
  NY: {
    citation: 'N.Y. Gen. Bus. Law art. 39-H',
    title: 'New York consumer litigation funding disclosure',
    sections: [
      {
        heading: 'What you repay depends on your recovery',
        lines: [
          'You repay only from the proceeds of your claim. You never repay more than the amount funded plus 25% of ' +
            'the gross recovery, and nothing if there is no recovery. The table above shows what you would owe ' +
            'under hypothetical outcomes.',
        ],
      },
    ],
    initialsEveryPage: true,
    hypotheticalOutcomes: true,
    cumulativeTotal: false,
    acknowledgment: ['I have read every page of this disclosure and initialled each one.', ...SIGNATURE],
  },
};

/** The form the state's law prescribes for the disclosure, or null where it prescribes none (or it is not in force). */
export function prescribedForm(law: ApplicableLaw): PrescribedForm | null {
  const form = FORMS[law.state];
  if (!form || !ruleOf(law.rules, 'disclosure')) return null;
  return { state: law.state, ...form };
}

/** One hypothetical outcome: a recovery and what would be owed at each period end under the cap. */
export interface HypotheticalOutcome {
  recoveryCents: number;
  /** The most owed on that recovery (the cap); 0 when there is no recovery (non-recourse). */
  capCents: number;
  /** Amount due at the end of each period, capped, in the order of `rows`. */
  dueCents: number[];
}

/** Recoveries of 0, 2, 5 and 10 times the amount funded: the outcomes the NY form's table shows. */
export const HYPOTHETICAL_MULTIPLES = [0, 2, 5, 10] as const;

/**
 * What the consumer would owe under each hypothetical recovery: the disclosure's amount due at each period end, never
 * above the recovery cap, and nothing without a recovery. To the cent, as the rows are.
 */
export function hypotheticalOutcomes(
  fundedCents: number,
  rows: readonly DisclosureRow[],
  rule: RecoveryCapRule,
): HypotheticalOutcome[] {
  return HYPOTHETICAL_MULTIPLES.map((multiple) => {
    const recoveryCents = fundedCents * multiple;
    const capCents =
      recoveryCents === 0
        ? 0
        : recoveryCapCents(rule, { fundedCents, grossRecoveryCents: recoveryCents, attorneyFeesCents: 0 });
    return { recoveryCents, capCents, dueCents: rows.map((row) => Math.min(row.amountDueCents, capCents)) };
  });
}

/** The cumulative line (VT): this contract's maximum and what the consumer's other contracts owe today. */
export function cumulativeTotalLines(thisMaximumCents: number, othersOwedCents: number): string[] {
  return [
    `This contract, at most: ${formatUsd(thisMaximumCents)}`,
    `Your other LitFund contracts, owed today: ${formatUsd(othersOwedCents)}`,
    `Cumulative total across your LitFund contracts: ${formatUsd(thisMaximumCents + othersOwedCents)}`,
  ];
}
