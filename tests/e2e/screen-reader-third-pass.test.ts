import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { MSG } from '@shared/messages';
import { loginInBrowser, registerAccount } from './accounts';
import { newPage, useBrowserSuite } from './harness';
import { adminUserRowsTagged, focusedElement } from './admin-user-rows';
import { storeProducts } from './store-products';
import { findUserByUsername } from '../../src-server/services/auth/users';
import { requestWithdrawal } from '../../src-server/services/wallet/withdrawals';
import { cafeOfManager } from '../../src-server/services/orders/access';
import { createOrder } from '../../src-server/services/orders/flow';

/**
 * The accessibility audit's third pass: error toasts interrupt (an assertive live region), the
 * rest wait their turn (a polite one), each toast announced once; and focus that stays in a list
 * when the row a person worked on goes away.
 */
const suite = useBrowserSuite();

const [ali] = DEMO_ACCOUNTS.customers;
const admin = DEMO_ACCOUNTS.admin;

/** What the focused element is, for a readable failure. */
const focused = focusedElement;

/**
 * The live region Chromium hands screen readers for the text `text`: the role and settings of
 * the nearest ancestor in its accessibility tree that is a live region.
 */
async function liveRegionOf(page: Page, text: string) {
  type AXNode = { nodeId: string; parentId?: string; role?: { value: string }; name?: { value: string }; properties?: { name: string; value: { value: unknown } }[] };
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
  await cdp.detach();
  const byId = new Map(nodes.map((n) => [n.nodeId, n]));
  let node = nodes.find((n) => n.role?.value === 'StaticText' && String(n.name?.value ?? '').includes(text));
  for (; node; node = node.parentId ? byId.get(node.parentId) : undefined) {
    const settings = Object.fromEntries((node.properties ?? []).map((p) => [p.name, p.value.value]));
    if ('live' in settings) return { role: node.role?.value, ...settings };
  }
  return null;
}

