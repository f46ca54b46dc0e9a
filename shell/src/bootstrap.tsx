import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider, BrowserRouter } from 'shared-ui';
import { App } from './App.tsx';
import { loadRemotesManifest, loadSiteConfig } from './platform/platform.ts';
import { RemoteLoaderContext } from './remotes/loader-context.ts';
import { federationLoader } from './remotes/federation.ts';

void loadRemotesManifest();
void loadSiteConfig();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <BrowserRouter>
        <RemoteLoaderContext.Provider value={federationLoader}>
          <App />
        </RemoteLoaderContext.Provider>
      </BrowserRouter>
    </AppProvider>
  </StrictMode>,
);
