import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { loginInBrowser, registerAccount } from './accounts';
import { newPage, useBrowserSuite } from './harness';
import { SHELL_MSG } from '@shared/shell-messages';

const suite = useBrowserSuite();

/** Records, from the first byte of every later page load, whether a password field was ever drawn. */
async function watchForForm(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { formSeenAt: string | null };
    w.formSeenAt = null;
    new MutationObserver(() => {
      if (!w.formSeenAt && document.querySelector('input[type="password"]')) w.formSeenAt = location.pathname + location.search;
    }).observe(document, { childList: true, subtree: true });
  });
}
/** Where the form was drawn (null: never), on the page loaded last. */
const formSeenAt = (page: Page) => page.evaluate(() => (window as unknown as { formSeenAt: string | null }).formSeenAt);

describe('the sign-in pages for someone already signed in', () => {
  it('sends a signed-in customer on: to their dashboard, to a safe ?redirect, never off the site, and never shows the form first', async () => {
    const ali = DEMO_ACCOUNTS.customers[0];
    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, ali.username, ali.password, '/user/dashboard');
    await watchForForm(page);
    for (const [opened, landing] of [
      ['/login', '/user/dashboard'],
      ['/login?redirect=%2Fwallet', '/wallet'],
      ['/login?redirect=/wallet', '/wallet'],
      ['/login?redirect=%2F%2Fevil.example', '/user/dashboard'],
      ['/login?redirect=https%3A%2F%2Fevil.example', '/user/dashboard'],
      ['/login?redirect=%2F%5Cevil.example', '/user/dashboard'],
      // A tab is dropped from an address: this one reads "//evil.example".
      ['/login?redirect=%2F%09%2Fevil.example', '/user/dashboard'],
      // A redirect back to a sign-in page would only send them on again.
      ['/login?redirect=%2Flogin', '/user/dashboard'],
      ['/register', '/user/dashboard'],
      ['/forgot-password', '/user/dashboard'],
    ] as const) {
      await page.goto(`${suite.app.url}${opened}`);
      await page.waitForURL(`${suite.app.url}${landing}`);
      await page.waitForLoadState('networkidle');
      expect(await formSeenAt(page), opened).toBeNull();
    }
    // Back does not return to /login: it was replaced.
    expect(page.url()).toBe(`${suite.app.url}/user/dashboard`);
    await page.context().close();
  });

  it('sends a cafe and the admin to their own dashboards', async () => {
    for (const [account, landing] of [
      [DEMO_ACCOUNTS.cafes[0], '/coffenet/dashboard'],
      [DEMO_ACCOUNTS.admin, '/admin/dashboard'],
    ] as const) {
      const page = await newPage(suite.browser);
      await loginInBrowser(page, suite.app.url, account.username, account.password, landing);
      await page.goto(`${suite.app.url}/login`);
      await page.waitForURL(`${suite.app.url}${landing}`);
      expect(page.url()).toBe(`${suite.app.url}${landing}`);
      await page.context().close();
    }
  });

  it('shows the form when nobody is signed in, or the stored token is refused', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.app.url}/login?redirect=%2Fwallet`);
    await page.locator('input[name="username"]').waitFor();
    expect(page.url()).toBe(`${suite.app.url}/login?redirect=%2Fwallet`);
    const storeRefusedToken = () =>
      page.evaluate(() => {
        localStorage.setItem('access_token', 'not-a-valid-token');
        localStorage.setItem('role', 'user');
      });
    // On a sign-in page the refused session ends quietly: the form, no toast, no ?redirect to itself.
    for (const path of ['/login', '/register', '/forgot-password']) {
      await storeRefusedToken();
      await page.goto(`${suite.app.url}${path}`);
      await page.locator('input[name="username"]').waitFor();
      await page.waitForLoadState('networkidle');
      expect(page.url(), path).toBe(`${suite.app.url}${path}`);
      expect(await page.getByText(SHELL_MSG.sessionExpired).count(), path).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('access_token')), path).toBeNull();
    }
    // Elsewhere it still says the session ended and comes back after sign-in.
    await storeRefusedToken();
    await page.goto(`${suite.app.url}/wallet`);
    await page.waitForURL(`${suite.app.url}/login?redirect=%2Fwallet`);
    await expect.poll(() => page.getByText(SHELL_MSG.sessionExpired).isVisible()).toBe(true);
    await page.context().close();
  });

  it('keeps an account on a one-time password on /account/password, with no live stream until it is changed', async () => {
    const account = await registerAccount(suite.app.url);
    await suite.app.server.db.updateTable('users').set({ must_change_password: 1 }).where('username', '=', account.username).execute();
    const page = await newPage(suite.browser);
    const asked: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path === '/api/live' || path.includes('auth.liveTicket')) asked.push(path);
    });
    await page.goto(`${suite.app.url}/login`);
    await page.locator('input[name="username"]').fill(account.username);
    await page.locator('input[name="password"]').fill(account.password);
    await page.getByRole('button', { name: 'ورود', exact: true }).last().click();
    await page.waitForURL(`${suite.app.url}/account/password`);
    await page.goto(`${suite.app.url}/login`);
    await page.waitForURL(`${suite.app.url}/account/password`);
    // The stream used to ask for a ticket at once and again every few seconds, each refused.
    await page.waitForTimeout(7_000);
    expect(asked).toEqual([]);

    const opened = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/live' && r.status() === 200);
    await page.locator('input[name="current_password"]').fill(account.password);
    await page.locator('input[name="new_password"]').fill('own-pass-123');
    await page.locator('input[name="confirmPassword"]').fill('own-pass-123');
    await page.getByRole('button', { name: 'ذخیره رمز عبور' }).click();
    await page.waitForURL(`${suite.app.url}/user/dashboard`);
    await opened;
    await page.context().close();
  });
});