describe('screen-reader and keyboard, third pass', () => {
  it('announces an error toast assertively and a success toast politely, each from one permanent region and once', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.app.url}/login`);
    const shelf = page.locator('[data-toast-shelf]');
    const polite = shelf.locator('[role="status"][aria-live="polite"][aria-atomic="false"]');
    const assertive = shelf.locator('[role="alert"][aria-live="assertive"][aria-atomic="false"]');
    expect(await polite.count()).toBe(1);
    expect(await assertive.count()).toBe(1);
    expect(await polite.innerText()).toBe('');
    expect(await assertive.innerText()).toBe('');
    const [politeBefore, assertiveBefore] = [await polite.elementHandle(), await assertive.elementHandle()];

    await page.locator('input[name="username"]').fill(ali.username);
    await page.locator('input[name="password"]').fill('wrong-password');
    await page.getByRole('button', { name: 'ورود', exact: true }).last().click();
    await expect.poll(() => assertive.innerText()).toContain(MSG.wrongCredentials);
    expect(await polite.innerText()).not.toContain(MSG.wrongCredentials);
    // In the page once: no hidden copy for screen readers, no live region inside the toast.
    expect(await page.getByText(MSG.wrongCredentials).count()).toBe(1);
    expect(await shelf.locator('[data-toast] [role], [data-toast] [aria-live]').count()).toBe(0);
    // What Chromium hands the screen reader: the text sits in an assertive region.
    expect(await liveRegionOf(page, MSG.wrongCredentials)).toMatchObject({ role: 'alert', live: 'assertive', atomic: false });

    await page.locator('input[name="password"]').fill(ali.password);
    await page.getByRole('button', { name: 'ورود', exact: true }).last().click();
    await page.waitForURL(`${suite.app.url}/user/dashboard`);
    await expect.poll(() => polite.innerText()).toContain(MSG.loginSuccess);
    expect(await assertive.innerText()).not.toContain(MSG.loginSuccess);
    expect(await page.getByText(MSG.loginSuccess).count()).toBe(1);
    expect(await liveRegionOf(page, MSG.loginSuccess)).toMatchObject({ role: 'status', live: 'polite', atomic: false });
    // The same two regions as at the page's load, not ones made with a toast.
    expect(await politeBefore!.evaluate((el) => el.isConnected)).toBe(true);
    expect(await assertiveBefore!.evaluate((el) => el.isConnected)).toBe(true);
    await page.context().close();
  });

  it('moves focus to the next cart line’s remove button when a line is removed by keyboard', async () => {
    const { flash, ebook } = await storeProducts(suite.app.server.db);
    const account = await registerAccount(suite.app.url);
    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, account.username, account.password, '/user/dashboard');
    for (const product of [flash, ebook]) {
      await page.goto(`${suite.app.url}/product/${product.id}`);
      await page.getByRole('button', { name: 'افزودن به سبد خرید' }).first().click();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('cart') ?? '')).toContain(product.id);
    }
    await page.goto(`${suite.app.url}/cart`);
    const lines = page.getByTestId('cart-line');
    await expect.poll(() => lines.count()).toBe(2);
    const [first, second] = [await lines.nth(0).getAttribute('aria-label'), await lines.nth(1).getAttribute('aria-label')];
    await page.getByRole('button', { name: `حذف ${first}` }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => lines.count()).toBe(1);
    await expect.poll(() => focused(page)).toBe(`BUTTON حذف ${second}`);
    await page.context().close();
  });

  it('moves focus to the next row’s delete button after the admin deletes a user by keyboard', async () => {
    const tag = `focus_${Date.now().toString(36)}`;
    // Three accounts whose names share the tag, so the search lists exactly them.
    const { page, rows } = await adminUserRowsTagged(suite, tag, 3);
    await expect.poll(() => rows.count()).toBe(3);
    const names = await rows.evaluateAll((trs) => trs.map((tr) => tr.textContent!.match(/focus_[a-z0-9]+_\d/)![0]));
    await rows.nth(0).getByRole('button', { name: 'حذف', exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('.mantine-Popover-dropdown[role="dialog"]');
    await expect.poll(() => dialog.getByRole('button', { name: 'بله', exact: true }).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'بله', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => rows.count()).toBe(2);
    // The delete button of the row that moved up, not the list's heading.
    await expect
      .poll(() => page.evaluate(() => ({ text: document.activeElement?.textContent?.trim(), row: document.activeElement?.closest('[data-testid="admin-user-row"]')?.textContent ?? '' })))
      .toEqual({ text: 'حذف', row: expect.stringContaining(names[1]!) });
    await page.context().close();
  });
  it('puts focus on «انصراف» when a bank account’s delete asks, and back in the account’s card after', async () => {
    const negin = DEMO_ACCOUNTS.cafes[2];
    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, negin.username, negin.password, '/coffenet/dashboard');
    await page.goto(`${suite.app.url}/wallet/coffenet`);
    await page.getByRole('button', { name: 'حساب‌های بانکی' }).click();
    const card = page.getByRole('dialog').getByTestId('bank-account').first();
    await expect.poll(() => card.isVisible()).toBe(true);
    await card.getByRole('button', { name: 'حذف حساب' }).focus();
    await page.keyboard.press('Enter');
    // The question replaced the trash icon: the harmless answer has focus, not the dialog's title.
    await expect.poll(() => focused(page)).toBe('BUTTON انصراف');
    await page.keyboard.press('Enter');
    await expect.poll(() => card.getByRole('button', { name: 'حذف حساب' }).isVisible()).toBe(true);
    await expect.poll(() => card.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.context().close();
  });
  it('moves focus to the next request’s «تایید» after the admin approves a withdrawal by keyboard', async () => {
    const db = suite.app.server.db;
    const negin = (await findUserByUsername(db, DEMO_ACCOUNTS.cafes[2].username))!;
    const account = await db.selectFrom('bank_accounts').select('id').where('user_id', '=', negin.id).executeTakeFirstOrThrow();
    for (const description of ['برداشت اول', 'برداشت دوم']) await requestWithdrawal(db, negin, { amount: 10_000, account_id: account.id, description }, new Date());
    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, admin.username, admin.password, '/admin/dashboard');
    await page.goto(`${suite.app.url}/wallet/admin`);
    const cards = page.getByTestId('withdrawal-request');
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(2);
    const before = await cards.count();
    await cards.first().getByRole('button', { name: 'تایید', exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'تایید و پرداخت' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(before - 1);
    await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0);
    // On the next request's approve button, not the page's title.
    await expect
      .poll(() => page.evaluate(() => ({ text: document.activeElement?.textContent?.trim(), card: Boolean(document.activeElement?.closest('[data-testid="withdrawal-request"]')) })), { timeout: 5_000 })
      .toEqual({ text: 'تایید', card: true });
    await page.context().close();
  });
  it('keeps focus on the order’s card after the cafe rejects it through the dialog by keyboard', async () => {
    const db = suite.app.server.db;
    const tag = `رد ${Date.now().toString(36)}`;
    const cafeAccount = DEMO_ACCOUNTS.cafes[0];
    const customer = (await findUserByUsername(db, ali.username))!;
    const cafe = await cafeOfManager(db, (await findUserByUsername(db, cafeAccount.username))!);
    const task = await db.selectFrom('tasks').select('id').where('cafe_id', '=', cafe.id).limit(1).executeTakeFirstOrThrow();
    await createOrder(db, customer, { cafe_id: cafe.id, task_id: task.id, service_type: null, description: tag, client_request_key: null }, new Date());
    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, cafeAccount.username, cafeAccount.password, '/coffenet/dashboard');
    await page.goto(`${suite.app.url}/coffenet/assignedorders`);
    const card = page.getByTestId('assigned-order').filter({ hasText: tag });
    await expect.poll(() => card.isVisible()).toBe(true);
    await card.getByRole('button', { name: 'رد سفارش', exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('دلیل رد سفارش').fill('این خدمت را نداریم');
    await dialog.getByRole('button', { name: 'تأیید رد سفارش' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => card.getByText('این سفارش رد شده است.').isVisible()).toBe(true);
    // Its buttons changed with its status: focus is on the card, which reads its new state.
    await expect.poll(() => card.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)), { timeout: 5_000 }).toBe(true);
    await page.context().close();
  });
});
