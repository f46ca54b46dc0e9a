// Every route that refuses an anonymous caller names its guard (requireUser or requireApprovedAdmin) as an onRequest
// hook: the guard then runs on the request line and headers alone, before the body is read or validated, so a caller
// who may not use a route learns nothing from it (not its validation messages). The authorization matrix sends valid
// requests, which a guard run later would refuse just the same; this test reads where each guard is declared.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { testConfig } from '../test-support/databases.ts';
import { MATRIX } from './authorization-matrix.ts';

const GUARDS = ['requireUser()', 'requireApprovedAdmin()'];

/** A route as 'METHOD /path/{}': the tree names a parameter by every name routes give it (':userId|:id'). */
const routeKey = (route: string) => route.replace(/:\w+(?:\|:\w+)*|\{\w+\}/g, '{}');

/** Route key -> the names of its hooks per kind, read from Fastify's own route tree. */
function routeHooks(app: FastifyInstance, method: string): Map<string, Record<string, string[]>> {
  const routes = new Map<string, Record<string, string[]>>();
  const prefixes: string[] = [];
  let current: Record<string, string[]> | null = null;
  for (const line of app.printRoutes({ method, includeHooks: true, commonPrefix: false }).split('\n')) {
    const node = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (node) {
      // The groups of a matched line always hold text (the third is the optional method list).
      const depth = node[1]!.length / 4;
      const path = (prefixes[depth - 1] ?? '') + node[2]!;
      prefixes[depth] = path;
      prefixes.length = depth + 1;
      current = node[3] ? {} : null;
      if (current) routes.set(routeKey(`${method} ${path}`), current);
      continue;
    }
    const hooks = /• \((\w+)\) (\[.*\])$/.exec(line);
    if (hooks && current) current[hooks[1]!] = JSON.parse(hooks[2]!) as string[];
  }
  return routes;
}

describe('Guards', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(testConfig({ kind: 'pglite', dir: null }, { seedDemo: false }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('every route an anonymous caller may not use runs its guard on request, before anything else of the route', () => {
    const hooks = new Map([...routeHooks(app, 'GET'), ...routeHooks(app, 'POST')]);
    const guarded = MATRIX.filter((row) => row.expect.anonymous === 401);
    expect(guarded.length).toBeGreaterThan(40);
    const missing = guarded
      .map((row) => row.route)
      .filter((route) => {
        const onRequest = hooks.get(routeKey(route))?.onRequest ?? [];
        return !onRequest.some((name) => GUARDS.includes(name));
      });
    expect(missing).toEqual([]);
  });

  it('no route runs a guard later than on request', () => {
    const late = [...routeHooks(app, 'GET'), ...routeHooks(app, 'POST')]
      .filter(([, kinds]) =>
        Object.entries(kinds).some(
          ([kind, names]) => kind !== 'onRequest' && names.some((name) => GUARDS.includes(name)),
        ),
      )
      .map(([route]) => route);
    expect(late).toEqual([]);
  });

  it('reads the route tree (a public route has no guard, a signed-in one has)', () => {
    const hooks = routeHooks(app, 'POST');
    expect(hooks.get(routeKey('POST /api/v1/Account/login'))?.onRequest).not.toContain('requireUser()');
    expect(hooks.get(routeKey('POST /api/v1/Account/reset-password-success'))).toBeDefined();
    expect(hooks.get(routeKey('POST /api/v1/AdminUser/{id}/comments'))?.onRequest).toContain('requireApprovedAdmin()');
  });
});
