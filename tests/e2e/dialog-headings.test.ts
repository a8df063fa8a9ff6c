import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { findUserByUsername } from '../../src-server/services/auth/users';
import { requestWithdrawal } from '../../src-server/services/wallet/withdrawals';
import { cafeOfManager } from '../../src-server/services/orders/access';
import { createOrder } from '../../src-server/services/orders/flow';
import { loginInBrowser } from './accounts';
import { dialogHeadingSkips, settled } from './heading-levels';
import { newPage, useBrowserSuite, VIEWPORTS, type Viewport } from './harness';
import { storeProducts } from './store-products';

/**
 * The app's modal dialogs, opened as a person opens them: each one's title is its top heading
 * and nothing in it skips a level (`dialogHeadingSkips`). One browser; one page per account,
 * reused for all of that account's dialogs.
 */
const suite = useBrowserSuite();

const [ali] = DEMO_ACCOUNTS.customers;
const cafeAccount = DEMO_ACCOUNTS.cafes[0];
const negin = DEMO_ACCOUNTS.cafes[2];
const admin = DEMO_ACCOUNTS.admin;

/** A dialog: the page it is on, what to do there first (a tab, a ticket), the button that opens it. */
type Opener = { name: string; path: string; before?: (page: Page) => Promise<void>; open: (page: Page) => Locator };

/** Opens each dialog in turn on one page and returns what the check found, per dialog. */
async function checkDialogs(page: Page, openers: Opener[]) {
  const found: string[] = [];
  const checked: string[] = [];
  for (const { name, path, before, open } of openers) {
    if (new URL(page.url()).pathname !== path) {
      await page.goto(`${suite.app.url}${path}`);
      await page.waitForLoadState('networkidle');
    }
    await before?.(page);
    const trigger = open(page).first();
    await trigger.waitFor({ state: 'visible' });
    await trigger.click();
    const dialog = page.locator('[role="dialog"][aria-modal="true"]');
    await dialog.last().waitFor({ state: 'visible' });
    await settled(page);
    const skips = await dialogHeadingSkips(page);
    if (skips === null) found.push(`${name}: no dialog opened`);
    for (const skip of skips ?? []) found.push(`${name}: ${skip}`);
    checked.push(name);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count(), { timeout: 5_000 }).toBe(0);
  }
  return { found, checked };
}

