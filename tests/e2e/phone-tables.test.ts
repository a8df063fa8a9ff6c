import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { loginInBrowser } from './accounts';
import { MID_PHONE, newPage, screenshot, useBrowserSuite } from './harness';

const suite = useBrowserSuite();

/** The page's width beyond the screen: a list drawn as a wide table made the whole page scroll sideways. */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Where each of `buttons` lies across the screen once the page is scrolled to it, up or down
 * only (as a thumb does; playwright's own scrolling would scroll a table's box sideways too): a
 * button past the edge of a sideways-scrolling table box lies at a negative x (the page is right to left).
 */
async function offScreen(buttons: Locator, width: number): Promise<string[]> {
  const problems: string[] = [];
  for (const button of await buttons.all()) {
    await button.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - window.innerHeight / 2));
    const box = await button.boundingBox();
    const name = (await button.innerText()).trim();
    if (!box || !(await button.isVisible())) problems.push(`${name}: hidden`);
    else if (box.x < 0 || box.x + box.width > width) problems.push(`${name}: ${Math.round(box.x)}…${Math.round(box.x + box.width)}`);
  }
  return problems;
}

/** The list's rows, then each row's buttons, all within the 375 px screen, and the pager too. */
async function expectRowsOnScreen(page: Page, path: string, rows: Locator, button: (row: Locator) => Locator) {
  await expect.poll(() => rows.count(), { message: path }).toBeGreaterThan(0);
  expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
  for (const row of await rows.all()) expect(await offScreen(button(row), MID_PHONE.width), path).toEqual([]);
  expect(await offScreen(page.getByRole('navigation', { name: 'صفحه‌بندی' }).getByRole('button'), MID_PHONE.width), `${path} pager`).toEqual([]);
}

