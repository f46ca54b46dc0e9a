import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from 'shared-ui/testing';
import { useInformationPage, useLocation, useSession } from 'shared-ui';
import { MESSAGES } from '@litfund/domain';
import { App } from './App.tsx';
import { setPlatform } from './platform/platform.ts';
import { renderShell, adminLogin, attorneyLogin } from './test-utils.tsx';
import { LIMITED_ACCESS_REDIRECT_MS } from './routes/LimitedAccess.tsx';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

afterEach(() => {
  jest.useRealTimers();
  act(() => useSession.getState().signOut());
});

test('a non-admin on /admin sees the Limited Access dialog, then lands on /information-page', async () => {
  act(() => useSession.getState().signIn(attorneyLogin));
  renderShell(
    <>
      <App />
      <Where />
    </>,
    { route: '/admin' },
  );
  const dialog = await screen.findByRole('dialog', { name: MESSAGES.limitedAccessTitle });
  expect(dialog).toHaveTextContent(MESSAGES.limitedAccessText);
  expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveFocus();
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/information-page'), {
    timeout: LIMITED_ACCESS_REDIRECT_MS + 2000,
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.limitedAccessTitle })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^mailto:/),
  );
});

test('a signed-out visitor on an admin page goes to /login, not to Limited Access', async () => {
  renderShell(
    <>
      <App />
      <Where />
    </>,
    { route: '/admin' },
  );
  expect(await screen.findByRole('heading', { name: 'account/LoginPage' })).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/login\?next=%2Fadmin$/);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test("a signed-out visitor's deep link rides through the sign-in page's address", async () => {
  renderShell(
    <>
      <App />
      <Where />
    </>,
    { route: '/contract-page?8' },
  );
  expect(await screen.findByRole('heading', { name: 'account/LoginPage' })).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/login\?next=%2Fcontract-page%3F8$/);
});

test('the Limited Access page has an h1 while the dialog shows (axe page-has-heading-one)', async () => {
  act(() => useSession.getState().signIn(attorneyLogin));
  renderShell(<App />, { route: '/edit-contract?7' });
  await screen.findByRole('dialog', { name: MESSAGES.limitedAccessTitle });
  expect(screen.getByRole('heading', { level: 1, name: MESSAGES.limitedAccessTitle })).toBeInTheDocument();
});

test('closing the dialog redirects at once; an admin gets the admin page', async () => {
  act(() => useSession.getState().signIn(attorneyLogin));
  const { user, unmount } = renderShell(
    <>
      <App />
      <Where />
    </>,
    { route: '/admin' },
  );
  await user.click(await screen.findByRole('button', { name: 'Close' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/information-page');
  expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.limitedAccessTitle })).toBeInTheDocument();
  unmount();
  act(() => useSession.getState().signIn(adminLogin));
  renderShell(<App />, { route: '/admin' });
  expect(await screen.findByRole('heading', { name: 'admin/AdminHomePage' })).toBeInTheDocument();
});

test('the account menu follows the session', async () => {
  const { unmount } = renderShell(<App />, { route: '/privacy-policy' });
  await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
  const account = () => screen.getByRole('navigation', { name: 'Account' });
  expect(account()).toHaveTextContent('Login');
  expect(account()).toHaveTextContent('Registration');
  expect(account()).not.toHaveTextContent('Log Out');
  act(() => useSession.getState().signIn(attorneyLogin));
  expect(account()).toHaveTextContent('My Profile');
  expect(screen.getAllByRole('link', { name: 'My Profile' })).toHaveLength(1);
  expect(account()).not.toHaveTextContent('Create User');
  expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
  act(() => useSession.getState().signIn(adminLogin));
  expect(account()).toHaveTextContent('Create User');
  expect(account()).toHaveTextContent('Admin');
  unmount();
});

test('unknown paths show the not-found page with a link home; "/" goes to the profile or login', async () => {
  const { unmount } = renderShell(<App />, { route: '/nowhere' });
  expect(await screen.findByRole('heading', { name: MESSAGES.pageNotFound })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go To Homepage' })).toHaveAttribute('href', '/login');
  unmount();
  act(() => useSession.getState().signIn(attorneyLogin));
  renderShell(
    <>
      <App />
      <Where />
    </>,
    { route: '/' },
  );
  expect(await screen.findByRole('heading', { name: 'account/UserProfilePage' })).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent('/user-profile?7');
});

test('the information page shows its content, button link and Contact Support', async () => {
  act(() =>
    useInformationPage.getState().show({
      title: 'You successfully registered!',
      description: 'Check your email.',
      buttonText: 'Go to Login',
      btnLink: '/login',
      contractSupportBtn: true,
    }),
  );
  renderShell(<App />, { route: '/information-page' });
  expect(await screen.findByRole('heading', { name: 'You successfully registered!' })).toBeInTheDocument();
  expect(screen.getByText('Check your email.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  expect(screen.getByRole('link', { name: 'Contact Support' })).toBeInTheDocument();
});

test('the information page opened directly says there is nothing to show, with a link home', async () => {
  act(() => useInformationPage.getState().reset());
  renderShell(<App />, { route: '/information-page' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Information' })).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.noInformation)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go To Homepage' })).toHaveAttribute('href', '/');
});

test('a remote that cannot load shows the unavailable message; Retry loads it again', async () => {
  let calls = 0;
  const loader = async () => {
    calls += 1;
    if (calls === 1) throw new Error('remote down');
    return { default: () => <h1>Login</h1> };
  };
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user } = renderShell(<App />, { route: '/login', loader });
  expect(await screen.findByRole('heading', { name: MESSAGES.remoteUnavailable })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toHaveTextContent('Contact Us');
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(calls).toBe(2);
});

test('a failed remote does not stick: another remote route loads, and coming back loads it again', async () => {
  let calculatorCalls = 0;
  const loader = async (remote: string, module: string) => {
    if (remote === 'calculator' && (calculatorCalls += 1) === 1) throw new Error('needs a newer shared-ui');
    return { default: () => <h1>{`${remote}/${module}`}</h1> };
  };
  jest.spyOn(console, 'error').mockImplementation(() => {});
  act(() => setPlatform({ remotes: { account: '/a.json', calculator: '/c.json' } }));
  const { user } = renderShell(<App />, { route: '/payment-calculator', loader });
  expect(await screen.findByRole('heading', { name: MESSAGES.remoteUnavailable })).toBeInTheDocument();
  await user.click(within(screen.getByRole('navigation', { name: 'Account' })).getByRole('link', { name: 'Login' }));
  expect(await screen.findByRole('heading', { name: 'account/LoginPage' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: MESSAGES.remoteUnavailable })).not.toBeInTheDocument();
  await user.click(
    within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Payment Calculator' }),
  );
  expect(await screen.findByRole('heading', { name: 'calculator/PaymentCalculatorPage' })).toBeInTheDocument();
  expect(calculatorCalls).toBe(2);
  act(() => setPlatform({ remotes: {} }));
});

test('landmarks and legal pages', async () => {
  renderShell(<App />, { route: '/terms-and-conditions' });
  expect(screen.getByRole('banner')).toBeInTheDocument();
  // the legal pages load on first use
  expect(await screen.findByRole('heading', { level: 1, name: /terms/i })).toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveTextContent('Richmond County, Georgia');
  expect(screen.getByRole('main')).toHaveTextContent('Last updated: February 23, 2023');
  expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
});
