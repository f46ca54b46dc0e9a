// Demo contracts (embedded database only): the demo client's cases in every contract status, funded ones
// priced from the Georgia demo rate set, so each screen of `npm start` shows real content. Dates are relative to
// the seeding day; nothing is seeded twice.
import type { Kysely } from 'kysely';
import { addDays, calendarDateIn, calendarDayToWire } from '@litfund/domain';
import type { ContractStatus } from '@litfund/domain';
import type { Database } from './schema.ts';
import { scheduleOfState } from '../pricing/rate-sets.ts';

interface DemoCase {
  caseId: string;
  /** The history, oldest first; CheckSent entries fund the contract. */
  statuses: ContractStatus[];
  /** Days before today the request was made. */
  requestedDaysAgo: number;
  amount: number;
  approved?: number;
  check?: { amount: number; daysAgo: number };
  payments?: Array<{ amount: number; daysAgo: number }>;
  extraFunding?: { amount: number; daysAgo: number };
  reduced?: number;
  type?: 'PreSettlement' | 'PostSettlement';
  withChildRequest?: boolean;
  withComments?: boolean;
}

const CASES: DemoCase[] = [
  { caseId: 'GA-DEMO-01', statuses: ['WaitingApproval'], requestedDaysAgo: 2, amount: 2500, withComments: true },
  { caseId: 'GA-DEMO-02', statuses: ['WaitingApproval', 'SignedPreApproval'], requestedDaysAgo: 9, amount: 4000 },
  {
    caseId: 'GA-DEMO-03',
    statuses: ['WaitingApproval', 'Approved'],
    requestedDaysAgo: 15,
    amount: 6000,
    approved: 5500,
  },
  { caseId: 'GA-DEMO-04', statuses: ['WaitingApproval', 'Declined'], requestedDaysAgo: 21, amount: 12000 },
  { caseId: 'GA-DEMO-05', statuses: ['WaitingApproval', 'AwaitingFeedback'], requestedDaysAgo: 27, amount: 3000 },
  {
    caseId: 'GA-DEMO-06',
    statuses: ['WaitingApproval', 'Approved', 'ContractSigned'],
    requestedDaysAgo: 33,
    amount: 7000,
    approved: 7000,
  },
  {
    caseId: 'GA-DEMO-07',
    statuses: ['WaitingApproval', 'Approved', 'ContractSigned', 'CheckSent'],
    requestedDaysAgo: 50,
    amount: 8000,
    approved: 7500,
    check: { amount: 7500, daysAgo: 40 },
    payments: [{ amount: 250.25, daysAgo: 10 }],
    withChildRequest: true,
    withComments: true,
  },
  {
    caseId: 'GA-DEMO-08',
    statuses: ['WaitingApproval', 'Approved', 'CheckSent', 'CheckCashed'],
    requestedDaysAgo: 120,
    amount: 5000,
    approved: 5000,
    check: { amount: 5000, daysAgo: 100 },
    extraFunding: { amount: 1000, daysAgo: 30 },
    type: 'PostSettlement',
  },
  {
    caseId: 'GA-DEMO-09',
    statuses: ['WaitingApproval', 'Approved', 'CheckSent', 'CheckCashed', 'PaidOff'],
    requestedDaysAgo: 230,
    amount: 3000,
    approved: 3000,
    check: { amount: 3000, daysAgo: 200 },
    payments: [
      { amount: 1000, daysAgo: 120 },
      { amount: 2750, daysAgo: 20 },
    ],
  },
  {
    caseId: 'GA-DEMO-10',
    statuses: ['WaitingApproval', 'Approved', 'CheckSent', 'ClosedNotPaidOff'],
    requestedDaysAgo: 330,
    amount: 4500,
    approved: 4500,
    check: { amount: 4500, daysAgo: 300 },
    reduced: 4000,
    payments: [{ amount: 1500, daysAgo: 60 }],
  },
  {
    caseId: 'GA-DEMO-11',
    statuses: ['WaitingApproval', 'Approved', 'CheckSent', 'ClosedCaseLost'],
    requestedDaysAgo: 180,
    amount: 2000,
    approved: 2000,
    check: { amount: 2000, daysAgo: 150 },
  },
];

const cents = (dollars: number) => Math.round(dollars * 100);
const noonOf = (day: string) => new Date(calendarDayToWire(day));

