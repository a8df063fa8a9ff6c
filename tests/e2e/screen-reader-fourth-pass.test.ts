import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { MSG } from '@shared/messages';
import { loginInBrowser, registerAccount } from './accounts';
import { newPage, useBrowserSuite } from './harness';
import { adminUserRowsTagged, focusedElement } from './admin-user-rows';

/**
 * The accessibility audit's fourth pass: where focus lands after the bell's «حذف همه», and a
 * row's button that is usable again after its action failed takes focus back from its row.
 */
const suite = useBrowserSuite();


const focused = focusedElement;

/** Holds the next call of a tRPC procedure until the test lets it fail as a dropped connection. */
async function holdProcedure(page: Page, procedure: string) {
  let held: Route | null = null;
  await page.route(`**/trpc/${procedure}**`, (route) => {
    held = route;
  });
  return {
    arrived: () => held !== null,
    fail: () => held!.abort('connectionreset'),
  };
}

describe('screen-reader and keyboard, fourth pass', () => {
  it('lands on the bell panel’s «no notifications» line after «حذف همه», by keyboard', async () => {
    const account = await registerAccount(suite.app.url);
    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, account.username, account.password, '/user/dashboard');
    // The welcome notification is there to delete.
    const bell = page.getByRole('button', { name: /اعلان‌ها \(۱ خوانده‌نشده\)/ });
    await expect.poll(() => bell.isVisible()).toBe(true);
    await bell.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator('.mantine-Popover-dropdown[role="dialog"]');
    await expect.poll(() => panel.getByTestId('notification-item').count()).toBe(1);
    await panel.getByRole('button', { name: 'حذف همه' }).focus();
    await page.keyboard.press('Enter');
    // Not the panel itself: the line that says it is empty, which a screen reader reads.
    await expect.poll(() => focused(page), { timeout: 5_000 }).toBe(`P ${MSG.noNotifications}`);
    expect(await panel.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('tabindex'))).toBe('-1');
    // Escape still closes the panel and gives focus back to the bell.
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page)).toMatch(/^BUTTON اعلان‌ها/);
    await page.context().close();
  });

  it('gives focus back to a row’s button when its action fails, unless the person moved on', async () => {
    const tag = `refuse_${Date.now().toString(36)}`;
    const { page, rows } = await adminUserRowsTagged(suite, tag, 2);
    await expect.poll(() => rows.count()).toBe(2);
    const onRow = (n: number) => rows.nth(n).evaluate((row) => row === document.activeElement);
    const block = async (n: number) => {
      await rows.nth(n).getByRole('button', { name: 'مسدود کردن', exact: true }).focus();
      await page.keyboard.press('Enter');
      const yes = page.locator('.mantine-Popover-dropdown[role="dialog"]').getByRole('button', { name: 'بله', exact: true });
      await expect.poll(() => yes.isVisible()).toBe(true);
      await yes.focus();
      await page.keyboard.press('Enter');
    };

    // The server does not answer yet: the busy button's row holds focus.
    let call = await holdProcedure(page, 'admin.setBlocked');
    await block(0);
    await expect.poll(() => call.arrived()).toBe(true);
    await expect.poll(() => onRow(0), { timeout: 5_000 }).toBe(true);
    await call.fail();
    await expect.poll(() => page.locator('[data-toast-shelf] [data-toast]').count()).toBeGreaterThan(0);
    // The action failed and the button is usable again: focus is back on it, not left on the row.
    await expect
      .poll(() => page.evaluate(() => ({ text: document.activeElement?.textContent?.trim(), row: Boolean(document.activeElement?.closest('[data-testid="admin-user-row"]')) })), { timeout: 5_000 })
      .toEqual({ text: 'مسدود کردن', row: true });
    expect(await rows.nth(0).evaluate((row) => row.contains(document.activeElement))).toBe(true);

    // The same, but the person goes to the search box while it waits: focus is left there.
    await page.unrouteAll();
    call = await holdProcedure(page, 'admin.setBlocked');
    await block(1);
    await expect.poll(() => call.arrived()).toBe(true);
    await expect.poll(() => onRow(1), { timeout: 5_000 }).toBe(true);
    const search = page.getByRole('textbox', { name: /جستجو/ });
    await search.focus();
    await call.fail();
    await expect.poll(() => rows.nth(1).getByRole('button', { name: 'مسدود کردن', exact: true }).isEnabled()).toBe(true);
    await page.waitForTimeout(300);
    await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });
});
