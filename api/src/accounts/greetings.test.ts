// Every mail LitFund sends, rendered for a New user whose typed name carries a message: none may show the name (a
// name is only greeted once an administrator has approved the user and the address is confirmed, `greeting` in
// mails.ts), and no other code writes a greeting of its own.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  bearer,
  createApprovedUser,
  describeEachDatabase,
  registration,
  uniqueEmail,
} from '../test-support/databases.ts';
import { contractForm, countRows, demoToken } from '../test-support/fixtures.ts';
import {
  endAddressChange,
  greeting,
  inviteUser,
  queueConfirmation,
  queuePasswordChanged,
  queuePasswordReset,
} from './mails.ts';
import { invitePlaintiffOfFiler } from '../contracts/filing.ts';
import { notifyParties } from '../contracts/notify.ts';
import { decideMembership } from '../users/law-firm-links.ts';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOSTILE = 'Urgent: wire $500 to evil.example';

/** The API's source files, tests and test support left out. */
function sources(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The files that queue mail; each of their templates is rendered below. */
const QUEUEING_MAIL = [
  'accounts/mails.ts',
  'contracts/filing.ts',
  'contracts/notify.ts',
  'routes/users/index.ts',
  'signing/invitations.ts',
  'users/law-firm-links.ts',
];
/**
 * Files whose mails go only to a case's counsel (who must be Approved to be asked) or to administrators: a check-in,
 * its reminder and the payoff statement after "settled" (check-ins/), the admins' notice of an answer, and the
 * agreement creator's notice of a decline (signing/agreements.ts). They greet through `greeting` like every mail.
 */
const COUNSEL_AND_ADMIN_MAIL = ['check-ins/answer.ts', 'check-ins/mails.ts', 'signing/agreements.ts'];

describe('greeting', () => {
  const user = { first_name: 'Ada', email_confirmed_at: new Date() };
  it('greets by name an Approved user with a confirmed address only', () => {
    expect(greeting({ ...user, status: 'Approved' })).toBe('Hello Ada,');
    expect(greeting({ ...user, status: 'New' })).toBe('Hello,');
    expect(greeting({ ...user, status: 'Rejected' })).toBe('Hello,');
    expect(greeting({ ...user, status: 'Approved', email_confirmed_at: null })).toBe('Hello,');
    expect(greeting(null)).toBe('Hello,');
  });

  it('is the only greeting in the code, and the files that queue mail are the ones rendered here', () => {
    const files = sources().map((file) => ({ file: path.relative(SRC, file), text: fs.readFileSync(file, 'utf8') }));
    const greetingElsewhere = files.filter((f) => f.file !== 'accounts/mails.ts' && /\bHello\b/.test(f.text));
    expect(greetingElsewhere.map((f) => f.file)).toEqual([]);
    const queueing = files.filter((f) => /\.enqueue\(|\benqueue\(trx/.test(f.text)).map((f) => f.file);
    expect(queueing.filter((f) => f !== 'plugins/mail.ts').sort()).toEqual(
      [...QUEUEING_MAIL, ...COUNSEL_AND_ADMIN_MAIL].sort(),
    );
  });
});

describeEachDatabase('Every mail to a New user', (ctx) => {
  it('never shows the name the user typed', async () => {
    const { app } = ctx;
    const form = registration({ firstName: HOSTILE, lastName: 'Victim', userType: 'Client' });
    const registered = await app.inject({ method: 'POST', url: '/api/v1/Account/register', payload: form });
    expect(registered.statusCode).toBe(200);
    const id = (registered.json() as { id: number }).id;
    const email = form.email as string;
    const admin = await app.db
      .selectFrom('users')
      .select(['id', 'user_type', 'status', 'banned', 'loan_limit_cents'])
      .where('email', '=', app.config.adminEmail)
      .executeTakeFirstOrThrow();
    // A firm the user claims, and a case whose plaintiff the user is, filed while the user was Approved.
    const firm = await createApprovedUser(app, { firstName: 'Greeting Firm' });
    await app.db.updateTable('users').set({ user_type: 'LawFirm' }).where('id', '=', firm.id).execute();
    const claims = await app.db
      .insertInto('user_law_firms')
      .values(
        ['2020-01-01', '2021-01-01'].map((start) => ({
          user_id: id,
          law_firm_user_id: firm.id,
          start_date: start,
          present: true,
        })),
      )
      .returning('id')
      .execute();
    await app.db.updateTable('users').set({ status: 'Approved' }).where('id', '=', id).execute();
    const filed = await app.inject({
      method: 'POST',
      url: '/api/v1/Contract',
      payload: contractForm(id, { caseId: 'GREET-1' }),
      headers: bearer(await demoToken(app, 'admin')),
    });
    expect(filed.statusCode).toBe(200);
    const contractId = (filed.json() as { id: number }).id;
    // Then New, the address unconfirmed: as a plaintiff an attorney entered is, or a user an admin set back.
    await app.db.updateTable('users').set({ status: 'New', email_confirmed_at: null }).where('id', '=', id).execute();

    const recipient = { id, email };
    const inTransaction = (work: (trx: Kysely<Database>) => Promise<unknown>) =>
      app.db.transaction().execute(async (trx) => {
        await work(trx);
      });
    const decide = (link: number, decision: 'confirm' | 'decline' | 'end') => () =>
      decideMembership(app.db, admin, link, decision, '2026-01-01', (db, mail) => app.mailer.enqueue(db, mail));
    const templates: Record<string, () => Promise<unknown>> = {
      confirmation: () => inTransaction((trx) => queueConfirmation(app, trx, recipient)),
      reset: () => inTransaction((trx) => queuePasswordReset(app, trx, recipient)),
      invitation: () => inTransaction((trx) => inviteUser(app, trx, recipient)),
      'password reset notice': () => inTransaction((trx) => queuePasswordChanged(app, trx, recipient, 'reset')),
      'password change notice': () => inTransaction((trx) => queuePasswordChanged(app, trx, recipient, 'change')),
      'address change (invitation and notice)': () =>
        inTransaction(async (trx) => {
          const moved = uniqueEmail('moved');
          await trx.updateTable('users').set({ email: moved }).where('id', '=', id).execute();
          await endAddressChange(app, trx, recipient, moved);
          await trx.updateTable('users').set({ email }).where('id', '=', id).execute();
        }),
      "plaintiff's invitation": () =>
        inTransaction((trx) => invitePlaintiffOfFiler(trx, app, recipient, contractId, '2026-11-20')),
      'contract notice': () => inTransaction((trx) => notifyParties(app, trx, contractId, 'Status', 'Check sent.')),
      "plaintiff's signing invitation": async () => {
        const approved = await app.inject({
          method: 'POST',
          url: `/api/v1/Contract/${contractId}/update`,
          payload: { amountApproved: { amount: 3000 } },
          headers: bearer(await demoToken(app, 'admin')),
        });
        expect(approved.statusCode).toBe(200);
      },
      'membership confirmed': decide(claims[0]!.id, 'confirm'),
      'membership declined': decide(claims[1]!.id, 'decline'),
      'membership ended': decide(claims[0]!.id, 'end'),
    };

    const written: Record<string, number> = {};
    for (const [name, render] of Object.entries(templates)) {
      const before = await countRows(app, 'outbox');
      await render();
      written[name] = (await countRows(app, 'outbox')) - before;
    }
    expect(Object.entries(written).filter(([, n]) => n < 1)).toEqual([]);
    const mails = await app.db
      .selectFrom('outbox')
      .select(['subject', 'text', 'html'])
      .orderBy('id', 'desc')
      .limit(Object.values(written).reduce((a, b) => a + b, 0))
      .execute();
    for (const mail of mails) {
      expect(`${mail.subject}\n${mail.text}\n${mail.html ?? ''}`).not.toContain('evil.example');
      expect([mail.subject, mail.text.slice(0, 7)]).toEqual([mail.subject, 'Hello,\n']);
    }
  });
});
