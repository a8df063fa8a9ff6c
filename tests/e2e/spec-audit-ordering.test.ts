import { describe, expect, it } from 'vitest';
import { SUPPORT_PHONE } from '@shared/tickets/rules';
import { persianDigits } from '@shared/text/digits';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { loginInBrowser } from './accounts';
import { newPage, useBrowserSuite } from './harness';

/** Gaps found by the audit of spec 2 (ordering, chat, tickets) on 28 Nov. */
const suite = useBrowserSuite();
const ALI = DEMO_ACCOUNTS.customers[0];

describe('spec 2 audit (28 Nov)', () => {
  it('the support page shows its phone in Persian digits, as a link that dials it', async () => {
    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, ALI.username, ALI.password, '/user/dashboard');
    await page.goto(`${suite.app.url}/support`);
    const phone = page.getByRole('link', { name: persianDigits(SUPPORT_PHONE) });
    await expect.poll(() => phone.isVisible()).toBe(true);
    expect(await phone.getAttribute('href')).toBe(`tel:${SUPPORT_PHONE.replace(/\D/g, '')}`);
    expect(await page.getByText(SUPPORT_PHONE).count()).toBe(0);
    await page.context().close();
  });

  it("the home page's order button signs a visitor in and goes on to the order wizard", async () => {
    const page = await newPage(suite.browser);
    await page.goto(suite.app.url);
    const order = page.getByRole('main').getByRole('link', { name: 'ثبت سفارش', exact: true }).first();
    await order.click();
    await page.waitForURL(`${suite.app.url}/login?redirect=%2Forder%2Fcreate`);
    await page.locator('input[name="username"]').fill(ALI.username);
    await page.locator('input[name="password"]').fill(ALI.password);
    await page.getByRole('button', { name: 'ورود', exact: true }).last().click();
    await page.waitForURL(`${suite.app.url}/order/create`);
    await expect.poll(() => page.getByText('مرحله ۱ از ۳: انتخاب دسته خدمت').isVisible()).toBe(true);
    await page.context().close();
  });
});
