// GET /Contract/{id}/payoffStatement: a PDF with the parties, tranches, payments, today's
// payoff and the payoff at each coming price change with its good-through date. The text is built by a pure
// function (tested to the cent); pdfkit only lays it out.
import PDFDocument from 'pdfkit';
import type { Kysely } from 'kysely';
import { formatDisplayDate, formatUsd, dollarsToCents, priceChangeSchedule } from '@litfund/domain';
import type { ContractMoneyInput, ContractRead, FileResponse } from '@litfund/domain';
import type { Database } from '../db/schema.ts';
import type { Viewer } from './access.ts';
import { moneyInput } from './money.ts';
import { loadMoneyFacts, visibleContract } from './read.ts';

const DEFAULT_PAYOFF_INSTRUCTIONS =
  'Wire the payoff to LitFund Funding LLC, or mail a check to LitFund, quoting the contract number.';

export interface StatementSection {
  heading: string;
  lines: string[];
}

export interface StatementText {
  title: string;
  sections: StatementSection[];
}

const usd = (dollars: number) => formatUsd(dollarsToCents(dollars) ?? 0);
const shown = (day: string) => formatDisplayDate(`${day}T12:00:00.000Z`);

export function payoffStatementText(
  contract: ContractRead,
  money: ContractMoneyInput | null,
  today: string,
  instructions: string,
): StatementText {
  const responsible = (list: ContractRead['contractAttorneyDTO']) => list.at(-1)?.userName ?? 'None';
  const sections: StatementSection[] = [
    {
      heading: 'Parties',
      lines: [
        `Plaintiff: ${contract.contractClientDTO.user.firstName} ${contract.contractClientDTO.user.lastName}`.trim(),
        `Attorney: ${responsible(contract.contractAttorneyDTO)}`,
        `Law firm: ${responsible(contract.contractLawFirmDTO)}`,
        `Case: ${contract.caseId || '-'} (${contract.contractType === 'PostSettlement' ? 'Post-Settlement' : 'Pre-Settlement'})`,
      ],
    },
    {
      heading: 'Fundings',
      lines: contract.checkSent
        ? [
            `${shown(contract.checkSent.date.slice(0, 10))}  Check sent  ${usd(contract.checkSent.amount)}`,
            ...contract.additionalFundingRequestsDto.map(
              (t) => `${shown(t.date.slice(0, 10))}  Additional funding  ${usd(t.amount)}`,
            ),
          ]
        : ['No funding has been sent yet.'],
    },
    {
      heading: 'Payments',
      lines:
        contract.amountPayments.length > 0
          ? contract.amountPayments.map((p) => `${shown(p.date.slice(0, 10))}  Payment  ${usd(p.amount)}`)
          : ['No payments'],
    },
  ];
  if (contract.amountReduced)
    sections.push({ heading: 'Reduced amount', lines: [`Agreed payoff: ${usd(contract.amountReduced.amount)}`] });
  const payoff: string[] = [];
  if (!money) {
    payoff.push(`Payoff as of ${shown(today)}: ${usd(0)} (nothing funded yet)`);
  } else {
    const lines = priceChangeSchedule(money);
    for (const [index, line] of lines.entries()) {
      const until = line.goodThrough ? `good through ${shown(line.goodThrough)}` : 'no further increase';
      const label = index === 0 ? `Payoff as of ${shown(today)}` : `From ${shown(line.from)}`;
      payoff.push(`${label}: ${formatUsd(line.payoffCents)} (${until})`);
    }
  }
  sections.push({ heading: 'Payoff', lines: payoff }, { heading: 'How to pay', lines: instructions.split('\n') });
  return { title: `Payoff statement ${contract.identifier}`, sections };
}

/** Lays the statement out as a PDF; fixed metadata dates keep the bytes reproducible for the same input. */
export function renderStatementPdf(text: StatementText, generatedOn: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const created = new Date(`${generatedOn}T12:00:00.000Z`);
    // Uncompressed: a few KB more, and the amounts stay searchable in the file (support tools, tests).
    const doc = new PDFDocument({
      compress: false,
      size: 'LETTER',
      margin: 56,
      info: { Title: text.title, Author: 'LitFund', CreationDate: created, ModDate: created },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(18).text(text.title);
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(`Generated ${shown(generatedOn)}`);
    for (const section of text.sections) {
      doc.moveDown().font('Helvetica-Bold').fontSize(12).text(section.heading);
      doc.font('Helvetica').fontSize(10);
      for (const line of section.lines) doc.text(line);
    }
    doc.end();
  });
}

/** The statement of a contract the viewer may see (404 otherwise), as the file the route answers. */
export async function payoffStatementFile(
  db: Kysely<Database>,
  viewer: Viewer,
  id: number,
  options: { today: string; timeZone: string; instructions?: string },
): Promise<FileResponse> {
  const { today, timeZone } = options;
  const contract = await visibleContract(db, id, { viewer, today, timeZone });
  const facts = await loadMoneyFacts(db, id);
  const pricing = facts ? moneyInput(facts, today, timeZone) : null;
  const text = payoffStatementText(contract, pricing, today, options.instructions ?? DEFAULT_PAYOFF_INSTRUCTIONS);
  const pdf = await renderStatementPdf(text, today);
  return {
    mimeType: 'application/pdf',
    base64Content: pdf.toString('base64'),
    fileName: `payoff-statement-${contract.identifier || id}-${today}.pdf`,
  };
}
