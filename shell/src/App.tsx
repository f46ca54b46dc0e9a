import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import { LoadingState, Route, Routes, useLocation } from 'shared-ui';
import { Layout } from './layout/Layout.tsx';
import { Guard } from './routes/Guard.tsx';
import { ROUTE_TABLE, type RouteEntry, type ShellPage } from './routes/route-table.ts';
import { RemoteRoute } from './remotes/RemoteRoute.tsx';
import { Home } from './pages/Home.tsx';

// Pages few visits open (the legal texts, the information and not-found pages) load when opened: together about
// 3 KiB gzipped off every first page of the portal (docs/performance.md).
const PrivacyPage = lazy(() => import('./pages/legal.tsx').then((legal) => ({ default: legal.PrivacyPage })));
const TermsPage = lazy(() => import('./pages/legal.tsx').then((legal) => ({ default: legal.TermsPage })));
const InformationPage = lazy(() => import('./pages/InformationPage.tsx').then((m) => ({ default: m.InformationPage })));
const NotFound = lazy(() => import('./pages/NotFound.tsx').then((m) => ({ default: m.NotFound })));
const lazyPage = (page: ReactNode) => <Suspense fallback={<LoadingState />}>{page}</Suspense>;

const SHELL_PAGES: Record<ShellPage, () => ReactNode> = {
  home: () => <Home />,
  information: () => lazyPage(<InformationPage />),
  privacy: () => lazyPage(<PrivacyPage />),
  terms: () => lazyPage(<TermsPage />),
  notFound: () => lazyPage(<NotFound />),
};

function Titled({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = title === 'LitFund' ? title : `${title} | LitFund`;
  }, [title]);
  return <>{children}</>;
}

function render(entry: RouteEntry): ReactNode {
  const page =
    entry.remote && entry.module ? (
      <RemoteRoute remote={entry.remote} module={entry.module} />
    ) : (
      SHELL_PAGES[entry.element ?? 'notFound']()
    );
  return (
    <Titled title={entry.title}>
      <Guard access={entry.access}>{page}</Guard>
    </Titled>
  );
}

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.documentElement.scrollTop = 0;
  }, [pathname]);
  return null;
}

export function App({ routes = ROUTE_TABLE }: { routes?: readonly RouteEntry[] }) {
  return (
    <Layout>
      <ScrollToTop />
      <Routes>
        {routes.map((entry) => (
          <Route key={entry.path} path={entry.path} element={render(entry)} />
        ))}
      </Routes>
    </Layout>
  );
}
