// The route table is the one list of pages. A remote exposes every file of its src/exposes/ (shared-ui/webpack), and
// its standalone dev page (src/bootstrap.tsx) mounts them at their paths; both are read here as files, never imported,
// so no remote depends on the shell at run time.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES, type RemoteName } from '../platform/remotes.ts';
import { ROUTE_TABLE } from './route-table.ts';

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const remoteFolder = (remote: RemoteName) => path.join(repository, `mfe-${remote}`, 'src');

function routedPages(remote: RemoteName): Map<string, string> {
  return new Map(ROUTE_TABLE.filter((route) => route.remote === remote).map((route) => [route.path, route.module!]));
}

function exposedPages(remote: RemoteName): string[] {
  return fs
    .readdirSync(path.join(remoteFolder(remote), 'exposes'))
    .map((file) => file.replace(/\.tsx$/, ''))
    .sort();
}

const STANDALONE_ENTRY = /^\s*'([^']+)': lazy\(\(\) => import\('\.\/exposes\/(\w+)\.tsx'\)\),$/;

/** The standalone page's path -> page map; a line it cannot read fails, so a new way of writing one is not skipped. */
function standalonePages(remote: RemoteName): Map<string, string> {
  const source = fs.readFileSync(path.join(remoteFolder(remote), 'bootstrap.tsx'), 'utf8');
  const lines = source.split('\n').filter((line) => line.includes('./exposes/'));
  const pages = new Map(
    lines.map((line) => {
      const match = STANDALONE_ENTRY.exec(line);
      if (!match)
        throw new Error(`mfe-${remote}/src/bootstrap.tsx: cannot read the standalone entry ${JSON.stringify(line)}`);
      return [match[1]!, match[2]!] as const;
    }),
  );
  if (pages.size !== lines.length) throw new Error(`mfe-${remote}/src/bootstrap.tsx mounts a path twice`);
  return pages;
}

test('every route table entry names a remote page or a shell page, not both', () => {
  for (const route of ROUTE_TABLE) {
    expect({
      path: route.path,
      federated: Boolean(route.remote && route.module),
      shell: Boolean(route.element),
    }).toEqual({ path: route.path, federated: !route.element, shell: !route.remote && !route.module });
  }
});

describe.each(REMOTE_NAMES)('mfe-%s', (remote) => {
  test('exposes exactly the pages the route table mounts from it (src/exposes/*.tsx)', () => {
    expect(exposedPages(remote)).toEqual([...new Set(routedPages(remote).values())].sort());
  });

  test('its standalone page mounts each of them at the route table path', () => {
    expect(Object.fromEntries(standalonePages(remote))).toEqual(Object.fromEntries(routedPages(remote)));
  });
});
