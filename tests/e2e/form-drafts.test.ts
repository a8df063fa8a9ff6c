import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { loginInBrowser } from './accounts';
import { newPage, useBrowserSuite } from './harness';

const suite = useBrowserSuite();

const [ali, sara] = DEMO_ACCOUNTS.customers;
const subject = (page: Page) => page.getByTestId('new-ticket-subject');
const message = (page: Page) => page.getByTestId('new-ticket-message');
const drafts = (page: Page) => page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('form_draft:')));
/** A session the server no longer accepts: the same account's token with a broken signature. */
const expireSession = (page: Page) => page.evaluate(() => localStorage.setItem('access_token', `${localStorage.getItem('access_token')!.split('.').slice(0, 2).join('.')}.broken`));

async function signInAgain(page: Page, account: { username: string; password: string }) {
  await expireSession(page);
  await page.reload();
  await page.waitForURL(/\/login\?redirect=/);
  await page.locator('input[name="username"]').fill(account.username);
  await page.locator('input[name="password"]').fill(account.password);
  await page.getByRole('button', { name: 'ورود', exact: true }).last().click();
  await page.waitForURL(`${suite.app.url}/support`);
  await expect.poll(() => message(page).isVisible()).toBe(true);
}

describe('forms keep what was typed when the session ends mid-form', () => {
  it('a new ticket comes back after an expiry and a new sign-in of the same account, never for another account; a submit and a logout forget it', async () => {
    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, ali.username, ali.password, '/user/dashboard');
    await page.goto(`${suite.app.url}/support`);
    await expect.poll(() => message(page).isVisible()).toBe(true);
    await subject(page).click();
    await page.getByRole('option', { name: 'سایر' }).click();
    await message(page).fill('مبلغ شارژ کیف پولم دو بار کم شده و هنوز برنگشته است');

    // The next person at the computer signs in after the session ran out: the form is empty for them.
    await signInAgain(page, sara);
    expect(await message(page).inputValue()).toBe('');
    expect(await subject(page).inputValue()).toBe('');

    // The first person comes back: the subject and the text are there.
    await signInAgain(page, ali);
    await expect.poll(() => message(page).inputValue()).toBe('مبلغ شارژ کیف پولم دو بار کم شده و هنوز برنگشته است');
    expect(await subject(page).inputValue()).toBe('سایر');
    expect(await drafts(page)).toHaveLength(1);

    // A sent ticket leaves no draft behind.
    await page.getByTestId('new-ticket-send').click();
    await page.waitForURL(/\/support\?ticketId=[0-9a-f]{24}$/);
    await expect.poll(() => drafts(page)).toEqual([]);

    // A reply typed and left is kept; signing out on purpose forgets every draft in the tab.
    await page.getByTestId('ticket-reply-input').fill('شماره پیگیری بانک را هم فرستادم');
    await expect.poll(() => drafts(page)).toHaveLength(1);
    await page.reload();
    await expect.poll(() => page.getByTestId('ticket-reply-input').inputValue()).toBe('شماره پیگیری بانک را هم فرستادم');
    await page.getByRole('button', { name: 'خروج' }).click();
    await page.waitForURL(`${suite.app.url}/`);
    expect(await drafts(page)).toEqual([]);
    await page.context().close();
  });
});
