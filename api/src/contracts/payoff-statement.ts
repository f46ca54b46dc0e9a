// GET /Contract/{id}/payoffStatement: a PDF with the parties, fundings, payments, today's payoff and the payoff at
// each coming price change with its good-through date. The content is built by a pure function (tested to the cent);
// documents/funder-pdf.ts lays it out.
import type { Kysely } from 'kysely';
import {
  CONTRACT_MESSAGES,
  CLOSED_STATUSES,
  contractMoney,
  formatDisplayDate,
  formatUsd,
  dollarsToCents,
  priceChangeSchedule,
  recoveryCapLines,
  statusLabel,
} from '@litfund/domain';
import type { ContractMoneyInput, ContractRead, FileResponse, RecoveryCap } from '@litfund/domain';
import type { Database } from '../db/schema.ts';
import { conflict } from '../lib/http-error.ts';
import { renderFunderPdf, type DocumentTable, type FunderDocument } from '../documents/funder-pdf.ts';
import type { Viewer } from './access.ts';
import { moneyInput, recoveryCapOfFacts } from './money.ts';
import { loadMoneyFacts, visibleContract } from './read.ts';

const DEFAULT_PAYOFF_INSTRUCTIONS =
  'Wire the payoff to LitFund Funding LLC, or mail a check to LitFund, quoting the contract number.';

const cents = (dollars: number) => dollarsToCents(dollars) ?? 0;
const shown = (day: string) => formatDisplayDate(`${day}T12:00:00.000Z`);
const MONEY_ROWS: DocumentTable['columns'] = [
  { header: 'Date', width: 1 },
  { header: 'Description', width: 2 },
  { header: 'Amount', width: 1, align: 'right' },
];

export function payoffStatement(
  contract: ContractRead,
  money: ContractMoneyInput | null,
  today: string,
  instructions: string,
  cap: RecoveryCap | null = null,
  /** A settlement's expected payment day and the payoff on it (a check-in's "settled" answer): the headline names them. */
  paidBy?: { day: string; payoffCents: number },
): FunderDocument {
  const responsible = (list: ContractRead['contractAttorneyDTO']) => list.at(-1)?.userName ?? 'None';
  const fundings = contract.checkSent
    ? [
        { day: contract.checkSent.date.slice(0, 10), what: 'Check sent', cents: cents(contract.checkSent.amount) },
        ...contract.additionalFundingRequestsDto.map((t) => ({
          day: t.date.slice(0, 10),
          what: 'Additional funding',
          cents: cents(t.amount),
        })),
      ]
    : [];
  const payments = contract.amountPayments.map((p) => ({ day: p.date.slice(0, 10), cents: cents(p.amount) }));
  const lines = money ? priceChangeSchedule(money) : [];
  const payoffToday = lines[0]?.payoffCents ?? 0;
  const goodThrough = lines[0]?.goodThrough;
  const sum = (list: ReadonlyArray<{ cents: number }>) => list.reduce((total, row) => total + row.cents, 0);
  // A closed contract says so, and when: its figure is frozen at the closing day, and a lost or written-off case is
  // owed nothing more, so it carries no payment instructions.
  const last = contract.contractStatus.at(-1);
  const closedAs = last && CLOSED_STATUSES.includes(last.contractsStatus) ? last.contractsStatus : null;
  const closedOn = money?.closing ? shown(money.closing.on) : last ? formatDisplayDate(last.dateChange) : '';
  const toPay = money && (closedAs === null || closedAs === 'PaidOff') ? payoffToday : 0;
  // Cancelled in its window: the figures (money.ts) already hold the payoff at the funded amount; the statement says
  // why, so no one reads the missing charges as an error.
  const cancelledOn = contract.cancelledOn ? formatDisplayDate(contract.cancelledOn) : null;
  let headline: string;
  if (cancelledOn && closedAs === null)
    headline =
      `Cancelled on ${cancelledOn} within the cancellation window: ` +
      (toPay > 0 ? `${formatUsd(toPay)} owed (the funded amount returned, no charges)` : 'nothing more is owed');
  else if (closedAs === null)
    headline = money
      ? `Payoff as of ${shown(today)}: ${formatUsd(payoffToday)} ` +
        (goodThrough ? `(good through ${shown(goodThrough)})` : '(no further increase)')
      : `Payoff as of ${shown(today)}: ${formatUsd(0)} (nothing funded yet)`;
  else if (toPay > 0) headline = `${statusLabel(closedAs)} on ${closedOn}: ${formatUsd(toPay)} still owed`;
  else if (money && payoffToday > 0)
    headline = `${statusLabel(closedAs)} on ${closedOn}: nothing more is owed (${formatUsd(payoffToday)} written off)`;
  else headline = `${statusLabel(closedAs)} on ${closedOn}: nothing is owed`;
  if (paidBy && closedAs === null && money)
    headline = `Payoff if paid by ${shown(paidBy.day)}: ${formatUsd(paidBy.payoffCents)} (as of ${shown(today)}: ${formatUsd(payoffToday)})`;

  return {
    kind: 'Payoff statement',
    reference: contract.identifier,
    generatedOn: today,
    generatedLabel: `Generated ${shown(today)}`,
    headline,
    facts: [
      ['Plaintiff', `${contract.contractClientDTO.user.firstName} ${contract.contractClientDTO.user.lastName}`.trim()],
      ['Attorney', responsible(contract.contractAttorneyDTO)],
      ['Law firm', responsible(contract.contractLawFirmDTO)],
      ['Case', contract.caseId || '-'],
      ...(last
        ? [
            ['Status', closedAs ? `${statusLabel(closedAs)} since ${closedOn}` : statusLabel(last.contractsStatus)] as [
              string,
              string,
            ],
          ]
        : []),
      ['Contract type', contract.contractType === 'PostSettlement' ? 'Post-Settlement' : 'Pre-Settlement'],
      ...(cancelledOn
        ? [['Cancelled', `${cancelledOn}: the funded amount is owed, no charges`] as [string, string]]
        : []),
      ...(contract.amountReduced
        ? [['Agreed payoff', formatUsd(cents(contract.amountReduced.amount))] as [string, string]]
        : []),
    ],
    tables: [
      {
        heading: 'Fundings',
        columns: MONEY_ROWS,
        rows: fundings.map((f) => [shown(f.day), f.what, formatUsd(f.cents)]),
        empty: 'No funding has been sent yet.',
        ...(fundings.length > 0 ? { total: ['', 'Total funded', formatUsd(sum(fundings))] } : {}),
      },
      {
        heading: 'Payments',
        columns: MONEY_ROWS,
        rows: payments.map((p) => [shown(p.day), 'Payment', formatUsd(p.cents)]),
        empty: 'No payments',
        ...(payments.length > 0 ? { total: ['', 'Total paid', formatUsd(sum(payments))] } : {}),
      },
      {
        heading: 'Payoff',
        columns: [
          { header: 'From', width: 1 },
          { header: 'Good through', width: 1.5 },
          { header: 'Payoff', width: 1, align: 'right' },
        ],
        rows: lines.map((line) => [
          shown(line.from),
          line.goodThrough ? shown(line.goodThrough) : closedAs ? 'closed, no further increase' : 'no further increase',
          formatUsd(line.payoffCents),
        ]),
        empty: 'Nothing is owed until funding is sent.',
      },
    ],
    notes: [
      ...(cap && money
        ? [{ heading: 'Recovery cap', lines: recoveryCapLines(cap, contractMoney(money).owedCents) }]
        : []),
      // Instructions only where there is something to pay.
      ...(toPay > 0 ? [{ heading: 'How to pay', lines: instructions.split('\n') }] : []),
    ],
  };
}

