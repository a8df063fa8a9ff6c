import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fundWallet } from '../helpers/money';
import { loginInBrowser, registerAccount } from './accounts';
import { newPage, useBrowserSuite } from './harness';

const suite = useBrowserSuite();

const balanceText = (page: Page) => page.getByTestId('wallet-balance').innerText();

async function fundedAccount(rials: number) {
  const account = await registerAccount(suite.app.url);
  const user = await suite.app.server.db.selectFrom('users').select('id').where('username', '=', account.username).executeTakeFirstOrThrow();
  if (rials > 0) await fundWallet(suite.app.server.db, user.id, rials);
  return account;
}

// An internet cafe's computer is shared: what one person's session fetched must never be shown to
// the next person who signs in on it (27 Nov audit: the next account saw the previous wallet).
describe('the next person on the same browser', () => {
  it('never sees the previous account’s answers: after a login in another tab, or after a session ends', async () => {
    const first = await fundedAccount(150_000);
    const second = await fundedAccount(0);
    const page = await newPage(suite.browser);
    // A sign-in form left open in another tab: opened after this sign-in, /login would send it
    // to this account's dashboard instead.
    const other = await page.context().newPage();
    await other.goto(`${suite.app.url}/login`);
    await loginInBrowser(page, suite.app.url, first.username, first.password, '/user/dashboard');
    await page.getByRole('link', { name: 'کیف پول' }).first().click();
    await expect.poll(() => balanceText(page)).toBe('۱۵٬۰۰۰ تومان');

    // Another tab of the same browser signs in as someone else: this tab now acts as them and shows theirs.
    await other.locator('input[name="username"]').fill(second.username);
    await other.locator('input[name="password"]').fill(second.password);
    await other.getByRole('button', { name: 'ورود', exact: true }).last().click();
    await other.waitForURL(`${suite.app.url}/user/dashboard`);
    await expect.poll(() => balanceText(page)).toBe('۰ تومان');
    await other.close();

    // The session ends in this tab (here: a token the server refuses), the next person signs in
    // and opens the wallet without reloading: the first balance they see is their own.
    await page.evaluate(() => localStorage.setItem('access_token', 'not-a-valid-token'));
    await page.getByRole('link', { name: 'سفارش‌های من' }).first().click();
    await page.waitForURL(/\/login\?redirect=/);
    await page.locator('input[name="username"]').fill(first.username);
    await page.locator('input[name="password"]').fill(first.password);
    await page.getByRole('button', { name: 'ورود', exact: true }).last().click();
    await page.waitForURL(/\/user\/orders/);
    await page.getByRole('link', { name: 'کیف پول' }).first().click();
    await page.getByTestId('wallet-balance').waitFor();
    expect(await balanceText(page)).toBe('۱۵٬۰۰۰ تومان');
    await page.context().close();
  });
});
