import { isolate } from '@shared/text/bidi';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPendingOrderMessage, statusChangeMessage } from '@shared/orders/announcements';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { registerAccount } from './accounts';
import { newPage, screenshot, useBrowserSuite } from './harness';

const suite = useBrowserSuite();

/** The public REST API, as the chat-bot or another client would call it. */
async function api(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const res = await fetch(`${suite.app.url}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  expect(res.status, `${path} answered ${res.status}`).toBeLessThan(300);
  return res.json();
}

async function tokenOf(username: string, password: string): Promise<string> {
  return (await api('/auth/login', { method: 'POST', body: { username, password } })).access_token;
}

async function loginInBrowser(page: Page, username: string, password: string) {
  await page.goto(`${suite.app.url}/login`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'ورود', exact: true }).last().click();
  await page.waitForURL(/\/dashboard$/);
}

describe('order status changes are announced (spec 1 §4)', () => {
  it('tells the customer their order was priced, once, and a cafe about a new pending order once', async () => {
    const customer = await registerAccount(suite.app.url);
    const customerToken = await tokenOf(customer.username, customer.password);
    const cafeAccount = DEMO_ACCOUNTS.cafes[1];
    const [cafe] = (await api('/coffenet/top')).filter((c: { cafe_name: string }) => c.cafe_name === cafeAccount.name);
    const task = cafe.tasks[0];
    const { order_id } = await api('/order', {
      method: 'POST',
      token: customerToken,
      body: { cafe_id: cafe.cafe_id, task_id: task._id, details: { description: 'اعلان وضعیت' } },
    });

    const page = await newPage(suite.browser);
    await loginInBrowser(page, customer.username, customer.password);
    await page.goto(`${suite.app.url}/user/orders`);
    await expect.poll(() => page.getByText(task.title).first().isVisible()).toBe(true);
    // The first look stores the status silently.
    await page.waitForTimeout(1_000);
    expect(await page.getByText('قیمت‌گذاری شد').count()).toBe(0);

    // The cafe prices the order while the customer is elsewhere…
    await page.goto('about:blank');
    const cafeToken = await tokenOf(cafeAccount.username, cafeAccount.password);
    await api(`/order/${order_id}/pricing`, { method: 'PATCH', token: cafeToken, body: { price: 40000, estimated_time: '3h' } });

    // …and the customer is told at the next look.
    await page.goto(`${suite.app.url}/user/orders`);
    const announcement = `سفارش شما «${isolate(task.title)}» قیمت‌گذاری شد و در انتظار پرداخت است`;
    await expect.poll(() => page.getByText(announcement).isVisible()).toBe(true);
    await screenshot(page, 'order-status-announcement');
    await page.reload();
    await page.waitForTimeout(1_500);
    expect(await page.getByText(announcement).count()).toBe(0);
    await page.context().close();

    // A cafe hears about each of its pending orders the first time it sees them, not again.
    const cafePage = await newPage(suite.browser);
    await loginInBrowser(cafePage, DEMO_ACCOUNTS.cafes[0].username, DEMO_ACCOUNTS.cafes[0].password);
    const newOrder = cafePage.getByText(/^سفارش جدید «.+» در انتظار بررسی شماست$/);
    await expect.poll(() => newOrder.first().isVisible()).toBe(true);
    await cafePage.reload();
    await cafePage.waitForTimeout(1_500);
    expect(await newOrder.count()).toBe(0);
    await cafePage.context().close();
  });

  it('toasts a new order once to a cafe with two tabs open (phone and desktop size), by the live stream, and not again after a reload', async () => {
    const cafeAccount = DEMO_ACCOUNTS.cafes[2];
    const context = await suite.browser.newContext({ locale: 'fa-IR', viewport: { width: 390, height: 844 } });
    const phone = await context.newPage();
    await loginInBrowser(phone, cafeAccount.username, cafeAccount.password);
    const desktop = await context.newPage();
    await desktop.setViewportSize({ width: 1366, height: 768 });
    await desktop.goto(`${suite.app.url}/coffenet/orders`);
    const tabs = [phone, desktop];
    const toasts = (page: Page) => page.locator('[data-toast-shelf] [data-toast]');
    // Whatever the first look announced has gone; both tabs are listening.
    for (const tab of tabs) await expect.poll(() => toasts(tab).count(), { timeout: 15_000 }).toBe(0);
    for (const tab of tabs) await expect.poll(() => tab.evaluate(() => document.visibilityState)).toBe('visible');

    const customer = await registerAccount(suite.app.url);
    const [cafe] = (await api('/coffenet/top')).filter((c: { cafe_name: string }) => c.cafe_name === cafeAccount.name);
    const task = cafe.tasks[0];
    const title = `${task.title}`;
    const { order_id } = await api('/order', {
      method: 'POST',
      token: await tokenOf(customer.username, customer.password),
      body: { cafe_id: cafe.cafe_id, task_id: task._id, details: { description: 'دو زبانه' } },
    });

    // Samples both tabs for 8 s (the poll runs every 30 s, so what shows came over the stream) and
    // counts each time the new order's toast appears in a tab.
    const message = newPendingOrderMessage(title);
    const appearances = [0, 0];
    const showing = [false, false];
    const until = Date.now() + 8_000;
    while (Date.now() < until) {
      for (const [i, tab] of tabs.entries()) {
        const now = (await toasts(tab).filter({ hasText: message }).count()) > 0;
        if (now && !showing[i]) appearances[i] = (appearances[i] ?? 0) + 1;
        showing[i] = now;
      }
      await phone.waitForTimeout(150);
    }
    expect(appearances).toSatisfy((a: number[]) => a[0]! + a[1]! === 1);
    // Why once: one visible tab holds the speaker lock, the other waits for it (a per-look lock
    // was not enough: a tab in another renderer process can read localStorage before the other's write).
    const speakerLocks = () =>
      phone.evaluate(async () => {
        const { held = [], pending = [] } = await navigator.locks.query();
        const mine = (l: { name?: string }) => l.name?.startsWith('order-announcer:') ?? false;
        return { held: held.filter(mine).length, pending: pending.filter(mine).length };
      });
    await expect.poll(speakerLocks).toEqual({ held: 1, pending: 1 });

    for (const tab of tabs) await tab.reload();
    await phone.waitForTimeout(2_500);
    for (const tab of tabs) expect(await toasts(tab).filter({ hasText: message }).count()).toBe(0);

    // The cafe's own pricing is not announced back to it (its form said so already).
    await api(`/order/${order_id}/pricing`, { method: 'PATCH', token: await tokenOf(cafeAccount.username, cafeAccount.password), body: { price: 30000, estimated_time: '2h' } });
    // The live event reaches the tabs at once; the look it starts answers within a second.
    await phone.waitForTimeout(3_000);
    for (const tab of tabs) expect(await toasts(tab).filter({ hasText: statusChangeMessage(task.title, 'pending_payment', 'coffenet') }).count()).toBe(0);
    await context.close();
  });
});
