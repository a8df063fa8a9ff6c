import { describe, expect, it } from 'vitest';
import { SUPPORT_PHONE } from '@shared/tickets/rules';
import { persianDigits } from '@shared/text/digits';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { loginInBrowser } from './accounts';
import type { Page } from 'playwright-core';
import { findUserByUsername } from '../../src-server/services/auth/users';
import { newPage, useBrowserSuite, VIEWPORTS } from './harness';

/** Gaps found by the audit of spec 2 (ordering, chat, tickets) on 28 Nov. */
const suite = useBrowserSuite();
const ALI = DEMO_ACCOUNTS.customers[0];
const ADMIN = DEMO_ACCOUNTS.admin;

/** A middle dot beside a Persian digit reads as a zero (۰): lists take the Persian comma. */
const DOT_BESIDE_DIGIT = /[۰-۹]\s*·|·\s*[۰-۹]/;
const mainText = (page: Page) => page.getByRole('main').innerText();

async function aliIds() {
  const db = suite.app.server.db;
  const ali = await findUserByUsername(db, ALI.username);
  const ticket = await db.selectFrom('tickets').select('id').where('owner_id', '=', ali!.id).orderBy('updated_at', 'desc').executeTakeFirstOrThrow();
  const order = await db.selectFrom('orders').select('id').where('user_id', '=', ali!.id).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
  return { ticketId: ticket.id, orderId: order.id };
}

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

  it('ticket lines, the order success screen and the admin dashboard separate dates with «، », never «·»', async () => {
    const { ticketId, orderId } = await aliIds();
    const customer = await newPage(suite.browser);
    await loginInBrowser(customer, suite.app.url, ALI.username, ALI.password, '/user/dashboard');
    await customer.goto(`${suite.app.url}/support?ticketId=${ticketId}`);
    await expect.poll(() => customer.getByTestId('ticket-subject').isVisible()).toBe(true);
    await expect.poll(() => mainText(customer)).toMatch(/[0-9A-F]{4}-[0-9A-F]{4}، [۰-۹]/);
    expect(await mainText(customer)).not.toMatch(DOT_BESIDE_DIGIT);
    await customer.goto(`${suite.app.url}/order/create?step=4&order=${orderId}`);
    await expect.poll(() => mainText(customer)).toMatch(/شماره سفارش: [0-9A-F]{4}-[0-9A-F]{4}، کافی‌نت/);
    await customer.context().close();

    for (const viewport of VIEWPORTS) {
      const admin = await newPage(suite.browser, viewport);
      await loginInBrowser(admin, suite.app.url, ADMIN.username, ADMIN.password, '/admin/dashboard');
      await expect.poll(() => admin.getByTestId('admin-recent-tickets').innerText()).toMatch(/، [۰-۹]/);
      await expect.poll(() => mainText(admin)).toMatch(/تومان/);
      expect(await mainText(admin)).not.toMatch(DOT_BESIDE_DIGIT);
      await admin.goto(`${suite.app.url}/admin/support?ticketId=${ticketId}`);
      await expect.poll(() => admin.getByTestId('ticket-subject').isVisible()).toBe(true);
      await expect.poll(() => mainText(admin)).toMatch(/[0-9A-F]{4}-[0-9A-F]{4}، [۰-۹][^\n]*، علی رضایی/);
      expect(await mainText(admin)).not.toMatch(DOT_BESIDE_DIGIT);
      await admin.context().close();
    }
  });

  it("the cafe's pricing form suggests «۲۴ ساعت» in Persian digits", async () => {
    const page = await newPage(suite.browser);
    const cafe = DEMO_ACCOUNTS.cafes[0];
    await loginInBrowser(page, suite.app.url, cafe.username, cafe.password, '/coffenet/dashboard');
    await page.goto(`${suite.app.url}/coffenet/orders`);
    await page.getByRole('main').getByRole('button', { name: /در انتظار تأیید/ }).last().click();
    const time = page.locator('input[name="estimated_time"]');
    await expect.poll(() => time.inputValue()).toBe('۲۴ ساعت');
    await page.context().close();
  });
});
