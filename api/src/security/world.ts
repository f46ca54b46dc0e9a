// The people and records the security tests act on (the authorization matrix and the fuzzer): client A's funded
// contract with attorney X and law firm X, client B's with attorney Y and firm Y, a New user, an Approved admin,
// and the ids the matrix's requests need. Built through the API and the database of the app under test.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { bearer, createApprovedUser, tokenFor } from '../test-support/databases.ts';
import { contractForm, paperClientContract } from '../test-support/fixtures.ts';
import type { Actor, MatrixData } from './authorization-matrix.ts';

export interface World {
  tokens: Record<Actor, string | null>;
  data: MatrixData;
}

// The tables whose rows a refused request must leave exactly as they were.
export const GUARDED_TABLES = [
  'users',
  'user_law_firms',
  'contracts',
  'contract_statuses',
  'contract_parties',
  'contract_payments',
  'contract_tranches',
  'contract_comments',
  'contract_files',
  'interest_rate_sets',
  'interest_rate_ranges',
  'user_rating_items',
  'admin_user_comments',
] as const;

/** Row count and md5 of every row of the guarded tables. */
export async function checksum(app: FastifyInstance): Promise<string> {
  const parts: string[] = [];
  for (const table of GUARDED_TABLES) {
    const { rows } = await sql<{ n: number; h: string | null }>`
      select count(*)::int as n, md5(string_agg(t::text, ',' order by t::text)) as h from ${sql.table(table)} t`.execute(
      app.db,
    );
    parts.push(`${table}:${rows[0]!.n}:${rows[0]!.h}`);
  }
  return parts.join('|');
}

export const WORLD_CASE = (clientId: number) =>
  contractForm(clientId, { amountRequested: 1500, caseId: `MX-SETUP-${clientId}` });

