// GET /Contract/{id}/disclosure: the consumer's disclosure as a PDF, laid out by documents/funder-pdf.ts like the
// payoff statement. The numbers are the domain's (compliance/disclosure.ts); this module picks the contract's inputs
// (its snapshot once funded, the plaintiff's state's rates on the approved amount before) and words them.
import type { Kysely } from 'kysely';
import {
  CONTRACT_MESSAGES,
  aprLabel,
  cancellationWindow,
  contractMoney,
  cumulativeTotalLines,
  disclosureNumbers,
  formatDisplayDate,
  formatUsd,
  hypotheticalOutcomes,
  isPriceable,
  prescribedForm,
  ruleOf,
  type ApplicableLaw,
  type ContractRead,
  type ContractType,
  type Disclosure,
  type FileResponse,
  type RateSchedule,
} from '@litfund/domain';
import type { Database } from '../db/schema.ts';
import { conflict } from '../lib/http-error.ts';
import { renderFunderPdf, type FunderDocument } from '../documents/funder-pdf.ts';
import type { Viewer } from '../contracts/access.ts';
import { loadMoneyFacts, visibleContract } from '../contracts/read.ts';
import { moneyInput } from '../contracts/money.ts';
import { scheduleOfState } from '../pricing/rate-sets.ts';
import { lawInForce } from './law.ts';

/** What the disclosure speaks of: the funding as it was, or as it would be if the approved amount were sent today. */
export interface DisclosureTerms {
  law: ApplicableLaw;
  fundedCents: number;
  fundedOn: string;
  funded: boolean;
  schedule: RateSchedule;
  contractType: ContractType;
  feeBp: number;
  /** The last day to cancel: stored at CheckSent, or what it would be if funded on `fundedOn`; null without one. */
  cancelDeadline: string | null;
  cancelledOn: string | null;
  /** What the plaintiff's other funded contracts owe today (a form that asks for the cumulative total, VT). */
  othersOwedCents: number;
}

/** The statute's prescribed form, from its words: the type size it names (12 points otherwise) and a box. */
export function prescribedLayout(law: ApplicableLaw): { fontSize: number; boxed: boolean } {
  const items = ruleOf(law.rules, 'disclosure')?.items.join(' ') ?? '';
  const size = /(\d+)-point/.exec(items);
  return { fontSize: size ? Number(size[1]) : 12, boxed: /\bbox\b/.test(items) };
}

function cancellationLines(terms: DisclosureTerms): string[] {
  const rule = ruleOf(terms.law.rules, 'cancellation');
  // Cancelled in its window: the schedule below no longer applies (the payoff statement shows what is left to pay).
  if (terms.cancelledOn)
    return [
      `This contract was cancelled on ${formatDisplayDate(terms.cancelledOn)}, within its cancellation window: you ` +
        'owe the amount funded, less what you have paid, and no charges. The charges below no longer apply.',
    ];
  if (!rule || !terms.cancelDeadline) {
    const unknown = terms.law.unknown.some((gap) => gap.kind === 'cancellation');
    return [
      unknown
        ? `${terms.law.name} law gives you a right to cancel; LitFund will confirm its length with you in writing.`
        : 'No cancellation period applies to this contract under the law of your state.',
    ];
  }
  const from = rule.from === 'laterOfFundingAndSigning' ? 'the later of the day you sign and the day' : 'the day';
  return [
    `You may cancel this contract without penalty or further obligation within ${rule.businessDays} business days ` +
      `from ${from} you receive the funds, by returning the funded amount. You then owe exactly the funded amount ` +
      'and no charges.',
    `${terms.funded ? 'Last day to cancel' : 'If funded on ' + formatDisplayDate(terms.fundedOn) + ', the last day to cancel would be'}: ` +
      `${formatDisplayDate(terms.cancelDeadline)} (weekends and US federal holidays are not business days).`,
  ];
}

