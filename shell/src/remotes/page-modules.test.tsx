import { act, screen } from 'shared-ui/testing';
import { App } from '../App.tsx';
import { setPlatform } from '../platform/platform.ts';
import { renderShell } from '../test-utils.tsx';
import type { RemoteLoader } from './loader-context.ts';
import { loadPage, loadedPage } from './page-modules.ts';

const calculatorPage = () => <h1>The calculator</h1>;

afterEach(() => act(() => setPlatform({ remotes: {} })));

test('one load per page and attempt at a time, remembered per loader once it is there', async () => {
  const calls: string[] = [];
  const loader: RemoteLoader = async (remote, module, attempt) => {
    calls.push(`${remote}/${module}#${attempt}`);
    return { default: calculatorPage };
  };
  const [first, second] = await Promise.all([
    loadPage(loader, 'calculator', 'Page', 0),
    loadPage(loader, 'calculator', 'Page', 0),
  ]);
  expect(first).toBe(second);
  expect(calls).toEqual(['calculator/Page#0']);
  expect(loadedPage(loader, 'calculator', 'Page')).toBe(calculatorPage);
  expect(loadedPage(async () => ({ default: calculatorPage }), 'calculator', 'Page')).toBeUndefined();
  await loadPage(loader, 'calculator', 'Page', 0);
  expect(calls).toHaveLength(2);
});

test('a failed load is not remembered', async () => {
  const loader: RemoteLoader = () => Promise.reject(new Error('down'));
  await expect(loadPage(loader, 'account', 'LoginPage', 0)).rejects.toThrow('down');
  expect(loadedPage(loader, 'account', 'LoginPage')).toBeUndefined();
});

test('a page loaded before the first render draws in the first commit, with no loading state', async () => {
  const loader: RemoteLoader = async () => ({ default: calculatorPage });
  await loadPage(loader, 'calculator', 'PaymentCalculatorPage', 0);
  act(() => setPlatform({ remotes: { calculator: '/c.json' } }));
  renderShell(<App />, { route: '/payment-calculator', loader });
  expect(screen.getByRole('heading', { name: 'The calculator' })).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
});

test('a page not loaded yet shows the loading state, then the page', async () => {
  const loader: RemoteLoader = async () => ({ default: calculatorPage });
  act(() => setPlatform({ remotes: { calculator: '/c.json' } }));
  renderShell(<App />, { route: '/payment-calculator', loader });
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'The calculator' })).toBeInTheDocument();
});