export async function buildWorld(app: FastifyInstance): Promise<World> {
  const tokens = {} as Record<Actor, string | null>;
  const data = {} as MatrixData;
  async function userOfType(type: 'Client' | 'Attorney' | 'LawFirm', name: string) {
    const user = await createApprovedUser(app, { firstName: name });
    await app.db.updateTable('users').set({ user_type: type }).where('id', '=', user.id).execute();
    return { ...user, token: await tokenFor(app, user.email, user.password) };
  }
  const asAdmin = async (url: string, payload: object) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/${url}`,
      payload,
      headers: bearer(tokens.admin!),
    });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };

  tokens.anonymous = null;
  tokens.admin = await tokenFor(app, 'admin@litfund.test', 'Admin123!');
  const [clientA, clientB, attorneyX, attorneyY, firmX, firmY] = await Promise.all([
    userOfType('Client', 'ClientA'),
    userOfType('Client', 'ClientB'),
    userOfType('Attorney', 'AttorneyX'),
    userOfType('Attorney', 'AttorneyY'),
    userOfType('LawFirm', 'Firm X'),
    userOfType('LawFirm', 'Firm Y'),
  ]);
  Object.assign(tokens, {
    clientA: clientA.token,
    clientB: clientB.token,
    attorneyX: attorneyX.token,
    attorneyY: attorneyY.token,
    lawFirmX: firmX.token,
  });
  // A New user: a token from when the account was Approved stops working once it is not.
  const pending = await userOfType('Attorney', 'Pending');
  await app.db.updateTable('users').set({ status: 'New' }).where('id', '=', pending.id).execute();
  tokens.newUser = pending.token;
  const links = await app.db
    .insertInto('user_law_firms')
    .values([
      {
        user_id: attorneyX.id,
        law_firm_user_id: firmX.id,
        start_date: '2020-01-01',
        present: true,
        confirmed_at: new Date(),
      },
      {
        user_id: attorneyY.id,
        law_firm_user_id: firmY.id,
        start_date: '2020-01-01',
        present: true,
        confirmed_at: new Date(),
      },
    ])
    .returning('id')
    .execute();

  // Outsiders whose claims on firm X (pending) and memberships of it (confirmed) the firm and an admin decide on: one
  // set each, so the two allowed callers of a decision row never race for the same link.
  const outsiders = await Promise.all(
    ['Claimant One', 'Claimant Two'].map((name) => createApprovedUser(app, { firstName: name })),
  );
  const decisions = await app.db
    .insertInto('user_law_firms')
    .values(
      outsiders.flatMap((o) => [
        { user_id: o.id, law_firm_user_id: firmX.id, start_date: '2024-01-01', present: true },
        { user_id: o.id, law_firm_user_id: firmX.id, start_date: '2025-01-01', present: true },
        {
          user_id: o.id,
          law_firm_user_id: firmX.id,
          start_date: '2021-01-01',
          present: true,
          confirmed_at: new Date(),
        },
      ]),
    )
    .returning('id')
    .execute();
  const [firmsOwn, adminsOwn] = [decisions.slice(0, 3).map((l) => l.id), decisions.slice(3).map((l) => l.id)];

  // An administrator opens each client's first case (an attorney files only for the plaintiffs of their own cases).
  const contractOf = async (attorneyId: number, clientId: number, firmId: number) => {
    const { id } = (await asAdmin('Contract', {
      ...WORLD_CASE(clientId),
      contractAttorneyDTO: [{ userId: attorneyId }],
    })) as { id: number };
    await asAdmin(`Contract/${id}/addLawFirm`, { userId: firmId });
    return id;
  };
  const contractA = await contractOf(attorneyX.id, clientA.id, firmX.id);
  await contractOf(attorneyY.id, clientB.id, firmY.id);
  // Contract A is funded, so payments, additional funding and the payoff statement apply to it.
  await asAdmin(`Contract/${contractA}/update`, { amountApproved: { amount: 1500 } });
  // On a signed paper agreement (CheckSent needs one).
  await paperClientContract(app, contractA);
  await asAdmin(`Contract/${contractA}/statusUpdate`, {
    contractsStatus: 'CheckSent',
    statusValue: 1500,
    dateChange: '2026-10-01T12:00:00.000Z',
  });
  const comments = (await asAdmin(`Contract/${contractA}/addComment`, { commentText: 'Internal note' })) as Array<{
    id: number;
  }>;
  const { attachments } = (await asAdmin(`Contract/${contractA}/uploadDocument`, {
    type: 2,
    fileName: 'contract.pdf',
    documentBase64String: Buffer.from('%PDF-1.4 contract A').toString('base64'),
  })) as { attachments: Array<{ id: number }> };

  const georgia = await app.db.selectFrom('states').select('id').where('key', '=', 'GA').executeTakeFirstOrThrow();
  const set = await app.db
    .selectFrom('interest_rate_sets')
    .select('id')
    .where('state_id', '=', georgia.id)
    .executeTakeFirstOrThrow();
  const range = await app.db
    .selectFrom('interest_rate_ranges')
    .select('id')
    .where('set_id', '=', set.id)
    .where('kind', '=', 'pre')
    .orderBy('days_from')
    .executeTakeFirstOrThrow();
  const nevada = (await asAdmin('Interest', {
    state: { key: 'NV', name: 'Nevada' },
    preSettlements: [{ daysFrom: 0, daysTo: 90, rate: 15 }],
    postSettlements: [{ daysFrom: 0, daysTo: 30, rate: 8 }],
  })) as { id: number };
  const item = await asAdmin('UserRating', { from: 200000, to: 300000, star: 0, userRatingType: 'totalReducedCases' });
  Object.assign(data, {
    contractA,
    clientA: clientA.id,
    attorneyX: attorneyX.id,
    firmX: firmX.id,
    linkOfAttorneyX: links[0]!.id,
    hiddenCommentOfA: comments.at(-1)!.id,
    fileOfA: attachments[0]!.id,
    georgia: georgia.id,
    rateSetGeorgia: set.id,
    rateSetWithRoom: nevada.id,
    rangeOfGeorgia: range.id,
    claimsOnFirmX: {
      confirm: { firm: firmsOwn[0]!, admin: adminsOwn[0]! },
      decline: { firm: firmsOwn[1]!, admin: adminsOwn[1]! },
      end: { firm: firmsOwn[2]!, admin: adminsOwn[2]! },
    },
    ratingItem: typeof item === 'number' ? item : (item as { id: number }).id,
    emailOfClientA: clientA.email,
  } satisfies MatrixData);
  return { tokens, data };
}