export async function seedDemoContracts(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  const byEmail = async (email: string) =>
    db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  const [client, attorney, lawFirm, admin] = await Promise.all([
    byEmail('client@litfund.test'),
    byEmail('attorney@litfund.test'),
    byEmail('lawfirm@litfund.test'),
    db.selectFrom('users').selectAll().where('user_type', '=', 'Administrator').orderBy('id').executeTakeFirst(),
  ]);
  if (!client || !attorney || !lawFirm || !admin) return;
  const existing = await db
    .selectFrom('contracts')
    .select('id')
    .where('client_user_id', '=', client.id)
    .executeTakeFirst();
  if (existing) return;
  const schedule = client.state_id == null ? null : await scheduleOfState(db, client.state_id);
  if (!schedule) return;
  const today = calendarDateIn(now);
  const year = Number(today.slice(0, 4));

  await db.transaction().execute(async (trx) => {
    for (const demo of CASES) {
      const requestedOn = addDays(today, -demo.requestedDaysAgo);
      const checkDay = demo.check ? addDays(today, -demo.check.daysAgo) : null;
      // Statuses after the request are spread evenly up to the check (or a few days after the request).
      const statusDays = demo.statuses.map((status, i) => {
        if (status === 'CheckSent' && checkDay) return checkDay;
        if (i === 0) return requestedOn;
        const end =
          checkDay && demo.statuses.indexOf('CheckSent') < i
            ? addDays(today, -Math.max(1, Math.floor(demo.check!.daysAgo / 4)))
            : addDays(requestedOn, 3);
        return addDays(end, -(demo.statuses.length - 1 - i));
      });
      const current = demo.statuses.at(-1)!;
      const row = await trx
        .insertInto('contracts')
        .values({
          contract_type: demo.type ?? 'PreSettlement',
          case_id: demo.caseId,
          client_user_id: client.id,
          created_by_user_id: attorney.id,
          responsible_attorney_id: attorney.id,
          responsible_law_firm_id: lawFirm.id,
          amount_requested_cents: cents(demo.amount),
          requested_on: requestedOn,
          insert_rate_bp: schedule.pre[0]?.rateBp ?? null,
          estimated_settlement: '26k-50k',
          estimated_additional: 'None',
          amount_settlement_cents: demo.type === 'PostSettlement' ? 4_500_000 : null,
          recipient_check: 'payments@lexpartners.example',
          estimated_duration: addDays(today, 200),
          opposing_insurance: 'Acme Mutual Insurance',
          insurance_adjuster: 'Ann Adjuster',
          adjuster_phone: '555-0199',
          claim_number: `CL-${demo.caseId.slice(-2)}`,
          liability: true,
          property_damage: 'Moderate',
          injury_level: 'Moderate',
          date_accident: addDays(requestedOn, -60),
          case_manager: 'manager@lexpartners.example',
          accident_description: 'Rear-ended at a red light; neck and back injuries, physical therapy ongoing.',
          amount_approved_cents: demo.approved ? cents(demo.approved) : null,
          approved_on: demo.approved ? addDays(requestedOn, 2) : null,
          approved_by_user_id: demo.approved ? admin.id : null,
          approved_rate_bp: demo.approved ? (schedule.pre[0]?.rateBp ?? null) : null,
          amount_reduced_cents: demo.reduced ? cents(demo.reduced) : null,
          reduced_on: demo.reduced ? addDays(today, -30) : null,
          check_amount_cents: demo.check ? cents(demo.check.amount) : null,
          check_date: checkDay,
          check_number: demo.check ? `10${demo.caseId.slice(-2)}` : null,
          rate_snapshot: demo.check ? JSON.stringify(schedule) : null,
          fee_snapshot_bp: demo.check ? client.additional_fee_bp : null,
          current_status: current,
          current_status_at: noonOf(statusDays.at(-1)!),
          created_at: noonOf(requestedOn),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('contracts')
        .set({ identifier: `LF-${year}-${String(row.id).padStart(6, '0')}` })
        .where('id', '=', row.id)
        .execute();
      await trx
        .insertInto('contract_statuses')
        .values(
          demo.statuses.map((status, i) => ({
            contract_id: row.id,
            status,
            status_date: noonOf(statusDays[i]!),
            user_id: i === 0 ? attorney.id : admin.id,
            status_value_cents: status === 'CheckSent' && demo.check ? cents(demo.check.amount) : null,
          })),
        )
        .execute();
      await trx
        .insertInto('contract_parties')
        .values([
          { contract_id: row.id, role: 'attorney', user_id: attorney.id, linked_on: requestedOn },
          { contract_id: row.id, role: 'lawFirm', user_id: lawFirm.id, linked_on: requestedOn },
        ])
        .execute();
      for (const payment of demo.payments ?? []) {
        await trx
          .insertInto('contract_payments')
          .values({
            contract_id: row.id,
            amount_cents: cents(payment.amount),
            paid_on: addDays(today, -payment.daysAgo),
            user_id: admin.id,
          })
          .execute();
      }
      if (demo.extraFunding) {
        await trx
          .insertInto('contract_tranches')
          .values({
            contract_id: row.id,
            amount_cents: cents(demo.extraFunding.amount),
            funded_on: addDays(today, -demo.extraFunding.daysAgo),
            user_id: admin.id,
          })
          .execute();
      }
      if (demo.withChildRequest) {
        const child = await trx
          .insertInto('contracts')
          .values({
            parent_contract_id: row.id,
            contract_type: 'PreSettlement',
            case_id: demo.caseId,
            client_user_id: client.id,
            created_by_user_id: client.id,
            responsible_attorney_id: attorney.id,
            responsible_law_firm_id: lawFirm.id,
            amount_requested_cents: 150_000,
            requested_on: addDays(today, -3),
            estimated_settlement: '26k-50k',
            created_at: noonOf(addDays(today, -3)),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('contracts')
          .set({ identifier: `LF-${year}-${String(child.id).padStart(6, '0')}` })
          .where('id', '=', child.id)
          .execute();
        await trx
          .insertInto('contract_statuses')
          .values({
            contract_id: child.id,
            status: 'WaitingApproval',
            status_date: noonOf(addDays(today, -3)),
            user_id: client.id,
          })
          .execute();
      }
      if (demo.withComments) {
        await trx
          .insertInto('contract_comments')
          .values([
            {
              contract_id: row.id,
              user_id: attorney.id,
              comment_text: 'Medical records and the police report are on file with our office.',
              visible: true,
              created_at: noonOf(addDays(requestedOn, 1)),
            },
            {
              contract_id: row.id,
              user_id: admin.id,
              comment_text: 'Internal: verify there is no lien before funding more.',
              visible: false,
              created_at: noonOf(addDays(requestedOn, 2)),
            },
          ])
          .execute();
      }
    }
  });
}