/** The document as data (tested to the cent through pdftotext in routes/contract-actions/disclosure.test.ts). */
export function disclosureDocument(contract: ContractRead, terms: DisclosureTerms, today: string): FunderDocument {
  const numbers: Disclosure = disclosureNumbers({
    fundedCents: terms.fundedCents,
    fundedOn: terms.fundedOn,
    schedule: terms.schedule,
    contractType: terms.contractType,
    feeBp: terms.feeBp,
    rules: terms.law.rules,
  });
  const shown = (day: string) => formatDisplayDate(day);
  const responsible = (list: ContractRead['contractAttorneyDTO']) => list.at(-1)?.userName ?? 'None';
  const layout = prescribedLayout(terms.law);
  const firstApr = numbers.rows[0]?.aprBp;
  const form = prescribedForm(terms.law);
  const cap = ruleOf(terms.law.rules, 'recoveryCap');
  const outcomes = form?.hypotheticalOutcomes && cap ? hypotheticalOutcomes(terms.fundedCents, numbers.rows, cap) : [];
  return {
    kind: 'Disclosure',
    ...(form ? { title: `${form.title} (${form.citation})` } : {}),
    ...(form?.initialsEveryPage ? { pageMark: "Consumer's initials: ________" } : {}),
    reference: contract.identifier,
    generatedOn: today,
    generatedLabel: `Generated ${shown(today)}`,
    headline: terms.funded
      ? `Funded ${shown(terms.fundedOn)}: ${formatUsd(terms.fundedCents)}`
      : `If funded on ${shown(terms.fundedOn)}: ${formatUsd(terms.fundedCents)} (estimate before funding)`,
    prominent: {
      ...layout,
      lines: [
        `Amount funded: ${formatUsd(terms.fundedCents)}`,
        `Maximum total you may owe: ${formatUsd(numbers.maximumTotalCents)}`,
        ...(firstApr === undefined ? [] : [`Annual percentage rate at 6 months: ${aprLabel(firstApr)}`]),
      ],
    },
    facts: [
      ['Plaintiff', `${contract.contractClientDTO.user.firstName} ${contract.contractClientDTO.user.lastName}`.trim()],
      ['Attorney', responsible(contract.contractAttorneyDTO)],
      ['Law firm', responsible(contract.contractLawFirmDTO)],
      ['Case', contract.caseId || '-'],
      ['State', terms.law.statute ? `${terms.law.name} (${terms.law.statute})` : terms.law.name],
      ['Contract type', terms.contractType === 'PostSettlement' ? 'Post-Settlement' : 'Pre-Settlement'],
      ['One-time fees', numbers.oneTimeFeesCents > 0 ? formatUsd(numbers.oneTimeFeesCents) : 'None'],
      ['Charges stop', numbers.chargesStopOn ? `after ${shown(numbers.chargesStopOn)}` : 'at the last rate below'],
    ],
    tables: [
      {
        heading: 'Charges if repaid at any time',
        columns: [
          { header: 'From', width: 1 },
          { header: 'Through', width: 1 },
          { header: 'Charges', width: 1, align: 'right' },
          { header: 'Amount due', width: 1, align: 'right' },
        ],
        rows: numbers.anyTime.map((stretch) => [
          shown(stretch.fromOn),
          stretch.throughOn ? shown(stretch.throughOn) : 'from then on',
          formatUsd(stretch.amountDueCents - terms.fundedCents - numbers.oneTimeFeesCents),
          formatUsd(stretch.amountDueCents),
        ]),
        empty: 'No charges.',
      },
      {
        heading: 'Amount due at the end of each 6-month period',
        columns: [
          { header: 'Months', width: 0.7 },
          { header: 'Period ends', width: 1 },
          { header: 'Amount due', width: 1, align: 'right' },
          { header: 'APR', width: 0.8, align: 'right' },
        ],
        rows: numbers.rows.map((row) => [
          String(row.months),
          shown(row.endsOn),
          formatUsd(row.amountDueCents),
          aprLabel(row.aprBp),
        ]),
        empty: 'No periods.',
        total: ['', 'Maximum total', formatUsd(numbers.maximumTotalCents), ''],
      },
      ...(outcomes.length > 0
        ? [
            {
              heading: 'What you would owe under hypothetical recoveries',
              columns: [
                { header: 'Recovery', width: 1.2 },
                { header: 'At most', width: 1.1, align: 'right' as const },
                ...numbers.rows.map((row) => ({ header: `${row.months} mo.`, width: 1, align: 'right' as const })),
              ],
              rows: outcomes.map((outcome) => [
                outcome.recoveryCents === 0 ? 'No recovery' : formatUsd(outcome.recoveryCents),
                formatUsd(outcome.capCents),
                ...outcome.dueCents.map(formatUsd),
              ]),
              empty: 'No outcomes.',
            },
          ]
        : []),
    ],
    notes: [
      ...(form?.sections ?? []),
      ...(form?.cumulativeTotal
        ? [
            {
              heading: 'Cumulative total',
              lines: cumulativeTotalLines(numbers.maximumTotalCents, terms.othersOwedCents),
            },
          ]
        : []),
      { heading: 'Your right to cancel', lines: cancellationLines(terms) },
      {
        heading: 'About these figures',
        lines: [
          'The APR is an annual rate compounded every 6 months (actuarial method) on the amount funded. Charges are a ' +
            'percentage of the amount funded and are never charged on charges.',
          ...(ruleOf(terms.law.rules, 'disclosure')
            ? [`Disclosure required by ${ruleOf(terms.law.rules, 'disclosure')!.citation}.`]
            : []),
        ],
      },
      ...(form ? [{ heading: 'Acknowledgment', lines: form.acknowledgment }] : []),
    ],
  };
}

