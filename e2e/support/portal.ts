import { expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const ADMIN = { email: 'admin@litfund.test', password: 'Admin123!' };
export const ATTORNEY = { email: 'attorney@litfund.test', password: 'Attorney123!' };

interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

/**
 * The newest mail to `to` whose link contains `pathPart`, read from the real server's outbox (embedded DB only) as
 * the administrator: the outbox holds other users' one-time links.
 */
export async function linkFromOutbox(request: APIRequestContext, to: string, pathPart: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await readOutbox(request);
        found = mails
          .filter((mail) => mail.to === to)
          .flatMap((mail) => mail.links)
          .find((link) => link.includes(pathPart));
        return found;
      },
      { message: `a mail to ${to} with a ${pathPart} link` },
    )
    .toBeTruthy();
  // Links carry PUBLIC_URL; the test drives whichever origin its server runs on.
  const url = new URL(found!);
  return `${url.pathname}${url.search}`;
}

/** The outbox (embedded DB only), read as the administrator: it holds other users' one-time links. */
export async function readOutbox(request: APIRequestContext): Promise<OutboxMail[]> {
  const admin = await apiLogin(request, ADMIN);
  const response = await request.get('/api/v1/dev/outbox', {
    headers: { Authorization: `Bearer ${admin.accessToken}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as OutboxMail[];
}

export async function apiLogin(request: APIRequestContext, who: { email: string; password: string }) {
  const response = await request.post('/api/v1/Account/login', { data: who });
  expect(response.status()).toBe(200);
  return (await response.json()) as { accessToken: string; userId: number };
}

export async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: /^(log ?in|sign in)$/i }).click();
}

/** Opens a mailed confirmation link and confirms the address with the account's password. */
export async function confirmEmail(page: Page, link: string, password: string) {
  await page.goto(link);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Confirm email address' }).click();
}

/** No axe-core violation of serious or critical impact on the page as it stands. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

export function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

export const REGISTERED_PASSWORD = 'Justice2026';

/** A self-registration's body: an attorney in Georgia with `email` and `password`. */
export const registration = (
  email: string,
  password: string,
  names = { firstName: 'Fresh', lastName: 'Attorney' },
) => ({
  email,
  password,
  ...names,
  dateOfBirth: '1985-04-12T12:00:00.000Z',
  streetAddress: '1 Main St',
  city: 'Augusta',
  state: { key: 'GA', name: 'Georgia' },
  zipCode: '30901',
  phoneNumber: '',
  website: '',
  textLawFirm: '',
  userType: 'Attorney',
});

/** A fresh self-registered attorney (status New unless `approve`), so a test never changes the shared demo users. */
/**
 * Registers an attorney through the API; `confirm` follows the confirmation link from the outbox (as the mailbox's
 * owner would), and `approve` confirms and then approves as the administrator (only a confirmed address is approved).
 */
export async function registerUser(
  request: APIRequestContext,
  lastName: string,
  { approve = false, confirm = approve }: { approve?: boolean; confirm?: boolean } = {},
) {
  const email = uniqueEmail('registered');
  const response = await request.post('/api/v1/Account/register', {
    data: registration(email, REGISTERED_PASSWORD, { firstName: 'Fresh', lastName }),
  });
  expect(response.status()).toBeLessThan(300);
  if (confirm) {
    const link = new URL(await linkFromOutbox(request, email, '/confirm-email'), 'http://portal');
    const query = new URLSearchParams({ emailToken: link.searchParams.get('token') ?? '', email });
    const confirmed = await request.post(`/api/v1/Account/confirm-email?${query}`, {
      data: { password: REGISTERED_PASSWORD },
    });
    expect(confirmed.status()).toBe(200);
  }
  const admin = await apiLogin(request, ADMIN);
  const headers = { Authorization: `Bearer ${admin.accessToken}` };
  const found = await request.get(`/api/v1/User?Email=${encodeURIComponent(email)}`, { headers });
  const [user] = (await found.json()) as Array<{ id: number }>;
  if (!user) throw new Error(`${email} is not found after registering`);
  if (approve) {
    const approved = await request.post(`/api/v1/AdminUser/${user.id}`, {
      headers,
      data: { userStatus: { userStatusesValue: 'Approved' } },
    });
    expect(approved.status()).toBe(200);
  }
  return { email, id: user.id, headers };
}

/**
 * Starts recording Content Security Policy violations on `page` (the browser's securitypolicyviolation events and its
 * console reports); call before the first navigation. The returned function reads what was recorded so far.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __violations: string[] }).__violations ??= [];
      (window as unknown as { __violations: string[] }).__violations.push(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? [])),
  ];
}
