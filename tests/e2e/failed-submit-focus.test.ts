import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MSG } from '@shared/messages';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { loginInBrowser, registerAccount } from './accounts';
import { newPage, useBrowserSuite } from './harness';

// A submit that fails takes focus to the failure (forms/failure-focus.ts): the first invalid
// field, or the field to type again, never the page body or the heading a busy button left
// focus on. Submitted with the mouse, where focus was on the button, as a keyboard user's Enter on it.
const suite = useBrowserSuite();

/** The focused element, named by its field name, or its tag when it has none. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute('name') ?? el?.tagName ?? 'none';
  });
}

describe('a failed submit', () => {
  it('takes focus to the first invalid field when the form itself refuses', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.app.url}/login`);
    await page.getByRole('button', { name: 'ورود', exact: true }).last().click();
    await expect.poll(() => focused(page)).toBe('username');
    expect(await page.locator('input[name="username"]').getAttribute('aria-invalid')).toBe('true');
    await page.context().close();
  });

  it('takes focus to the password when the server refuses the login', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.app.url}/login`);
    await page.locator('input[name="username"]').fill(DEMO_ACCOUNTS.customers[0].username);
    await page.locator('input[name="password"]').fill('not-the-password');
    await page.getByRole('button', { name: 'ورود', exact: true }).last().click();
    await expect.poll(() => page.getByText(MSG.wrongCredentials).isVisible()).toBe(true);
    await expect.poll(() => focused(page)).toBe('password');
    await page.context().close();
  });

  it('takes focus to the field the server names (a taken username on registration)', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.app.url}/register`);
    await page.locator('input[name="username"]').fill(DEMO_ACCOUNTS.customers[0].username);
    await page.locator('input[name="password"]').fill('secret123');
    await page.locator('input[name="confirmPassword"]').fill('secret123');
    await page.locator('input[name="phone"]').fill('09120000999');
    await page.getByRole('button', { name: 'ثبت نام', exact: true }).last().click();
    await expect.poll(() => page.locator('input[name="username"]').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => focused(page)).toBe('username');
    await page.context().close();
  });

  it('takes focus to the current password when the server says it is wrong', async () => {
    const account = await registerAccount(suite.app.url);
    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, account.username, account.password, '/user/dashboard');
    await page.goto(`${suite.app.url}/account/password`);
    await page.locator('input[name="current_password"]').fill('not-my-password');
    await page.locator('input[name="new_password"]').fill('brand-new-pass');
    await page.locator('input[name="confirmPassword"]').fill('brand-new-pass');
    await page.getByRole('button', { name: 'ذخیره رمز عبور' }).click();
    await expect.poll(() => page.getByText(MSG.currentPasswordWrong).isVisible()).toBe(true);
    await expect.poll(() => focused(page)).toBe('current_password');
    await page.context().close();
  });
});
