import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MSG } from '@shared/messages';
import { TICKET_MSG } from '@shared/tickets/rules';
import { WALLET_MSG } from '@shared/wallet/messages';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { VALID_IBAN } from '../helpers/money';
import { apiToken, loginInBrowser } from './accounts';
import { newPage, useBrowserSuite } from './harness';

// Every form takes the one rule of forms/form-failure.ts: a refused submit, the form's own or the
// server's, shows the message on its field and takes focus there (the server names the field
// through fail.unprocessable / fail.conflict / fail.badRequest(…, field)). Submitted with the
// mouse, where focus was on the button, as a keyboard user's Enter on it.
const suite = useBrowserSuite();

/** What the focused element is: its name, else its test id, else its tag. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute('name') ?? el?.getAttribute('data-testid') ?? el?.tagName ?? 'none';
  });
}

/** The error text Mantine shows under the field with this name (the input's aria-describedby). */
function errorUnder(page: Page, selector: string): Promise<string | null> {
  return page.evaluate((sel) => {
    const input = document.querySelector(sel);
    if (input?.getAttribute('aria-invalid') !== 'true') return null;
    const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim() || null;
  }, selector);
}

describe('a refused submit shows the message on the field and focuses it', () => {
  it('a withdrawal above the balance: the server names the amount', async () => {
    // A demo cafe: its wallet holds money, so the withdraw button is open (an empty wallet's is not).
    const cafe = DEMO_ACCOUNTS.cafes[0];
    const token = await apiToken(suite.app.url, cafe.username, cafe.password);
    const added = await fetch(`${suite.app.url}/api/wallet/accounts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ IBAN: VALID_IBAN, account_number: '0101-2020', bank: 'ملت', full_name: 'مدیر آزمون' }),
    });
    expect(added.status).toBe(201);

    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, cafe.username, cafe.password, '/coffenet/dashboard');
    await page.goto(`${suite.app.url}/wallet/coffenet`);
    await page.getByRole('button', { name: 'درخواست برداشت' }).click();
    await page.getByRole('dialog').getByLabel(/^حساب بانکی/).first().click();
    await page.getByRole('option', { name: /ملت، مدیر آزمون/ }).click();
    await page.locator('input[name="amount"]').fill('5000000000'); // five billion toman, more than any demo wallet
    await page.getByRole('button', { name: 'ثبت درخواست' }).click();
    await expect.poll(() => errorUnder(page, 'input[name="amount"]')).toBe(WALLET_MSG.insufficientBalance);
    await expect.poll(() => focused(page)).toBe('amount');
    await page.context().close();
  });

  it('a new ticket with an empty body: the form names the message', async () => {
    const page = await newPage(suite.browser);
    const customer = DEMO_ACCOUNTS.customers[0];
    await loginInBrowser(page, suite.app.url, customer.username, customer.password, '/user/dashboard');
    await page.goto(`${suite.app.url}/support`);
    await page.getByTestId('new-ticket-subject').click();
    await page.getByRole('option', { name: 'پیگیری سفارش' }).click();
    await page.getByTestId('new-ticket-send').click();
    await expect.poll(() => errorUnder(page, 'textarea[name="message"]')).toBe(TICKET_MSG.messageRequired);
    await expect.poll(() => focused(page)).toBe('message');
    await page.context().close();
  });

  it('a cafe added with a taken username: the server names the username', async () => {
    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password, '/admin/dashboard');
    await page.goto(`${suite.app.url}/admin/coffenet`);
    await page.locator('input[name="cafe_name"]').fill('کافی‌نت نام تکراری');
    await page.getByRole('button', { name: 'ادامه', exact: true }).click();
    await page.locator('input[name="email"]').fill('taken-name@cafe.ir');
    await page.locator('input[name="username"]').fill(DEMO_ACCOUNTS.customers[0].username);
    await page.locator('input[name="phone"]').fill('09127770011');
    await page.locator('input[name="address"]').fill('تهران، خیابان آزادی');
    await page.getByRole('button', { name: 'ایجاد کافی‌نت' }).click();
    await expect.poll(() => errorUnder(page, 'input[name="username"]')).toBe(MSG.usernameTaken);
    await expect.poll(() => focused(page)).toBe('username');
    await page.context().close();
  });
});