/** The contract's terms for its disclosure; 409 with a sentence when there is nothing to disclose yet. */
async function termsOf(
  db: Kysely<Database>,
  contract: ContractRead,
  today: string,
): Promise<Omit<DisclosureTerms, 'othersOwedCents'>> {
  if (contract.parentContractId !== null) throw conflict(CONTRACT_MESSAGES.disclosureOfRequest);
  const row = await db
    .selectFrom('contracts as c')
    .innerJoin('users as u', 'u.id', 'c.client_user_id')
    .leftJoin('states as s', 's.id', 'u.state_id')
    .select([
      'c.contract_type',
      'c.amount_approved_cents',
      'c.check_amount_cents',
      'c.check_date',
      'c.rate_snapshot',
      'c.fee_snapshot_bp',
      'c.cancel_deadline',
      'c.cancelled_on',
      'u.state_id',
      'u.additional_fee_bp',
      's.key as state_key',
    ])
    .where('c.id', '=', contract.id)
    .executeTakeFirstOrThrow();
  const contractType = row.contract_type as ContractType;
  const stateKey = row.state_key ?? '';
  if (row.check_amount_cents != null && row.check_date) {
    return {
      law: await lawInForce(db, stateKey, row.check_date),
      fundedCents: Number(row.check_amount_cents),
      fundedOn: row.check_date,
      funded: true,
      schedule: row.rate_snapshot as RateSchedule,
      contractType,
      feeBp: row.fee_snapshot_bp ?? 0,
      cancelDeadline: row.cancel_deadline,
      cancelledOn: row.cancelled_on,
    };
  }
  if (!row.amount_approved_cents || Number(row.amount_approved_cents) <= 0)
    throw conflict(CONTRACT_MESSAGES.disclosureBeforeApproval);
  const schedule = row.state_id == null ? null : await scheduleOfState(db, row.state_id);
  if (!schedule || !isPriceable(schedule)) throw conflict(CONTRACT_MESSAGES.disclosureNoRates);
  const law = await lawInForce(db, stateKey, today);
  const window = cancellationWindow(law, { fundedOn: today });
  return {
    law,
    fundedCents: Number(row.amount_approved_cents),
    fundedOn: today,
    funded: false,
    schedule,
    contractType,
    feeBp: row.additional_fee_bp ?? 0,
    cancelDeadline: window.kind === 'deadline' ? window.deadline : null,
    cancelledOn: null,
  };
}

/** What the plaintiff's other funded contracts (cases and requests alike) owe today, by the contracts' own figures. */
async function otherContractsOwedCents(
  db: Kysely<Database>,
  clientId: number,
  exceptId: number,
  options: { today: string; timeZone: string },
): Promise<number> {
  const others = await db
    .selectFrom('contracts')
    .select('id')
    .where('client_user_id', '=', clientId)
    .where('id', '!=', exceptId)
    .where('check_amount_cents', 'is not', null)
    .execute();
  let owed = 0;
  for (const other of others) {
    const facts = await loadMoneyFacts(db, other.id);
    const input = facts ? moneyInput(facts, options.today, options.timeZone) : null;
    if (input) owed += contractMoney(input).totalDueCents;
  }
  return owed;
}

/**
 * Everything the contract's disclosure (and the funding agreement that embeds it) states, with the plaintiff's other
 * contracts' totals where the state's form asks for a cumulative total.
 */
export async function disclosureTermsOf(
  db: Kysely<Database>,
  contract: ContractRead,
  options: { today: string; timeZone: string },
): Promise<DisclosureTerms> {
  const terms = await termsOf(db, contract, options.today);
  const othersOwedCents = prescribedForm(terms.law)?.cumulativeTotal
    ? await otherContractsOwedCents(db, contract.contractClientDTO.userId, contract.id, options)
    : 0;
  return { ...terms, othersOwedCents };
}

/** The disclosure of a contract the viewer may see (404 otherwise), as the file the route answers. */
export async function disclosureFile(
  db: Kysely<Database>,
  viewer: Viewer,
  id: number,
  options: { today: string; timeZone: string },
): Promise<FileResponse> {
  const contract = await visibleContract(db, id, { viewer, ...options });
  const pdf = await renderFunderPdf(
    disclosureDocument(contract, await disclosureTermsOf(db, contract, options), options.today),
  );
  return {
    mimeType: 'application/pdf',
    base64Content: pdf.toString('base64'),
    fileName: `disclosure-${contract.identifier || id}-${options.today}.pdf`,
  };
}
