import { jest } from '@jest/globals';
import { NOTIFICATION_TOP_VAR, useNotification, useSession } from 'shared-ui';
import { act, screen, within } from 'shared-ui/testing';
import { setPlatform } from '../platform/platform.ts';
import { adminLogin, renderShell } from '../test-utils.tsx';
import { isCurrent } from './Header.tsx';
import { Layout } from './Layout.tsx';

const bannerTop = () => document.documentElement.style.getPropertyValue(NOTIFICATION_TOP_VAR);

afterEach(() => {
  act(() => setPlatform({ remotes: {} }));
  act(() => useSession.getState().signOut());
  act(() => useNotification.getState().close());
});

describe('Layout', () => {
  it('marks the link of the page on screen, for the eye and for screen readers', () => {
    act(() => setPlatform({ remotes: { account: '/a.json', calculator: '/c.json' } }));
    renderShell(<Layout>page</Layout>, { route: '/payment-calculator' });
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Payment Calculator' })).toHaveAttribute('aria-current', 'page');
    const account = screen.getByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Login' })).not.toHaveAttribute('aria-current');
  });

  it("marks My Profile current on the caller's own profile only, not on another user's", () => {
    act(() => useSession.getState().signIn(adminLogin));
    const { unmount } = renderShell(<Layout>page</Layout>, { route: '/user-profile?7' });
    const myProfile = () =>
      within(screen.getByRole('navigation', { name: 'Account' })).getByRole('link', { name: 'My Profile' });
    expect(myProfile()).toHaveAttribute('href', '/user-profile?1');
    expect(myProfile()).not.toHaveAttribute('aria-current');
    unmount();
    renderShell(<Layout>page</Layout>, { route: '/user-profile?1' });
    expect(myProfile()).toHaveAttribute('aria-current', 'page');
  });

  it('fits a short page (sign in) to the window, footer at its bottom; keeps other pages a screen tall', () => {
    const { unmount } = renderShell(<Layout>page</Layout>, { route: '/login' });
    expect(getComputedStyle(screen.getByRole('main')).minHeight).toBe('');
    unmount();
    renderShell(<Layout>page</Layout>, { route: '/contract-page' });
    expect(getComputedStyle(screen.getByRole('main')).minHeight).toBe('100vh');
  });

  it('keeps the notification banner below the header, so it never covers the header links', () => {
    const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      return { bottom: this.tagName === 'HEADER' ? 57 : 0 } as DOMRect;
    });
    const { unmount } = renderShell(<Layout>page</Layout>);
    expect(bannerTop()).toBe('65px');
    act(() => useNotification.getState().notify('Could not save', 'error'));
    // the banner's frame reads the variable (its fallback is the old top corner)
    const frame = screen.getByTestId('notification-banner').parentElement!;
    expect(getComputedStyle(frame).top).toContain(`var(${NOTIFICATION_TOP_VAR}`);

    // scrolled until the header is gone, the banner goes back to the top
    rect.mockReturnValue({ bottom: -200 } as DOMRect);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(bannerTop()).toBe('8px');
    unmount();
    expect(bannerTop()).toBe('');
    rect.mockRestore();
  });
});

describe('isCurrent', () => {
  it('matches the page and its sub-paths, ignoring the query', () => {
    expect(isCurrent('/contract-history', '/contract-history', '?page=2')).toBe(true);
    expect(isCurrent('/contract-history', '/contract-history/12')).toBe(true);
    expect(isCurrent('/contract', '/contract-history')).toBe(false);
    expect(isCurrent('/', '/login')).toBe(false);
    expect(isCurrent('/', '/')).toBe(true);
  });

  it("needs a link's query to be the page's: one user's profile is not another's", () => {
    expect(isCurrent('/user-profile?7', '/user-profile', '?7')).toBe(true);
    expect(isCurrent('/user-profile?7', '/user-profile', '?8')).toBe(false);
    expect(isCurrent('/user-profile?7', '/user-profile')).toBe(false);
  });
});
