import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider, BrowserRouter } from 'shared-ui';
import { App } from './App.tsx';
import { loadRemotesManifest, loadSiteConfig } from './platform/platform.ts';
import { RemoteLoaderContext } from './remotes/loader-context.ts';
import { federationLoader } from './remotes/federation.ts';
import { loadPage } from './remotes/page-modules.ts';
import { remotePageAt } from './routes/route-table.ts';
import { prerenderedKind, takeOverWhenReady } from './prerender/take-over.ts';

const remotesLoaded = loadRemotesManifest();
void loadSiteConfig();
// The first page's remote was preloaded from the entry chunk; its page starts loading now, not after the first render.
const firstPage = remotePageAt(window.location.pathname);
const firstPageLoaded = firstPage
  ? loadPage(federationLoader, firstPage.remote, firstPage.module, 0).catch(() => undefined)
  : Promise.resolve();

const container = document.getElementById('root')!;
// The frame's skeleton is the app's own loading state: only the header's links (from /remotes.json) must be there
// first, and the shell renders while the page's remote downloads. A prerendered page waits for its remote too.
const ready = prerenderedKind(container) === 'frame' ? [remotesLoaded] : [remotesLoaded, firstPageLoaded];
void takeOverWhenReady(container, ready, () =>
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <BrowserRouter>
          <RemoteLoaderContext.Provider value={federationLoader}>
            <App />
          </RemoteLoaderContext.Provider>
        </BrowserRouter>
      </AppProvider>
    </StrictMode>,
  ),
);
