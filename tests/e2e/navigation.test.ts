import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { partsNotShownWhole, screenshot, useBrowserSuite } from './harness';

const suite = useBrowserSuite();

async function loginOnPhone(username: string, password: string, width = 390): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width, height: 844 }, locale: 'fa-IR' });
  const page = await context.newPage();
  await page.goto(`${suite.app.url}/login`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'ورود', exact: true }).last().click();
  await page.waitForURL(/\/dashboard$/);
  return page;
}

describe('role navigation and the header on a phone', () => {
  it('gives a cafe its working pages under the header, with nothing wider than the screen', async () => {
    const cafe = DEMO_ACCOUNTS.cafes[0];
    const page = await loginOnPhone(cafe.username, cafe.password);
    const nav = page.getByRole('navigation', { name: 'بخش‌های پنل' });
    await expect.poll(() => nav.getByRole('link', { name: 'خدمات من' }).isVisible()).toBe(true);
    await nav.getByRole('link', { name: 'خدمات من' }).click();
    await page.waitForURL(`${suite.app.url}/coffenet/tasktable`);
    expect(await nav.getByRole('link', { name: 'خدمات من' }).getAttribute('aria-current')).toBe('page');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'phone-cafe-header');

    // The menu lists the cafe's pages too (the strip shows only a few at once), the current one marked.
    await page.getByRole('button', { name: 'منو' }).click();
    const drawer = page.getByRole('dialog');
    await expect.poll(() => drawer.getByRole('link', { name: 'پروفایل' }).isVisible()).toBe(true);
    expect(await drawer.getByRole('link', { name: 'خدمات من' }).getAttribute('aria-current')).toBe('page');
    await drawer.getByRole('link', { name: 'مالی', exact: true }).click();
    await page.waitForURL(`${suite.app.url}/coffenet/finance`);
    // Logout has no room in the phone header; the menu drawer carries it.
    await page.getByRole('button', { name: 'منو' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'خروج' }).click();
    await page.waitForURL(`${suite.app.url}/`);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await page.context().close();
  });

  it('brings the current page’s tab into view on a 320 px phone, where the strip is wider than the screen', async () => {
    const cafe = DEMO_ACCOUNTS.cafes[0];
    const page = await loginOnPhone(cafe.username, cafe.password, 320);
    const nav = page.getByRole('navigation', { name: 'بخش‌های پنل' });
    for (const [path, label] of [['/coffenet/profile', 'پروفایل'], ['/support', 'پشتیبانی'], ['/coffenet/dashboard', 'داشبورد']] as const) {
      await page.goto(`${suite.app.url}${path}`);
      const tab = nav.getByRole('link', { name: label, exact: true });
      await expect.poll(() => tab.getAttribute('aria-current')).toBe('page');
      const shownWhole = async () => {
        const [t, n] = [await tab.boundingBox(), await nav.boundingBox()];
        return Boolean(t && n && t.x >= n.x - 1 && t.x + t.width <= n.x + n.width + 1);
      };
      await expect.poll(shownWhole, { message: path }).toBe(true);
    }
    await page.context().close();
  });

  it('shows at 320 px the bell’s panel, a cafe’s income orders and ticket subjects whole', async () => {
    const cafe = DEMO_ACCOUNTS.cafes[0];
    const page = await loginOnPhone(cafe.username, cafe.password, 320);
    await page.getByRole('button', { name: /اعلان‌ها/ }).click();
    const panel = page.locator('.mantine-Popover-dropdown');
    await expect.poll(() => panel.isVisible()).toBe(true);
    const box = (await panel.boundingBox())!;
    expect(box.x >= 0 && box.x + box.width <= 320, `bell panel ${box.x}…${box.x + box.width}`).toBe(true);
    await page.keyboard.press('Escape');

    await page.goto(`${suite.app.url}/coffenet/finance`);
    const income = page.getByTestId('income-table');
    await expect.poll(() => income.isVisible()).toBe(true);
    expect(await partsNotShownWhole(income)).toEqual([]);
    expect(await income.innerText()).toContain('تومان');
    await page.context().close();

    const admin = await loginOnPhone(DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password, 320);
    const tickets = admin.getByTestId('recent-ticket');
    await expect.poll(() => tickets.count()).toBeGreaterThan(0);
    for (const ticket of await tickets.all()) expect(await partsNotShownWhole(ticket)).toEqual([]);
    await admin.context().close();
  });

  it('lists only the pages a customer has, never another role\'s', async () => {
    const customer = DEMO_ACCOUNTS.customers[0];
    const page = await loginOnPhone(customer.username, customer.password);
    const nav = page.getByRole('navigation', { name: 'بخش‌های پنل' });
    await expect.poll(() => nav.getByRole('link', { name: 'سفارش‌های من' }).isVisible()).toBe(true);
    const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain('/user/orders');
    expect(hrefs.some((href) => href?.startsWith('/coffenet') || href?.startsWith('/admin'))).toBe(false);
    await page.context().close();
  });

  it('keeps the whole header on a 320–390 px screen with the cart showing: cart, wallet, bell and dashboard', async () => {
    const customer = DEMO_ACCOUNTS.customers[0];
    for (const width of [390, 360, 320]) {
      const page = await loginOnPhone(customer.username, customer.password, width);
      await page.goto(`${suite.app.url}/store`);
      await page.getByRole('button', { name: /افزودن به سبد/ }).first().click();
      const header = page.locator('header');
      await expect.poll(() => header.getByRole('link', { name: 'سبد خرید' }).isVisible()).toBe(true);
      // At 360 px the dashboard button lay past the screen's left edge once the cart showed.
      expect(await partsNotShownWhole(header), `${width} px`).toEqual([]);
      for (const name of ['منو', 'سبد خرید', 'کیف پول', 'داشبورد']) {
        expect(await header.getByRole(name === 'منو' ? 'button' : 'link', { name, exact: true }).isVisible(), `${name} at ${width} px`).toBe(true);
      }
      expect(await header.getByRole('button', { name: /^اعلان‌ها/ }).isVisible()).toBe(true);
      await page.context().close();
    }
  });
});
