import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { loginInBrowser } from './accounts';
import { newPage, useBrowserSuite } from './harness';

const suite = useBrowserSuite();

describe('number fields step with the arrow keys (spec 3 §5)', () => {
  it('an amount steps by 1000 toman and stops at 0; a fee steps by 0.01 within 0 to 1', async () => {
    const page = await newPage(suite.browser);
    const { admin } = DEMO_ACCOUNTS;
    await loginInBrowser(page, suite.app.url, admin.username, admin.password, '/admin/dashboard');

    // The admin's deposit: an amount field (toman), step 1000, minimum 0.
    await page.goto(`${suite.app.url}/wallet/admin`);
    await page.getByRole('button', { name: 'واریز', exact: true }).click();
    const amount = page.getByRole('dialog').locator('input[name="amount"]');
    await amount.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => amount.inputValue()).toBe('۲٬۰۰۰');
    await amount.fill('۱۲۵۰۰');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => amount.inputValue()).toBe('۱۱٬۵۰۰');
    await amount.fill('۵۰۰');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => amount.inputValue()).toBe('۰');
    await page.keyboard.press('Escape');

    // The global fee: step 0.01, held within 0 and 1.
    await page.goto(`${suite.app.url}/admin/finance`);
    await page.getByRole('tab', { name: 'کارمزدها' }).click();
    const fee = page.locator('input[name="global_fee"]');
    await expect.poll(() => fee.isEnabled()).toBe(true);
    await fee.fill('0.1');
    await fee.focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => fee.inputValue()).toBe('۰٫۱۱');
    await fee.fill('0.995');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => fee.inputValue()).toBe('۱');
    await page.context().close();
  });
});