describe('lists on a 375 px phone', () => {
  it('the admin reaches every row’s buttons without scrolling sideways: users, orders, cafes, finance, support, store', async () => {
    const page = await newPage(suite.browser, MID_PHONE);
    const { admin } = DEMO_ACCOUNTS;
    await loginInBrowser(page, suite.app.url, admin.username, admin.password, '/admin/dashboard');
    const go = async (path: string) => {
      await page.goto(`${suite.app.url}${path}`);
      await page.waitForLoadState('networkidle');
    };

    await go('/admin/user');
    await expectRowsOnScreen(page, '/admin/user', page.getByTestId('admin-user-row'), (row) => row.getByRole('button', { name: /مسدود|حذف/ }));
    await screenshot(page, 'phone-admin-users');

    await go('/admin/orders');
    await expectRowsOnScreen(page, '/admin/orders', page.getByTestId('admin-order-row'), (row) => row.getByRole('button'));
    // A card's order number still opens the details.
    await page.getByTestId('admin-order-row').first().getByRole('button').click();
    await expect.poll(() => page.getByTestId('admin-order-details').isVisible()).toBe(true);
    await page.keyboard.press('Escape');

    await go('/admin/coffenet');
    await expectRowsOnScreen(page, '/admin/coffenet', page.getByTestId('admin-cafe-card'), (row) => row.getByRole('button'));

    await go('/admin/finance');
    await page.getByRole('tab', { name: 'کارمزدها', exact: true }).click();
    await expectRowsOnScreen(page, '/admin/finance fees', page.getByTestId('cafe-fee-row'), (row) => row.getByRole('button'));
    await screenshot(page, 'phone-admin-finance');

    await go('/admin/support');
    await expectRowsOnScreen(page, '/admin/support', page.getByTestId('admin-ticket-row'), (row) => row);

    await go('/admin/store');
    await expectRowsOnScreen(page, '/admin/store products', page.getByTestId('admin-product'), (row) => row.getByRole('button'));
    await screenshot(page, 'phone-admin-store');
    await page.context().close();
  });

  it('an archived product’s card is faded as its desktop row is', async () => {
    // The newest product heads the admin's list; taken off the store it shows «بایگانی» and is faded.
    const db = suite.app.server.db;
    const newest = await db.selectFrom('products').select(['id', 'name']).orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await db.updateTable('products').set({ is_active: 0 }).where('id', '=', newest.id).execute();
    const page = await newPage(suite.browser, MID_PHONE);
    const { admin } = DEMO_ACCOUNTS;
    await loginInBrowser(page, suite.app.url, admin.username, admin.password, '/admin/dashboard');
    await page.goto(`${suite.app.url}/admin/store`);
    const look = async () => {
      const row = page.getByTestId('admin-product').filter({ hasText: newest.name });
      await expect.poll(() => row.count()).toBe(1);
      return row.evaluate((el) => ({ tag: el.tagName, look: el.getAttribute('data-look'), opacity: getComputedStyle(el).opacity }));
    };
    try {
      const card = await look();
      expect(card.tag).not.toBe('TR');
      expect(card).toMatchObject({ look: 'archived', opacity: '0.65' });
      await page.setViewportSize({ width: 1280, height: 800 });
      const row = await look();
      expect(row).toEqual({ tag: 'TR', look: 'archived', opacity: card.opacity });
      // A product on sale is drawn plainly in both layouts.
      expect(await page.getByTestId('admin-product').filter({ hasNotText: newest.name }).first().getAttribute('data-look')).toBeNull();
    } finally {
      await db.updateTable('products').set({ is_active: 1 }).where('id', '=', newest.id).execute();
      await page.context().close();
    }
  });

  it('the ticket open beside the admin’s list is tinted on its card as on its desktop row', async () => {
    const page = await newPage(suite.browser, MID_PHONE);
    const { admin } = DEMO_ACCOUNTS;
    await loginInBrowser(page, suite.app.url, admin.username, admin.password, '/admin/dashboard');
    await page.goto(`${suite.app.url}/admin/support`);
    const cards = page.getByTestId('admin-tickets').getByRole('listitem');
    await expect.poll(() => cards.count()).toBeGreaterThan(1);
    await cards.nth(1).getByTestId('admin-ticket-row').click();
    await expect.poll(() => cards.nth(1).getAttribute('data-look')).toBe('selected');
    const tint = await cards.nth(1).getByTestId('admin-ticket-row').evaluate((el) => getComputedStyle(el.closest('.mantine-Card-root')!).backgroundColor);
    expect(await cards.first().getAttribute('data-look')).toBeNull();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.mouse.move(0, 0); // a hovered row has its own tint
    const rows = page.getByTestId('admin-tickets').locator('tbody tr');
    await expect.poll(() => rows.nth(1).getAttribute('data-look')).toBe('selected');
    expect(await rows.nth(1).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(tint);
    await page.context().close();
  });

  it('a cafe’s finance lists and a customer’s statement fit the screen', async () => {
    const cafe = DEMO_ACCOUNTS.cafes[0];
    const page = await newPage(suite.browser, MID_PHONE);
    await loginInBrowser(page, suite.app.url, cafe.username, cafe.password, '/coffenet/dashboard');
    await page.goto(`${suite.app.url}/coffenet/finance`);
    await expect.poll(() => page.getByTestId('income-table').isVisible()).toBe(true);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await offScreen(page.getByRole('button', { name: /قبلی|بعدی/ }), MID_PHONE.width)).toEqual([]);
    await page.context().close();

    const ali = DEMO_ACCOUNTS.customers[0];
    const wallet = await newPage(suite.browser, MID_PHONE);
    await loginInBrowser(wallet, suite.app.url, ali.username, ali.password, '/user/dashboard');
    await wallet.goto(`${suite.app.url}/wallet`);
    await expect.poll(() => wallet.getByTestId('transaction-row').count()).toBeGreaterThan(0);
    expect(await sidewaysOverflow(wallet)).toBeLessThanOrEqual(0);
    await wallet.context().close();
  });
});
