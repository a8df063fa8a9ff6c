import { describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@shared/admin/messages';
import { ORDER_MSG } from '@shared/orders/messages';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { loginInBrowser, registerAccount } from './accounts';
import { newPage, useBrowserSuite } from './harness';
import { failProcedure } from './trpc-failures';

// Parts of pages whose load can fail on its own: each says what failed and offers a way on,
// rather than an empty control, a raw English error or a figure that reads "loading" forever.
const suite = useBrowserSuite();

describe('a part of a page that cannot be loaded', () => {
  it('customer: a preset service that fails to load can be tried again; the open-tickets tile does not spin forever', async () => {
    const customer = await registerAccount(suite.app.url);
    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, customer.username, customer.password, '/user/dashboard');

    const task = await suite.app.server.db.selectFrom('tasks').select(['id', 'title']).orderBy('created_at').executeTakeFirstOrThrow();
    const restoreTask = await failProcedure(page, 'catalogue.taskById');
    await page.goto(`${suite.app.url}/order/create?service=${task.id}`);
    await expect.poll(() => page.getByText(ORDER_MSG.taskLoadFailed).isVisible()).toBe(true);
    await restoreTask();
    await page.getByRole('button', { name: 'تلاش دوباره' }).click();
    await expect.poll(() => page.getByText(ORDER_MSG.taskLoadFailed).count()).toBe(0);
    await expect.poll(() => page.getByLabel('توضیحات سفارش').isVisible()).toBe(true);

    const restoreSummary = await failProcedure(page, 'tickets.mySummary');
    await page.goto(`${suite.app.url}/user/dashboard`);
    const tile = page.getByText('تیکت‌های باز').locator('..');
    await expect.poll(() => tile.innerText()).toContain('—');
    await restoreSummary();
    await page.context().close();
  });

  it('admin: the security events card names what failed; a failed holder search is the select’s error, not "nothing found"', async () => {
    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password, '/admin/dashboard');
    const restoreEvents = await failProcedure(page, 'security.events');
    await page.reload();
    await expect.poll(() => page.getByText(ADMIN_MSG.securityEventsLoad).isVisible()).toBe(true);
    await restoreEvents();

    await page.goto(`${suite.app.url}/wallet/admin`);
    const restoreHolders = await failProcedure(page, 'wallet.admin.searchHolders');
    await page.getByRole('button', { name: 'واریز', exact: true }).click();
    await page.getByRole('dialog').getByLabel(/^کاربر/).first().fill('ali');
    await expect.poll(() => page.getByRole('dialog').getByText(ADMIN_MSG.userSearchFailed, { exact: false }).isVisible()).toBe(true);
    await restoreHolders();
    await page.getByRole('dialog').getByLabel(/^کاربر/).first().fill('alir');
    await expect.poll(() => page.getByRole('dialog').getByText(ADMIN_MSG.userSearchFailed, { exact: false }).count()).toBe(0);
    await page.context().close();
  });
});
