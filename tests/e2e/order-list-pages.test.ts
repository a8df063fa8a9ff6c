import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ORDER_LIST_MAX } from '@shared/orders/schemas';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { findUserByUsername } from '../../src-server/services/auth/users';
import { cafeOfManager } from '../../src-server/services/orders/access';
import { createOrder } from '../../src-server/services/orders/flow';
import { ORDER_PAGE } from '../../src-client/features/orders/order-pages';
import { loginInBrowser, registerAccount } from './accounts';
import { newPage, useBrowserSuite } from './harness';

const suite = useBrowserSuite();
const NEGIN = DEMO_ACCOUNTS.cafes[2]!;
// More orders than the server gives in one answer (100), so the third page is past any one request.
const COUNT = ORDER_LIST_MAX + 20;

/** Clicks «سفارش‌های بیشتر» until it is gone, checking the rows grow by a page each time. */
async function loadAll(page: Page, rows: ReturnType<Page['locator']>) {
  const more = page.getByTestId('more-orders');
  let shown = ORDER_PAGE;
  await expect.poll(() => rows.count()).toBe(shown);
  while (await more.isVisible()) {
    await more.click();
    shown = Math.min(shown + ORDER_PAGE, COUNT);
    await expect.poll(() => rows.count()).toBe(shown);
  }
  expect(await page.getByRole('alert').filter({ hasText: /\S/ }).allInnerTexts()).toEqual([]);
}

describe('order lists past the server’s page size', () => {
  it('a customer and a cafe with 120 orders reach every one with «سفارش‌های بیشتر», on each list, without an error', async () => {
    const db = suite.app.server.db;
    const account = await registerAccount(suite.app.url);
    const customer = (await findUserByUsername(db, account.username))!;
    const cafe = await cafeOfManager(db, (await findUserByUsername(db, NEGIN.username))!);
    const task = await db.selectFrom('tasks').select('id').where('cafe_id', '=', cafe.id).limit(1).executeTakeFirstOrThrow();
    const base = Date.now() - COUNT * 60_000;
    for (let i = 0; i < COUNT; i++) {
      await createOrder(db, customer, { cafe_id: cafe.id, task_id: task.id, service_type: null, description: `سفارش صفحه ${i}`, client_request_key: null }, new Date(base + i * 60_000));
    }

    const user = await newPage(suite.browser);
    await loginInBrowser(user, suite.app.url, account.username, account.password, '/user/dashboard');
    await user.goto(`${suite.app.url}/user/orders`);
    await loadAll(user, user.getByText(/^سفارش صفحه \d+$/));
    // Newest first, each once: the oldest ends the list.
    expect(await user.getByText(/^سفارش صفحه \d+$/).last().innerText()).toBe('سفارش صفحه 0');
    await user.context().close();

    const manager = await newPage(suite.browser);
    await loginInBrowser(manager, suite.app.url, NEGIN.username, NEGIN.password, '/coffenet/dashboard');
    await manager.goto(`${suite.app.url}/coffenet/assignedorders`);
    await manager.getByRole('combobox', { name: 'وضعیت' }).click();
    await manager.getByRole('option', { name: 'در انتظار تأیید' }).click();
    const pending = await db.selectFrom('orders').select('id').where('cafe_id', '=', cafe.id).where('status', '=', 'pending').execute();
    expect(pending.length).toBe(COUNT);
    await loadAll(manager, manager.getByTestId('assigned-order'));

    // The management page: the pending tab says more follow («۵۰+»), and its button brings the rest.
    await manager.goto(`${suite.app.url}/coffenet/orders`);
    const items = manager.getByTestId('cafe-order-item');
    await expect.poll(() => manager.getByRole('tab', { name: /در انتظار تأیید/ }).innerText()).toContain('۵۰+');
    await loadAll(manager, items);
    await expect.poll(() => manager.getByRole('tab', { name: /در انتظار تأیید/ }).innerText()).toContain('۱۲۰');
    await manager.context().close();
  });
});