describe('the headings inside dialogs', () => {
  it('keeps every main dialog’s outline under its title, for a visitor and each role', async () => {
    const db = suite.app.server.db;
    const { flash } = await storeProducts(db);
    // An order waiting for the cafe (review, reject, details; the customer may cancel it) and
    // two withdrawal requests for the admin to decide.
    const tag = `سرتیتر ${Date.now().toString(36)}`;
    const customer = (await findUserByUsername(db, ali.username))!;
    const cafe = await cafeOfManager(db, (await findUserByUsername(db, cafeAccount.username))!);
    const task = await db.selectFrom('tasks').select('id').where('cafe_id', '=', cafe.id).limit(1).executeTakeFirstOrThrow();
    await createOrder(db, customer, { cafe_id: cafe.id, task_id: task.id, service_type: null, description: tag, client_request_key: null }, new Date());
    const neginUser = (await findUserByUsername(db, negin.username))!;
    const account = await db.selectFrom('bank_accounts').select('id').where('user_id', '=', neginUser.id).executeTakeFirstOrThrow();
    await requestWithdrawal(db, neginUser, { amount: 10_000, account_id: account.id, description: 'برداشت برای سرتیترها' }, new Date());

    const button = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true });
    const card = (page: Page) => page.getByTestId('assigned-order').filter({ hasText: tag });
    const plan: { login: { username: string; password: string; landing: string } | null; viewport?: Viewport; openers: Opener[] }[] = [
      // The phone's menu is a drawer, the same kind of modal dialog.
      { login: null, viewport: VIEWPORTS[0], openers: [{ name: 'phone menu', path: '/', open: button('منو') }] },
      {
        login: null,
        openers: [
          { name: 'service details', path: '/services', open: button('جزئیات و سفارش') },
          { name: 'log in to buy', path: `/product/${flash.id}`, open: button('افزودن به سبد خرید') },
        ],
      },
      {
        login: { ...ali, landing: '/user/dashboard' },
        openers: [
          { name: 'wallet top-up', path: '/wallet', open: button('افزایش موجودی') },
          { name: 'cancel an order', path: '/user/orders', open: button('لغو سفارش') },
          { name: 'close a ticket', path: '/support', before: (page) => page.getByText('مشکل در سایت').first().click(), open: (page) => page.getByTestId('ticket-close') },
        ],
      },
      // Sara's completed order with Negin's cafe is not rated by either side yet (demo data).
      { login: { ...DEMO_ACCOUNTS.customers[1], landing: '/user/dashboard' }, openers: [{ name: 'rate the cafe', path: '/user/orders', open: button('امتیاز به کافی‌نت') }] },
      { login: { ...negin, landing: '/coffenet/dashboard' }, openers: [{ name: 'rate the customer', path: '/coffenet/assignedorders', open: button('امتیاز به مشتری') }] },
      {
        login: { ...cafeAccount, landing: '/coffenet/dashboard' },
        openers: [
          { name: 'dashboard order details', path: '/coffenet/dashboard', open: button('جزئیات') },
          { name: 'dashboard status change', path: '/coffenet/dashboard', open: button('تغییر وضعیت') },
          { name: 'review and price', path: '/coffenet/assignedorders', open: (page) => card(page).getByRole('button', { name: 'بررسی و قیمت‌گذاری' }) },
          { name: 'reject', path: '/coffenet/assignedorders', open: (page) => card(page).getByRole('button', { name: 'رد سفارش' }) },
          // A demo order the cafe has accepted.
          { name: 'edit details', path: '/coffenet/assignedorders', open: button('ویرایش جزئیات') },
          { name: 'complete', path: '/coffenet/assignedorders', open: button('تکمیل سفارش') },
          { name: 'delete a service', path: '/coffenet/tasktable', open: (page) => page.getByRole('button', { name: /^حذف / }) },
          { name: 'bank accounts', path: '/wallet/coffenet', open: button('حساب‌های بانکی') },
          { name: 'withdrawal request', path: '/wallet/coffenet', open: button('درخواست برداشت') },
        ],
      },
      {
        login: { ...admin, landing: '/admin/dashboard' },
        openers: [
          { name: 'order details', path: '/admin/orders', open: (page) => page.getByTestId('admin-order-row').getByRole('button') },
          { name: 'platform deposit', path: '/wallet/admin', open: button('واریز') },
          { name: 'platform withdrawal', path: '/wallet/admin', open: button('برداشت') },
          { name: 'platform transfer', path: '/wallet/admin', open: button('انتقال') },
          { name: 'platform top-up', path: '/wallet/admin', open: button('افزایش موجودی از درگاه') },
          { name: 'approve a withdrawal', path: '/wallet/admin', open: (page) => page.getByTestId('withdrawal-request').getByRole('button', { name: 'تایید', exact: true }) },
          { name: 'reject a withdrawal', path: '/wallet/admin', open: (page) => page.getByTestId('withdrawal-request').getByRole('button', { name: 'رد', exact: true }) },
          { name: 'a cafe’s fee', path: '/admin/finance', before: (page) => page.getByRole('tab', { name: 'کارمزدها' }).click(), open: button('تعیین کارمزد') },
          { name: 'edit a product', path: '/admin/store', open: (page) => page.getByRole('table').getByRole('button', { name: 'ویرایش', exact: true }) },
        ],
      },
    ];

    const found: string[] = [];
    const checked: string[] = [];
    for (const { login, viewport, openers } of plan) {
      const page = await newPage(suite.browser, viewport);
      if (login) await loginInBrowser(page, suite.app.url, login.username, login.password, login.landing);
      const result = await checkDialogs(page, openers);
      found.push(...result.found);
      checked.push(...result.checked);
      await page.context().close();
    }
    expect(checked).toHaveLength(plan.flatMap((p) => p.openers).length);
    expect(found).toEqual([]);
  });
});
