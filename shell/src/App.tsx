import { useEffect, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'shared-ui';
import { Layout } from './layout/Layout.tsx';
import { Guard } from './routes/Guard.tsx';
import { ROUTE_TABLE, type RouteEntry, type ShellPage } from './routes/route-table.ts';
import { RemoteRoute } from './remotes/RemoteRoute.tsx';
import { Home } from './pages/Home.tsx';
import { InformationPage } from './pages/InformationPage.tsx';
import { NotFound } from './pages/NotFound.tsx';
import { PrivacyPage, TermsPage } from './pages/legal.tsx';

const SHELL_PAGES: Record<ShellPage, () => ReactNode> = {
  home: () => <Home />,
  information: () => <InformationPage />,
  privacy: () => <PrivacyPage />,
  terms: () => <TermsPage />,
  notFound: () => <NotFound />,
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