/**
 * The statement of a contract the viewer may see (404 otherwise), as the file the route answers; 409 before the check
 * is sent, as the contract page offers it only from then on: until money moves there is nothing to pay off.
 */
export async function payoffStatementFile(
  db: Kysely<Database>,
  viewer: Viewer,
  id: number,
  options: { today: string; timeZone: string; instructions?: string },
): Promise<FileResponse> {
  const { today, timeZone } = options;
  const contract = await visibleContract(db, id, { viewer, today, timeZone });
  if (contract.checkSent === null) throw conflict(CONTRACT_MESSAGES.payoffBeforeFunding);
  const facts = await loadMoneyFacts(db, id);
  const pricing = facts ? moneyInput(facts, today, timeZone) : null;
  const cap = facts ? recoveryCapOfFacts(facts) : null;
  const instructions = options.instructions ?? DEFAULT_PAYOFF_INSTRUCTIONS;
  const statement = payoffStatement(contract, pricing, today, instructions, cap);
  const pdf = await renderFunderPdf(statement);
  return {
    mimeType: 'application/pdf',
    base64Content: pdf.toString('base64'),
    fileName: `payoff-statement-${contract.identifier || id}-${today}.pdf`,
  };
}

/**
 * The statement mailed after an attorney answers a check-in "settled": today's statement whose headline is the payoff
 * on the expected payment day (today's when that day has passed), so it is good through that day.
 */
export async function settledPayoffStatementFile(
  db: Kysely<Database>,
  id: number,
  options: { today: string; timeZone: string; paidBy: string; instructions?: string },
): Promise<FileResponse & { payoffCents: number }> {
  const { today, timeZone } = options;
  const payDay = options.paidBy > today ? options.paidBy : today;
  // Read as an administrator would: the mail goes to the case's counsel, whoever asks for it.
  const contract = await visibleContract(db, id, { viewer: { id: 0, user_type: 'Administrator' }, today, timeZone });
  const facts = await loadMoneyFacts(db, id);
  const pricing = facts ? moneyInput(facts, today, timeZone) : null;
  const onPayDay = facts ? moneyInput(facts, payDay, timeZone) : null;
  const payoffCents = onPayDay ? (priceChangeSchedule(onPayDay)[0]?.payoffCents ?? 0) : 0;
  const cap = facts ? recoveryCapOfFacts(facts) : null;
  const instructions = options.instructions ?? DEFAULT_PAYOFF_INSTRUCTIONS;
  const statement = payoffStatement(contract, pricing, today, instructions, cap, { day: payDay, payoffCents });
  const pdf = await renderFunderPdf(statement);
  return {
    mimeType: 'application/pdf',
    base64Content: pdf.toString('base64'),
    fileName: `payoff-statement-${contract.identifier || id}-through-${payDay}.pdf`,
    payoffCents,
  };
}
