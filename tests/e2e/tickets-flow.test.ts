import { formatNumber } from '@shared/wallet/money';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TICKET_MSG, TICKET_POLL_MS } from '@shared/tickets/rules';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { findUserByUsername } from '../../src-server/services/auth/users';
import { loginInBrowser, registerAccount } from './accounts';
import { newPage, screenshot, useBrowserSuite } from './harness';
import { axeProblems } from './axe';

const suite = useBrowserSuite();

const loginAt = (page: Page, username: string, password: string, landing: string) => loginInBrowser(page, suite.app.url, username, password, landing);
const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();

async function ticketsOf(username: string) {
  const user = await findUserByUsername(suite.app.server.db, username);
  return suite.app.server.db.selectFrom('tickets').select(['id', 'status', 'subject']).where('owner_id', '=', user!.id).execute();
}

describe('support tickets in the browser', () => {
  it('customer opens a ticket → admin bell → reply → toast once → customer replies → admin closes; broadcast reaches a cafe; bad id alert', async () => {
    const customer = await registerAccount(suite.app.url);
    const admin = DEMO_ACCOUNTS.admin;

    // 1. The customer files a ticket from /support (reached through the role navigation).
    const cPage = await newPage(suite.browser);
    await loginAt(cPage, customer.username, customer.password, '/user/dashboard');
    await cPage.getByRole('navigation', { name: 'بخش‌های پنل' }).getByRole('link', { name: 'پشتیبانی' }).click();
    await cPage.waitForURL(/\/support$/);
    await expect.poll(visible(cPage, TICKET_MSG.emptyList)).toBe(true);
    await cPage.getByTestId('new-ticket-subject').click();
    await cPage.getByRole('option', { name: 'پیگیری سفارش' }).click();
    await cPage.getByTestId('new-ticket-message').fill('سفارش من هنوز آماده نشده <b>است</b>');
    await cPage.getByTestId('new-ticket-send').dblclick();
    await cPage.waitForURL(/\/support\?ticketId=[0-9a-f]{24}$/);
    const ticketId = new URL(cPage.url()).searchParams.get('ticketId')!;
    await expect.poll(() => cPage.getByTestId('ticket-subject').textContent()).toBe('پیگیری سفارش');
    // HTML is shown as typed text.
    await expect.poll(visible(cPage, 'سفارش من هنوز آماده نشده <b>است</b>')).toBe(true);
    expect(await ticketsOf(customer.username)).toHaveLength(1); // a double click files one ticket
    expect(await axeProblems(cPage)).toEqual([]);

    // 2. The admin's bell shows the purple ticket notice, leading to /admin/support?ticketId=…
    const aPage = await newPage(suite.browser);
    await loginAt(aPage, admin.username, admin.password, '/admin/dashboard');
    await expect.poll(() => aPage.getByTestId('admin-open-tickets-count').textContent()).toBe('۳'); // seeded open + pending, and this one
    await aPage.getByRole('button', { name: /اعلان‌ها/ }).click();
    const notice = aPage.getByTestId('notification-item').filter({ hasText: 'تیکت جدید' }).first();
    await expect.poll(() => notice.isVisible()).toBe(true);
    const dot = await notice.locator('div[style*="border-radius: 50%"]').first().evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(dot).toMatch(/rgb\(\s*(\d+),\s*(\d+),\s*(\d+)\)/);
    const [r, g, b] = dot.match(/\d+/g)!.map(Number);
    expect(b! > g! && r! > g!).toBe(true); // violet
    await screenshot(aPage, 'tickets-admin-bell');
    await notice.click();
    await aPage.waitForURL(`${suite.app.url}/admin/support?ticketId=${ticketId}`);
    await expect.poll(() => aPage.getByTestId('ticket-subject').textContent()).toBe('پیگیری سفارش');
    await expect.poll(() => aPage.getByTestId('admin-ticket-row').count()).toBeGreaterThan(0);
    expect(await axeProblems(aPage)).toEqual([]);

    // 3. The admin replies (a blank reply is refused first).
    await aPage.getByTestId('ticket-reply-send').click();
    await expect.poll(visible(aPage, TICKET_MSG.replyRequired)).toBe(true);
    await aPage.getByTestId('ticket-reply-input').fill('سلام، سفارش شما امروز آماده می‌شود.');
    await aPage.getByTestId('ticket-reply-send').click();
    await expect.poll(visible(aPage, TICKET_MSG.replied)).toBe(true);
    await expect.poll(() => aPage.getByTestId('ticket-status').first().textContent()).toBe('پاسخ داده شده');

    // 4. The customer's next look toasts the answer once; a reload does not toast it again.
    await cPage.goto(`${suite.app.url}/user/dashboard`);
    const toast = cPage.getByText(/تیکت «\u2068?پیگیری سفارش\u2069?»: \u2068?سلام، سفارش شما/);
    await expect.poll(() => toast.isVisible()).toBe(true);
    await screenshot(cPage, 'tickets-customer-toast');
    await cPage.reload();
    await expect.poll(() => cPage.getByTestId('my-recent-tickets').getByText('پیگیری سفارش').isVisible()).toBe(true);
    await cPage.waitForTimeout(1500);
    expect(await toast.isVisible()).toBe(false);
    const processed = await cPage.evaluate(() => localStorage.getItem('processed_ticket_notifications'));
    expect(JSON.parse(processed!)).toHaveLength(1);

    // The dashboard counts the open ticket and links to it.
    await expect.poll(() => cPage.getByTestId('customer-stats').getByText('تیکت‌های باز').locator('..').textContent()).toContain('۱');
    await cPage.getByTestId('my-recent-tickets').getByTestId('recent-ticket').first().click();
    await cPage.waitForURL(`${suite.app.url}/support?ticketId=${ticketId}`);
    await expect.poll(visible(cPage, 'سلام، سفارش شما امروز آماده می‌شود.')).toBe(true);
    await expect.poll(() => cPage.getByTestId('ticket-message-sender').allTextContents()).toEqual(['شما', 'پشتیبانی']);

    // 5. The customer replies: the ticket awaits support.
    await cPage.getByTestId('ticket-reply-input').fill('ممنون، منتظرم.');
    await cPage.getByTestId('ticket-reply-send').click();
    await expect.poll(visible(cPage, TICKET_MSG.replied)).toBe(true);
    await expect.poll(() => cPage.getByTestId('ticket-detail').getByTestId('ticket-status').textContent()).toBe('در انتظار پاسخ');

    // 6. The admin closes it behind a confirm; the reply box is gone for the customer.
    await aPage.reload();
    await expect.poll(visible(aPage, 'ممنون، منتظرم.')).toBe(true);
    await aPage.getByTestId('ticket-close').click();
    await aPage.getByTestId('ticket-close-confirm').click();
    await expect.poll(visible(aPage, TICKET_MSG.closedOk)).toBe(true);
    await cPage.reload();
    await expect.poll(() => cPage.getByTestId('ticket-closed-note').isVisible()).toBe(true);
    expect(await cPage.getByTestId('ticket-reply-input').count()).toBe(0);
    expect(await cPage.getByTestId('ticket-close').count()).toBe(0);
    expect((await ticketsOf(customer.username))[0]!.status).toBe('closed');

    // 7. A malformed id in the search shows the alert and makes no call.
    const calls: string[] = [];
    cPage.on('request', (req) => {
      if (req.url().includes('tickets.byId')) calls.push(req.url());
    });
    await cPage.getByTestId('ticket-search-input').fill('not-a-ticket-id');
    await cPage.getByTestId('ticket-search').click();
    await expect.poll(() => cPage.getByTestId('ticket-search-invalid').textContent()).toBe(TICKET_MSG.invalidTicketId);
    expect(await cPage.getByTestId('ticket-search-not-found').count()).toBe(0);
    await cPage.waitForTimeout(500);
    expect(calls).toEqual([]);
    // An unknown (well-formed) id opens the ticket's panel, which says no ticket was found; the format alert is gone.
    await cPage.getByTestId('ticket-search-input').fill('f'.repeat(24));
    await cPage.getByTestId('ticket-search').click();
    await expect.poll(visible(cPage, TICKET_MSG.notFound)).toBe(true);
    expect(await cPage.getByTestId('ticket-search-invalid').count()).toBe(0);
    // A malformed id in the address is refused the same way, without a call or a retry button.
    calls.length = 0;
    await cPage.goto(`${suite.app.url}/support?ticketId=abc`);
    await expect.poll(() => cPage.getByTestId('ticket-detail').innerText()).toContain(TICKET_MSG.invalidTicketId);
    expect(await cPage.getByRole('button', { name: 'تلاش دوباره' }).count()).toBe(0);
    await aPage.goto(`${suite.app.url}/admin/support?ticketId=abc`);
    await expect.poll(() => aPage.getByTestId('ticket-detail').innerText()).toContain(TICKET_MSG.invalidTicketId);
    expect(calls).toEqual([]);

    // 8. A broadcast to all cafes reaches a cafe's /support.
    await aPage.getByTestId('broadcast-target').getByText('همه کافی‌نت‌ها').click();
    await aPage.getByTestId('broadcast-subject').fill('اطلاعیه ساعت کاری');
    await aPage.getByTestId('broadcast-message').fill('پشتیبانی جمعه‌ها تعطیل است.');
    await aPage.getByTestId('broadcast-send').click();
    // Every cafe account that is not blocked (the demo has an inactive cafe too; it still hears).
    const cafes = await suite.app.server.db.selectFrom('users').select('id').where('role', '=', 'coffenet').where('is_blocked', '=', 0).execute();
    await expect.poll(visible(aPage, `پیام با موفقیت ارسال شد (${formatNumber(cafes.length)} گیرنده)`)).toBe(true);
    await screenshot(aPage, 'tickets-admin-support');
    const cafe = DEMO_ACCOUNTS.cafes[0];
    const fPage = await newPage(suite.browser);
    await loginAt(fPage, cafe.username, cafe.password, '/coffenet/dashboard');
    await fPage.goto(`${suite.app.url}/support`);
    await expect.poll(() => fPage.getByTestId('my-tickets').getByText('اطلاعیه ساعت کاری').isVisible()).toBe(true);
    await fPage.getByTestId('my-tickets').getByText('اطلاعیه ساعت کاری').click();
    await expect.poll(visible(fPage, 'پشتیبانی جمعه‌ها تعطیل است.')).toBe(true);
    await screenshot(fPage, 'tickets-cafe-broadcast');
  }, 120_000);

  it('keeps an open ticket and the reply being typed when a refresh fails, with a note and a retry', async () => {
    const customer = await registerAccount(suite.app.url);
    const page = await newPage(suite.browser);
    await page.clock.install(); // time runs as usual; the 30 s refresh can be brought forward
    await loginAt(page, customer.username, customer.password, '/user/dashboard');
    await page.goto(`${suite.app.url}/support`);
    await page.getByTestId('new-ticket-subject').click();
    await page.getByRole('option', { name: 'پیگیری سفارش' }).click();
    await page.getByTestId('new-ticket-message').fill('پرسشی دربارهٔ سفارش');
    await page.getByTestId('new-ticket-send').click();
    await expect.poll(() => page.getByTestId('ticket-subject').textContent()).toBe('پیگیری سفارش');
    await page.getByTestId('ticket-reply-input').fill('پیش‌نویس پاسخ من');

    // The next refresh gets no answer (a dropped connection): the ticket and the draft stay.
    await page.route(/\/trpc\/[^?]*tickets\.byId/, (route) => route.abort().catch(() => {}));
    await page.clock.fastForward(TICKET_POLL_MS.detail + 1_000);
    await expect.poll(() => page.getByTestId('refresh-failed').isVisible()).toBe(true);
    expect(await page.getByTestId('ticket-reply-input').inputValue()).toBe('پیش‌نویس پاسخ من');
    expect(await page.getByTestId('ticket-subject').textContent()).toBe('پیگیری سفارش');

    // Once the connection is back, the retry clears the note.
    await page.unroute(/\/trpc\/[^?]*tickets\.byId/);
    await page.getByTestId('refresh-failed').getByRole('button', { name: 'تلاش دوباره' }).click();
    await expect.poll(() => page.getByTestId('refresh-failed').count()).toBe(0);
    expect(await page.getByTestId('ticket-reply-input').inputValue()).toBe('پیش‌نویس پاسخ من');
    await page.context().close();
  });

  it('a double click on "send reply" sends the reply once', async () => {
    const customer = await registerAccount(suite.app.url);
    const page = await newPage(suite.browser);
    await loginAt(page, customer.username, customer.password, '/user/dashboard');
    await page.goto(`${suite.app.url}/support`);
    await page.getByTestId('new-ticket-subject').click();
    await page.getByRole('option', { name: 'پیگیری سفارش' }).click();
    await page.getByTestId('new-ticket-message').fill('پرسش نخست');
    await page.getByTestId('new-ticket-send').click();
    await expect.poll(() => page.getByTestId('ticket-subject').textContent()).toBe('پیگیری سفارش');
    await page.getByTestId('ticket-reply-input').fill('یک پاسخ، یک بار');
    // Two clicks closer together than the page re-renders the button as busy (a quick double click).
    await page.getByTestId('ticket-reply-send').evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    await expect.poll(visible(page, TICKET_MSG.replied)).toBe(true);
    const [ticket] = await ticketsOf(customer.username);
    const replies = await suite.app.server.db.selectFrom('ticket_messages').select('message').where('ticket_id', '=', ticket!.id).where('message', '=', 'یک پاسخ، یک بار').execute();
    expect(replies).toHaveLength(1);
    await page.context().close();
  });
});
