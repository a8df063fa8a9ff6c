import { describe, expect, it } from 'vitest';
import { shortReference } from '@shared/reference';
import { TICKET_MSG } from '@shared/tickets/rules';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { findUserByUsername } from '../../src-server/services/auth/users';
import { loginInBrowser } from './accounts';
import { newPage, useBrowserSuite } from './harness';
import { newestOrderOf } from './orders-of';

const suite = useBrowserSuite();

/** Every raw form a record's id was shown in before: whole, and the statement's last eight characters. */
function rawForms(ids: string[]): string[] {
  return ids.flatMap((id) => [id, id.slice(-8)]);
}

describe('tickets and wallet statements show readable references, not raw ids', () => {
  it('a customer’s orders show each order’s reference, not its id', async () => {
    const ali = DEMO_ACCOUNTS.customers[0];
    const db = suite.app.server.db;
    const owner = await findUserByUsername(db, ali.username);
    const ids = (await db.selectFrom('orders').select('id').where('user_id', '=', owner!.id).execute()).map((o) => o.id);
    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, ali.username, ali.password, '/user/dashboard');
    await page.goto(`${suite.app.url}/user/orders`);
    const cards = page.getByTestId('my-order');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    const shown = await cards.getByTestId('order-reference').allInnerTexts();
    expect(shown).toHaveLength(await cards.count());
    for (const reference of shown) expect(ids.map(shortReference)).toContain(reference);
    const text = (await cards.allInnerTexts()).join('\n');
    for (const id of ids) expect(text).not.toContain(id);
    await page.context().close();
  });

  it('an order’s chat shows its reference to the customer and the cafe, and so do the cafe’s order panel and cards', async () => {
    const db = suite.app.server.db;
    const ali = DEMO_ACCOUNTS.customers[0];
    // Ali's order that waits for its cafe: it opens in the cafe's panel's first tab.
    const order = await db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.user_id')
      .innerJoin('cafes', 'cafes.id', 'orders.cafe_id')
      .innerJoin('users as manager', 'manager.id', 'cafes.owner_id')
      .select(['orders.id', 'manager.username as cafe'])
      .where('users.username', '=', ali.username)
      .where('orders.status', '=', 'pending')
      .orderBy('orders.created_at', 'desc')
      .executeTakeFirstOrThrow();
    const cafe = DEMO_ACCOUNTS.cafes.find((c) => c.username === order.cafe)!;
    const reference = shortReference(order.id);

    const customer = await newPage(suite.browser);
    await loginInBrowser(customer, suite.app.url, ali.username, ali.password, '/user/dashboard');
    await customer.goto(`${suite.app.url}/user/order-chat/${order.id}`);
    await expect.poll(() => customer.getByTestId('order-reference').allInnerTexts()).toEqual([reference]);
    expect(await customer.locator('main').innerText()).not.toContain(order.id);
    await customer.context().close();

    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, cafe.username, cafe.password, '/coffenet/dashboard');
    await page.goto(`${suite.app.url}/coffenet/chat/${order.id}`);
    await expect.poll(() => page.getByTestId('order-reference').allInnerTexts()).toEqual([reference]);
    // The order management panel: the picked order's detail names it.
    await page.goto(`${suite.app.url}/coffenet/orders`);
    await page.locator(`[data-testid="cafe-order-item"][data-order-id="${order.id}"]`).click();
    const detail = page.getByTestId('cafe-order-detail');
    await expect.poll(() => detail.getByTestId('order-reference').allInnerTexts()).toEqual([reference]);
    expect(await detail.innerText()).not.toContain(order.id);
    // The assigned orders' cards: one reference each, each one of the cafe's orders.
    const ids = (await db.selectFrom('orders').innerJoin('cafes', 'cafes.id', 'orders.cafe_id').innerJoin('users', 'users.id', 'cafes.owner_id').select('orders.id').where('users.username', '=', cafe.username).execute()).map((o) => shortReference(o.id));
    await page.goto(`${suite.app.url}/coffenet/assignedorders`);
    const cards = page.getByTestId('assigned-order');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    const shown = await cards.getByTestId('order-reference').allInnerTexts();
    expect(shown).toHaveLength(await cards.count());
    for (const r of shown) expect(ids).toContain(r);
    await page.context().close();
  });

  it('a customer’s ticket list, ticket and search by reference; the admin’s ticket list and its search by reference', async () => {
    const ali = DEMO_ACCOUNTS.customers[0];
    const db = suite.app.server.db;
    const owner = await findUserByUsername(db, ali.username);
    const tickets = await db.selectFrom('tickets').select('id').where('owner_id', '=', owner!.id).orderBy('updated_at', 'desc').orderBy('id', 'desc').execute();
    expect(tickets.length).toBeGreaterThan(1);
    const ids = tickets.map((t) => t.id);

    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, ali.username, ali.password, '/user/dashboard');
    await page.goto(`${suite.app.url}/support`);
    const list = page.getByTestId('my-tickets');
    await expect.poll(() => list.getByTestId('ticket-reference').allInnerTexts()).toEqual(ids.map(shortReference));
    const listText = await list.innerText();
    for (const raw of rawForms(ids)) expect(listText).not.toContain(raw);

    await list.getByTestId('ticket-row').first().click();
    const detail = page.getByTestId('ticket-detail');
    await expect.poll(() => detail.getByTestId('ticket-reference').innerText()).toBe(shortReference(ids[0]!));
    expect(await detail.innerText()).not.toContain(ids[0]);
    // The reference a row shows, typed into «جستجو با شماره تیکت», opens that ticket.
    await page.getByTestId('ticket-search-input').fill(shortReference(ids[1]!));
    await page.getByTestId('ticket-search').click();
    await page.waitForURL(`${suite.app.url}/support?ticketId=${ids[1]}`);
    await expect.poll(() => detail.getByTestId('ticket-reference').innerText()).toBe(shortReference(ids[1]!));
    // Someone else's reference is not found among one's own tickets.
    const others = await db.selectFrom('tickets').select('id').where('owner_id', '!=', owner!.id).executeTakeFirstOrThrow();
    await page.getByTestId('ticket-search-input').fill(shortReference(others.id));
    await page.getByTestId('ticket-search').click();
    await expect.poll(() => page.getByTestId('ticket-search-not-found').innerText()).toBe(TICKET_MSG.notFound);
    expect(await page.getByTestId('ticket-search-invalid').count()).toBe(0);
    // Neither an id nor a reference: the format alert, under its own id, and the not-found one is gone.
    await page.getByTestId('ticket-search-input').fill('not-a-ticket');
    await page.getByTestId('ticket-search').click();
    await expect.poll(() => page.getByTestId('ticket-search-invalid').innerText()).toBe(TICKET_MSG.invalidTicketId);
    expect(await page.getByTestId('ticket-search-not-found').count()).toBe(0);
    // A search that gets no answer says so under a third id, not as "not found".
    const ownSearch = ({ pathname }: URL) => pathname.startsWith('/trpc/') && pathname.slice('/trpc/'.length).split(',').includes('tickets.my');
    await page.route(ownSearch, (route) => route.abort('internetdisconnected'));
    await page.getByTestId('ticket-search-input').fill(shortReference(ids[0]!));
    await page.getByTestId('ticket-search').click();
    await expect.poll(() => page.getByTestId('ticket-search-failed').count()).toBe(1);
    expect(await page.getByTestId('ticket-search-not-found').count()).toBe(0);
    expect(await page.getByTestId('ticket-search-invalid').count()).toBe(0);
    await page.unroute(ownSearch);
    await page.context().close();

    // A cafe's /support has the same search: another person's ticket is not found there either.
    const azadi = DEMO_ACCOUNTS.cafes[0];
    const cafe = await newPage(suite.browser);
    await loginInBrowser(cafe, suite.app.url, azadi.username, azadi.password, '/coffenet/dashboard');
    await cafe.goto(`${suite.app.url}/support`);
    await cafe.getByTestId('ticket-search-input').fill(shortReference(ids[0]!));
    await cafe.getByTestId('ticket-search').click();
    await expect.poll(() => cafe.getByTestId('ticket-search-not-found').innerText()).toBe(TICKET_MSG.notFound);
    expect(await cafe.getByTestId('ticket-search-invalid').count()).toBe(0);
    await cafe.context().close();

    const admin = await newPage(suite.browser);
    await loginInBrowser(admin, suite.app.url, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password, '/admin/dashboard');
    await admin.goto(`${suite.app.url}/admin/support`);
    const rows = admin.getByTestId('admin-ticket-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    const adminText = await admin.getByTestId('admin-tickets').innerText();
    for (const raw of rawForms(ids)) expect(adminText).not.toContain(raw);
    // The reference as a customer reads it out finds that one ticket.
    await admin.getByTestId('admin-ticket-id').fill(shortReference(ids[1]!));
    await admin.getByTestId('admin-ticket-search').click();
    await expect.poll(() => rows.getByTestId('ticket-reference').allInnerTexts()).toEqual([shortReference(ids[1]!)]);
    await admin.context().close();
  });

  it('the admin’s search by code shows each result’s reference: an order’s, a withdrawal’s, a statement line’s', async () => {
    const db = suite.app.server.db;
    const ali = DEMO_ACCOUNTS.customers[0];
    const order = await newestOrderOf(db, ali.username);
    const withdrawal = await db.selectFrom('withdrawal_requests').select('id').executeTakeFirstOrThrow();
    const line = await db
      .selectFrom('ledger_entries')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
      .innerJoin('users', 'users.id', 'ledger_accounts.user_id')
      .select(['ledger_entries.id', 'ledger_entries.transfer_id'])
      .where('users.username', '=', ali.username)
      .executeTakeFirstOrThrow();

    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password, '/admin/dashboard');
    await page.goto(`${suite.app.url}/admin/finance`);
    const rows = page.getByTestId('code-result');
    const search = async (code: string) => {
      await page.getByLabel('کد سفارش، برداشت، تراکنش یا پرداخت').fill(code);
      await page.getByLabel('کد سفارش، برداشت، تراکنش یا پرداخت').press('Enter');
    };
    for (const [id, kind] of [[order, 'order'], [withdrawal.id, 'withdrawal'], [line.id, 'transaction']] as const) {
      await search(shortReference(id));
      await expect.poll(() => rows.getByTestId(`${kind}-reference`).allInnerTexts(), { message: kind }).toEqual([shortReference(id)]);
      // Every row found by the reference shows one (a gateway payment, found by the gateway's code, would show «—»).
      expect(await rows.locator('[data-testid$="-reference"]').count(), kind).toBe(await rows.count());
    }
    // The statement line's row is its transfer, named by the line's reference, not the transfer's own.
    expect((await rows.allInnerTexts()).join('\n')).not.toContain(shortReference(line.transfer_id));
    await page.context().close();
  });

  it('a customer’s wallet statement', async () => {
    const ali = DEMO_ACCOUNTS.customers[0];
    const db = suite.app.server.db;
    const owner = await findUserByUsername(db, ali.username);
    const entries = await db
      .selectFrom('ledger_entries')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
      .select('ledger_entries.id')
      .where('ledger_accounts.user_id', '=', owner!.id)
      .execute();
    const ids = entries.map((e) => e.id);
    const references = new Set(ids.map(shortReference));

    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, ali.username, ali.password, '/user/dashboard');
    await page.goto(`${suite.app.url}/wallet`);
    const shown = page.getByTestId('transaction-row').getByTestId('transaction-reference');
    await expect.poll(() => shown.count()).toBeGreaterThan(0);
    const texts = await shown.allInnerTexts();
    expect(texts.filter((t) => !references.has(t))).toEqual([]);
    expect(await page.getByTestId('transaction-row').count()).toBe(texts.length);
    const statementText = await page.getByTestId('transaction-rows').innerText();
    for (const raw of rawForms(ids)) expect(statementText).not.toContain(raw);
    await page.context().close();
  });
});
