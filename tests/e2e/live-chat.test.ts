import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { liveHub } from '../../src-server/services/notifications/live-hub';
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

describe('live chat in the browser', () => {
  it('shows the cafe’s new message in the customer’s open chat over the event stream, long before the 10 s poll', async () => {
    const customer = await newPage(suite.browser);
    await loginInBrowser(customer, suite.app.url, ali.username, ali.password, '/user/dashboard');
    const aliUser = await suite.app.server.db.selectFrom('users').select('id').where('username', '=', ali.username).executeTakeFirstOrThrow();
    const order = await suite.app.server.db
      .selectFrom('orders')
      .innerJoin('cafes', 'cafes.id', 'orders.cafe_id')
      .innerJoin('users', 'users.id', 'cafes.owner_id')
      .select('orders.id')
      .where('orders.user_id', '=', aliUser.id)
      .where('users.username', '=', azadi.username)
      .where('orders.status', 'in', ['pending', 'pending_payment', 'in_progress'])
      .executeTakeFirstOrThrow();
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
});
