import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shortReference } from '@shared/reference';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { loginInBrowser } from './accounts';
import { newPage, useBrowserSuite, VIEWPORTS } from './harness';

const suite = useBrowserSuite();

/** The order reference of the statement line of `type` on the page, and where it links (null: not a link). */
async function orderOfLine(page: Page, type: string): Promise<{ reference: string; href: string | null }> {
  // The kind badge says exactly `type` (a description may contain the same words).
  const row = page.getByTestId('transaction-row').filter({ has: page.getByText(type, { exact: true }) }).first();
  const order = row.getByTestId('transaction-order');
  await expect.poll(() => order.count()).toBe(1);
  const link = order.getByRole('link');
  return { reference: (await order.getByTestId('order-reference').innerText()).trim(), href: (await link.count()) ? await link.getAttribute('href') : null };
}

describe('a wallet statement line names its order (spec 3 §3 order_id)', () => {
  for (const viewport of VIEWPORTS) {
    it(`customer, cafe and admin each reach the order from the line (${viewport.name})`, async () => {
      const [cafe] = DEMO_ACCOUNTS.cafes.filter((c) => c.username === 'cafe_negin');
      const customer = DEMO_ACCOUNTS.customers[0];
      const { admin } = DEMO_ACCOUNTS;

      const page = await newPage(suite.browser, viewport);
      await loginInBrowser(page, suite.app.url, customer.username, customer.password, '/user/dashboard');
      await page.goto(`${suite.app.url}/wallet`);
      const bought = await orderOfLine(page, 'خرید از فروشگاه');
      expect(bought.href).toMatch(/^\/site\/store-order-payment\?orderId=[0-9a-f]{24}$/);
      expect(bought.reference).toBe(shortReference(bought.href!.split('=').pop()!));
      const paid = await orderOfLine(page, 'پرداخت سفارش');
      expect(paid.href).toMatch(/^\/user\/order-chat\/[0-9a-f]{24}$/);
      expect(paid.reference).toBe(shortReference(paid.href!.split('/').pop()!));
      // A top-up has no order.
      expect(await page.getByTestId('transaction-row').filter({ has: page.getByText('افزایش موجودی', { exact: true }) }).getByTestId('transaction-order').count()).toBe(0);
      await page.context().close();

      const cafePage = await newPage(suite.browser, viewport);
      await loginInBrowser(cafePage, suite.app.url, cafe!.username, cafe!.password, '/coffenet/dashboard');
      await cafePage.goto(`${suite.app.url}/wallet/coffenet`);
      const earned = await orderOfLine(cafePage, 'درآمد سفارش');
      expect(earned.href).toMatch(/^\/coffenet\/chat\/[0-9a-f]{24}$/);
      await cafePage.context().close();

      const adminPage = await newPage(suite.browser, viewport);
      await loginInBrowser(adminPage, suite.app.url, admin.username, admin.password, '/admin/dashboard');
      await adminPage.goto(`${suite.app.url}/wallet/admin`);
      await adminPage.getByRole('tab', { name: 'تراکنش‌ها' }).click();
      const fee = await orderOfLine(adminPage, 'کارمزد سامانه');
      expect(fee.href).toMatch(/^\/admin\/orders\/[0-9a-f]{24}$/);
      // A store sale's order is named; the admin has no page of its own for it.
      expect((await orderOfLine(adminPage, 'دریافت خرید فروشگاه')).href).toBeNull();
      await adminPage.context().close();
    });
  }
});
