// Server bundle of the build-time prerender (scripts/prerender/run.mjs builds it with webpack for Node and calls
// renderPages). It renders the same components the browser runs: the shell's layout around the first view of each
// public page, and the frame with a loading skeleton that every other path gets. A build tool, not an app: it may
// import the remotes' pages directly, which no app may.
import type { ComponentType, ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { AppProvider, LoadingState, MemoryRouter } from 'shared-ui';
import { App } from '../../shell/src/App.tsx';
import { Layout } from '../../shell/src/layout/Layout.tsx';
import { setPlatform } from '../../shell/src/platform/platform.ts';
import { REMOTE_NAMES, type RemotesManifest } from '../../shell/src/platform/remotes.ts';
import { RemoteLoaderContext, type RemoteLoader } from '../../shell/src/remotes/loader-context.ts';
import { loadPage } from '../../shell/src/remotes/page-modules.ts';
import { ROUTE_TABLE } from '../../shell/src/routes/route-table.ts';
import LoginPage from '../../mfe-account/src/exposes/LoginPage.tsx';
import PaymentCalculatorPage from '../../mfe-calculator/src/exposes/PaymentCalculatorPage.tsx';

/** The remote pages prerendered: only public pages whose first view needs no data. */
const REMOTE_PAGES: Record<string, ComponentType> = {
  'account/LoginPage': LoginPage,
  'calculator/PaymentCalculatorPage': PaymentCalculatorPage,
};

/** Paths whose first view goes into their own HTML file; every other path gets the frame (`frame`). */
export const PRERENDERED_PATHS = ['/login', '/payment-calculator', '/privacy-policy', '/terms-and-conditions'];

export interface RenderedPage {
  /** '/login', or 'frame' for the layout with a skeleton */
  path: string;
  title: string;
  html: string;
  css: string;
}

const loader: RemoteLoader = (remote, module) => {
  const Page = REMOTE_PAGES[`${remote}/${module}`];
  return Page ? Promise.resolve({ default: Page }) : Promise.reject(new Error(`${remote}/${module} not prerendered`));
};

async function renderToHtml(tree: ReactNode): Promise<{ html: string; css: string }> {
  // compat: emotion keeps every rule in cache.inserted instead of writing <style> tags into the markup, so the
  // rules go into one <style> in the head and the first paint is styled.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const { prelude } = await prerenderToNodeStream(<CacheProvider value={cache}>{tree}</CacheProvider>);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  const css = Object.values(cache.inserted)
    .filter((rule): rule is string => typeof rule === 'string')
    .join('');
  return { html, css };
}

function titleOf(path: string): string {
  const title = ROUTE_TABLE.find((route) => route.path === path)?.title ?? 'LitFund';
  return title === 'LitFund' ? title : `${title} | LitFund`;
}

/** Renders each prerendered path and the frame. `origin` is where the remotes are served in production. */
export async function renderPages(origin: string): Promise<RenderedPage[]> {
  // The production default: every remote on this origin (the API's /remotes.json), so the header's links are the
  // ones the browser shows once /remotes.json has arrived.
  const remotes: RemotesManifest = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `${origin}/remotes/mfe-${name}/mf-manifest.json`]),
  );
  setPlatform({ remotes, remotesLoaded: true });
  for (const key of Object.keys(REMOTE_PAGES)) {
    const [remote, module] = key.split('/') as [(typeof REMOTE_NAMES)[number], string];
    await loadPage(loader, remote, module, 0);
  }
  const pages: RenderedPage[] = [];
  for (const path of PRERENDERED_PATHS) {
    const rendered = await renderToHtml(
      <AppProvider>
        <MemoryRouter initialEntries={[path]}>
          <RemoteLoaderContext.Provider value={loader}>
            <App />
          </RemoteLoaderContext.Provider>
        </MemoryRouter>
      </AppProvider>,
    );
    pages.push({ path, title: titleOf(path), ...rendered });
  }
  const frame = await renderToHtml(
    <AppProvider>
      <MemoryRouter initialEntries={['/']}>
        <Layout>
          <LoadingState />
        </Layout>
      </MemoryRouter>
    </AppProvider>,
  );
  pages.push({ path: 'frame', title: 'LitFund', ...frame });
  return pages;
}
