// The API requests the bench measures (issue 7): the health baseline, the contract list as each kind of user and
// with each filter, a contract's page, the calculator, the name search and a busy attorney's statistics, ratings and
// funded-vs-paid chart, and the funder's desk (dashboard and work queue).
import type { Kysely } from 'kysely';
import type { Database } from 'api/src/db/schema.ts';

export interface HttpCase {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  token?: string;
  body?: unknown;
}

export interface Actors {
  admin: string;
  attorney: string;
  lawFirm: string;
  client: string;
}

/** Ids and names the cases need, read from the seeded portfolio. */
export async function caseFacts(db: Kysely<Database>) {
  const idOf = async (email: string) =>
    (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const busyAttorneyId = await idOf('attorney1@bench.test');
  // One of the busy attorney's funded cases: the browser measures its page signed in as that attorney.
  const funded = await db
    .selectFrom('contracts')
    .select(['id', 'case_id'])
    .where('current_status', '=', 'CheckCashed')
    .where('responsible_attorney_id', '=', busyAttorneyId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const georgia = await db.selectFrom('states').select('id').where('key', '=', 'GA').executeTakeFirstOrThrow();
  return { busyAttorneyId, fundedId: funded.id, fundedCaseId: funded.case_id, georgiaId: georgia.id };
}

export function httpCases(actors: Actors, facts: Awaited<ReturnType<typeof caseFacts>>): HttpCase[] {
  const list = (name: string, token: string, body: Record<string, unknown> = {}): HttpCase => ({
    name,
    method: 'POST',
    path: '/api/v1/Contract/list',
    token,
    body: { ...body, pagination: { pageNumber: 1, pageSize: 10, sortingType: 'desc' } },
  });
  return [
    { name: 'health (baseline)', method: 'GET', path: '/api/health' },
    list('list: admin, page 1', actors.admin),
    list('list: admin, case id filter', actors.admin, { caseId: facts.fundedCaseId }),
    list('list: admin, client filter', actors.admin, { clientFilter: 'Garcia' }),
    list('list: admin, attorney filter', actors.admin, { attorneyFilter: 'Smith' }),
    list('list: admin, law firm filter', actors.admin, { lawFirmFilter: 'Bench Firm 7' }),
    list('list: busy attorney', actors.attorney),
    list('list: law-firm user', actors.lawFirm),
    list('list: client (5 contracts)', actors.client),
    { name: 'contract page (detail)', method: 'GET', path: `/api/v1/Contract/${facts.fundedId}`, token: actors.admin },
    {
      name: 'calculator',
      method: 'POST',
      path: '/api/v1/PaymentCalculator/calculate',
      body: { stateId: facts.georgiaId, contractType: 'PreSettlement', amountRequested: 5000 },
    },
    { name: 'user name search', method: 'GET', path: '/api/v1/Autocomplete/client?userName=Garc', token: actors.admin },
    {
      name: 'statistics: busy attorney',
      method: 'GET',
      path: `/api/v1/statistics/${facts.busyAttorneyId}/getFullStatistic`,
      token: actors.admin,
    },
    {
      name: 'ratings: busy attorney',
      method: 'GET',
      path: `/api/v1/Statistics/${facts.busyAttorneyId}/getUserRating`,
      token: actors.admin,
    },
    {
      name: 'funded vs paid: busy attorney',
      method: 'GET',
      path: `/api/v1/Statistics/${facts.busyAttorneyId}/getFundedVsPaid`,
      token: actors.admin,
    },
    // The funder's desk: the whole portfolio's dashboard, the same for one type and one year, and the work queue.
    { name: 'desk: dashboard', method: 'GET', path: '/api/v1/AdminDesk/dashboard', token: actors.admin },
    {
      name: 'desk: dashboard, filtered',
      method: 'GET',
      path: '/api/v1/AdminDesk/dashboard?from=2025-01-01&to=2025-12-31&contractType=PreSettlement',
      token: actors.admin,
    },
    { name: 'desk: work queue', method: 'GET', path: '/api/v1/AdminDesk/workQueue', token: actors.admin },
  ];
}

/** The cases whose name contains one of the ';'-separated words (all when none); the baseline always runs first. */
export function selectCases(cases: readonly HttpCase[], words: string): HttpCase[] {
  const wanted = words
    .split(';')
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  if (wanted.length === 0) return [...cases];
  return cases.filter((c, index) => index === 0 || wanted.some((w) => c.name.toLowerCase().includes(w)));
}
