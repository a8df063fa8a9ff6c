import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { liveHub } from '../../src-server/services/notifications/live-hub';
import { CAFE_ORDER_GROUP_LABELS, cafeOrderGroup } from '@shared/orders/state-machine';
import { loginInBrowser } from './accounts';
import { newPage, screenshot, useBrowserSuite } from './harness';

const suite = useBrowserSuite();
const [azadi] = DEMO_ACCOUNTS.cafes;
const [ali] = DEMO_ACCOUNTS.customers;

const visible = (page: Page, text: string) => () => page.getByText(text).first().isVisible();

async function apiToken(username: string, password: string): Promise<string> {
  const res = await fetch(`${suite.app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

const userIdOf = async (username: string) =>
  (await suite.app.server.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

/** An open order of Ali's with Azadi's cafe: its chat is where the messages go. */
const openOrderOfAliWithAzadi = () =>
  suite.app.server.db
    .selectFrom('orders')
    .innerJoin('cafes', 'cafes.id', 'orders.cafe_id')
    .innerJoin('users as manager', 'manager.id', 'cafes.owner_id')
    .innerJoin('users as customer', 'customer.id', 'orders.user_id')
    .select('orders.id')
    .where('customer.username', '=', ali.username)
    .where('manager.username', '=', azadi.username)
    .where('orders.status', 'in', ['pending', 'pending_payment', 'in_progress'])
    .executeTakeFirstOrThrow();

describe('live chat in the browser', () => {
  it('shows the cafe’s new message in the customer’s open chat over the event stream, long before the 10 s poll', async () => {
    const customer = await newPage(suite.browser);
    await loginInBrowser(customer, suite.app.url, ali.username, ali.password, '/user/dashboard');
    const aliUser = { id: await userIdOf(ali.username) };
    const order = await openOrderOfAliWithAzadi();
    await customer.goto(`${suite.app.url}/user/order-chat/${order.id}`);
    await expect.poll(() => customer.getByTestId('chat-messages').isVisible(), { timeout: 15_000 }).toBe(true);
    // The tab's event stream is open (the server in this process counts its listeners); from then on
    // the chat does not poll, so the message below can only arrive by the push.
    await expect.poll(() => liveHub.listening(aliUser.id), { timeout: 10_000 }).toBeGreaterThan(0);

    const cafeToken = await apiToken(azadi.username, azadi.password);
    const text = `پیام زنده ${Date.now()}`;
    const sent = await fetch(`${suite.app.url}/api/chat/send`, {
      method: 'POST',
      headers: { authorization: `Bearer ${cafeToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: order.id, message: text }),
    });
    expect(sent.status).toBe(201);
    // A poll would take up to 10 s (and is off while the stream is open); the push brings it at once.
    await expect.poll(visible(customer, text), { timeout: 4_000, interval: 200 }).toBe(true);
    await screenshot(customer, 'live-chat-message');
  });

  it('sends a message once on a quick double click of the send button', async () => {
    const customer = await newPage(suite.browser);
    await loginInBrowser(customer, suite.app.url, ali.username, ali.password, '/user/dashboard');
    const order = await openOrderOfAliWithAzadi();
    await customer.goto(`${suite.app.url}/user/order-chat/${order.id}`);
    const text = `یک بار ${Date.now()}`;
    await customer.getByRole('textbox', { name: 'متن پیام' }).fill(text);
    // Two clicks closer together than the page re-renders the button as busy.
    await customer.getByTestId('chat-send').evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    await expect.poll(visible(customer, text)).toBe(true);
    await expect.poll(() => customer.getByRole('textbox', { name: 'متن پیام' }).inputValue()).toBe('');
    const stored = await suite.app.server.db.selectFrom('chat_messages').select('id').where('order_id', '=', order.id).where('message', '=', text).execute();
    expect(stored).toHaveLength(1);
    await customer.context().close();
  });

  it('toasts a new message for 4 s to the other party elsewhere in the app, once; a click opens the chat; not in the open chat', async () => {
    const cafe = await newPage(suite.browser);
    await loginInBrowser(cafe, suite.app.url, azadi.username, azadi.password, '/coffenet/dashboard');
    const cafeUser = { id: await userIdOf(azadi.username) };
    const order = await openOrderOfAliWithAzadi();
    await expect.poll(() => liveHub.listening(cafeUser.id), { timeout: 10_000 }).toBeGreaterThan(0);
    const aliToken = await apiToken(ali.username, ali.password);
    const send = async (message: string) => {
      const res = await fetch(`${suite.app.url}/api/chat/send`, {
        method: 'POST',
        headers: { authorization: `Bearer ${aliToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ order_id: order.id, message }),
      });
      expect(res.status).toBe(201);
    };
    // The first look on this browser only remembered what was already unread: no burst of toasts.
    await cafe.waitForTimeout(1_000);
    expect(await cafe.getByText(/^پیام جدید از /).count()).toBe(0);

    const first = `سلام، فایل را فرستادم ${Date.now()}`;
    await send(first);
    const toastText = cafe.getByRole('button', { name: new RegExp(`^پیام جدید از .*${first}`) });
    await expect.poll(() => toastText.isVisible(), { timeout: 4_000, interval: 200 }).toBe(true);
    // Shown for 4 s, then gone (react-hot-toast keeps it a moment longer while it leaves).
    await expect.poll(() => toastText.isVisible(), { timeout: 8_000, interval: 250 }).toBe(false);
    // A reload does not toast it again.
    await cafe.reload();
    await expect.poll(() => liveHub.listening(cafeUser.id), { timeout: 10_000 }).toBeGreaterThan(0);
    await cafe.waitForTimeout(1_000);
    expect(await toastText.count()).toBe(0);

    const second = `پیام دوم ${Date.now()}`;
    await send(second);
    const secondToast = cafe.getByRole('button', { name: new RegExp(`^پیام جدید از .*${second}`) });
    await expect.poll(() => secondToast.isVisible(), { timeout: 4_000, interval: 200 }).toBe(true);
    await secondToast.click();
    await cafe.waitForURL(`${suite.app.url}/coffenet/chat/${order.id}`);
    await expect.poll(visible(cafe, second)).toBe(true);

    // In the open chat the message shows in place, without a toast.
    const third = `پیام سوم ${Date.now()}`;
    await send(third);
    await expect.poll(() => cafe.getByTestId('chat-messages').getByText(third).isVisible(), { timeout: 4_000, interval: 200 }).toBe(true);
    await cafe.waitForTimeout(1_500); // the unread list refreshes on the same push
    expect(await cafe.getByText(/^پیام جدید از /).count()).toBe(0);

    // Nor in the chat inside the order management panel.
    await cafe.getByRole('navigation', { name: 'بخش‌های پنل' }).getByRole('link', { name: 'مدیریت سفارش‌ها' }).click();
    const { status } = await suite.app.server.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow();
    await cafe.getByRole('tab', { name: new RegExp(CAFE_ORDER_GROUP_LABELS[cafeOrderGroup(status, false)]) }).click();
    await cafe.locator(`[data-order-id="${order.id}"]`).click();
    await expect.poll(() => cafe.getByTestId('cafe-order-detail').getByTestId('chat-messages').getByText(third).isVisible()).toBe(true);
    const fourth = `پیام چهارم ${Date.now()}`;
    await send(fourth);
    await expect.poll(() => cafe.getByTestId('chat-messages').getByText(fourth).isVisible(), { timeout: 4_000, interval: 200 }).toBe(true);
    await cafe.waitForTimeout(1_500);
    expect(await cafe.getByText(/^پیام جدید از /).count()).toBe(0);
    await cafe.context().close();
  });

  it('raises the unread badge on the customer’s order card and shows an admin’s ticket reply at once, not at the next poll', async () => {
    const customer = await newPage(suite.browser);
    await loginInBrowser(customer, suite.app.url, ali.username, ali.password, '/user/dashboard');
    const order = await openOrderOfAliWithAzadi();
    const [cafeToken, aliToken, adminToken] = await Promise.all([
      apiToken(azadi.username, azadi.password),
      apiToken(ali.username, ali.password),
      apiToken(DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password),
    ]);
    const post = (path: string, token: string, body: unknown) =>
      fetch(`${suite.app.url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });

    // Moves inside the app keep the tab's one stream; it must be listening before anything is sent.
    const aliId = await userIdOf(ali.username);
    await expect.poll(() => liveHub.listening(aliId), { timeout: 10_000 }).toBeGreaterThan(0);
    await customer.getByRole('navigation', { name: 'بخش‌های پنل' }).getByRole('link', { name: 'سفارش‌های من' }).click();
    const card = customer.getByTestId('my-order').filter({ has: customer.locator(`a[href="/user/order-chat/${order.id}"]`) });
    await expect.poll(() => card.isVisible()).toBe(true);
    const badge = async () => {
      const indicator = card.locator('.mantine-Indicator-indicator');
      return (await indicator.count()) === 0 || !(await indicator.isVisible()) ? '' : indicator.innerText();
    };
    const before = await badge();
    expect((await post('/chat/send', cafeToken, { order_id: order.id, message: 'پیامی برای نشان خوانده‌نشده' })).status).toBeLessThan(300);
    // Well inside the 30 s the order list would otherwise wait for a refresh.
    await expect.poll(badge, { timeout: 5_000 }).not.toBe(before);

    const created = await post('/ticket/create', aliToken, { subject: 'پیگیری سفارش', message: 'سفارشم کی آماده می‌شود؟' });
    const ticketId = ((await created.json()) as { id: string }).id;
    await customer.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `/support?ticketId=${ticketId}`);
    await expect.poll(() => customer.getByTestId('ticket-subject').isVisible()).toBe(true);
    expect((await post(`/ticket/${ticketId}/reply`, adminToken, { message: 'فردا صبح آماده است.' })).status).toBeLessThan(300);
    // The open ticket polls every 30 s; the reply's live notice refreshes it at once.
    await expect.poll(visible(customer, 'فردا صبح آماده است.'), { timeout: 5_000 }).toBe(true);
    await customer.context().close();
  });
});

