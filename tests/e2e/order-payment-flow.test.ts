import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ORDER_PAYMENT_MSG } from '@shared/orders/payment-messages';
import { ORDER_MSG } from '@shared/orders/messages';
import { WALLET_MSG } from '@shared/wallet/messages';
import { shortReference } from '@shared/reference';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { cafeOfManager } from '../../src-server/services/orders/access';
import { createOrder, priceOrder } from '../../src-server/services/orders/flow';
import { findUserByUsername } from '../../src-server/services/auth/users';
import { walletBalance } from '../../src-server/services/wallet/ledger';
import { orderEscrowBalance } from '../../src-server/services/orders/money';
import { VALID_IBAN } from '../helpers/money';
import { registerAccount, loginInBrowser } from './accounts';
import { newPage, screenshot, useBrowserSuite } from './harness';

const suite = useBrowserSuite();

const login = (page: Page, username: string, password: string, landing: string) => loginInBrowser(page, suite.app.url, username, password, landing);

/** Keeps the text of every toast shown in this tab, across page loads (sessionStorage). */
async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = JSON.parse(sessionStorage.getItem('e2e_toasts') ?? '[]');
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-toast-shelf] [data-toast]')) {
        const text = el.textContent?.trim();
        if (text && !seen.includes(text)) {
          seen.push(text);
          sessionStorage.setItem('e2e_toasts', JSON.stringify(seen));
        }
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}
const shownToasts = (page: Page): Promise<string[]> => page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e_toasts') ?? '[]'));

const balanceText = (page: Page) => page.getByTestId('wallet-balance').innerText();
const visible = (page: Page, text: string) => () => page.getByText(text).first().isVisible();

async function userRow(username: string) {
  const row = await findUserByUsername(suite.app.server.db, username);
  if (!row) throw new Error(`no account ${username}`);
  return row;
}

/** A priced order made through the domain functions the wizard and the cafe's pricing form call. */
async function pricedOrder(customerName: string, cafeName: string, priceRials: number, description: string) {
  const customer = await userRow(customerName);
  const cafeUser = await userRow(cafeName);
  const cafe = await cafeOfManager(suite.app.server.db, cafeUser);
  const task = await suite.app.server.db.selectFrom('tasks').select('id').where('cafe_id', '=', cafe.id).limit(1).executeTakeFirst();
  const { order } = await createOrder(
    suite.app.server.db,
    customer,
    { cafe_id: cafe.id, task_id: task?.id ?? null, service_type: task ? null : 'تایپ', description, client_request_key: null },
    new Date(),
  );
  await priceOrder(suite.app.server.db, cafeUser, { orderId: order.id, price: priceRials, estimated_time: '1d', assigned_employee: null }, new Date());
  return order.id;
}

async function orderState(orderId: string) {
  return suite.app.server.db.selectFrom('orders').select(['status', 'payment_status']).where('id', '=', orderId).executeTakeFirstOrThrow();
}

describe('paying service orders in the browser', () => {
  it('a customer tops up, pays an order from the wallet; the cafe completes it, gets price × (1 − fee), withdraws, and the admin approves', async () => {
    // Fresh accounts, so every balance starts at zero.
    const customerAccount = await registerAccount(suite.app.url);
    const cafeAccount = await registerAccount(suite.app.url, 'coffenet');
    const orderId = await pricedOrder(customerAccount.username, cafeAccount.username, 600_000, 'تایپ بیست صفحه مقاله');

    // 1. Top-up through the simulator's page.
    const customer = await newPage(suite.browser);
    await login(customer, customerAccount.username, customerAccount.password, '/user/dashboard');
    await customer.goto(`${suite.app.url}/wallet`);
    await expect.poll(() => balanceText(customer)).toBe('۰ تومان');
    await customer.getByRole('button', { name: 'افزایش موجودی' }).click();
    await customer.locator('input[name="amount"]').fill('100000');
    await customer.getByRole('button', { name: 'پرداخت', exact: true }).click();
    await customer.waitForURL(/\/pg\/StartPay\//);
    await customer.getByRole('button', { name: 'پرداخت', exact: true }).click();
    await customer.waitForURL(/\/wallet(\?|$)/);
    await expect.poll(visible(customer, WALLET_MSG.depositSuccess)).toBe(true);
    await expect.poll(() => balanceText(customer)).toBe('۱۰۰٬۰۰۰ تومان');

    // 2. The order chat's pay button leads to the payment page; the wallet pays it.
    await customer.goto(`${suite.app.url}/user/order-chat/${orderId}`);
    await customer.getByRole('link', { name: 'پرداخت سفارش' }).click();
    await customer.waitForURL(`${suite.app.url}/user/order-payment?orderId=${orderId}`);
    const summary = customer.getByTestId('order-payment-summary');
    await expect.poll(() => summary.innerText()).toContain('۶۰٬۰۰۰ تومان');
    expect(await summary.innerText()).toContain(cafeAccount.username);
    // What is paid for: the description and the delivery time the cafe gave.
    expect(await summary.innerText()).toContain('تایپ بیست صفحه مقاله');
    expect(await summary.innerText()).toContain('۱ روز');
    await expect.poll(() => customer.getByTestId('order-payment-balance').innerText()).toContain('۱۰۰٬۰۰۰ تومان');
    await customer.getByRole('radio', { name: /پرداخت از کیف پول/ }).check();
    await expect.poll(() => customer.getByRole('radio', { name: /پرداخت از کیف پول/ }).isChecked()).toBe(true);
    expect(await customer.getByRole('radio', { name: /پرداخت آنلاین/ }).isChecked()).toBe(false);
    await screenshot(customer, 'order-payment-page');
    await customer.getByRole('button', { name: 'پرداخت از کیف پول' }).click();
    await expect.poll(visible(customer, ORDER_PAYMENT_MSG.paidFromWallet)).toBe(true);
    await customer.waitForURL(`${suite.app.url}/user/order-chat/${orderId}`);
    expect(await orderState(orderId)).toEqual({ status: 'in_progress', payment_status: 'paid' });
    await customer.goto(`${suite.app.url}/wallet`);
    await expect.poll(() => balanceText(customer)).toBe('۴۰٬۰۰۰ تومان');

    // 3. The cafe completes it on its order management page.
    const cafe = await newPage(suite.browser);
    await login(cafe, cafeAccount.username, cafeAccount.password, '/coffenet/dashboard');
    // The payment page is open to every signed-in role; its back link leads to the cafe's own dashboard.
    await cafe.goto(`${suite.app.url}/user/order/${orderId}/payment`);
    await expect.poll(() => cafe.getByRole('link', { name: 'بازگشت به داشبورد' }).getAttribute('href')).toBe('/coffenet/dashboard');
    await cafe.goto(`${suite.app.url}/coffenet/orders`);
    await cafe.getByRole('tab', { name: /در حال انجام/ }).click();
    await cafe.getByTestId('cafe-order-item').filter({ hasText: 'تایپ' }).first().click();
    await cafe.getByRole('button', { name: 'تکمیل سفارش', exact: true }).click();
    await expect.poll(async () => (await orderState(orderId)).status).toBe('completed');

    // 4. Its wallet holds the price less the default 10 % fee: 60,000 × 0.9 toman. The dashboard
    // shows the total earnings and, under them, what is left after the fee.
    await cafe.goto(`${suite.app.url}/coffenet/dashboard`);
    const finance = cafe.getByTestId('cafe-finance-summary');
    await expect.poll(() => finance.innerText()).toMatch(/کل درآمد سفارش‌ها\s+۶۰٬۰۰۰ تومان/);
    expect(await finance.innerText()).toContain('خالص پس از کسر کارمزد: ۵۴٬۰۰۰ تومان');
    await cafe.goto(`${suite.app.url}/wallet/coffenet`);
    await expect.poll(() => balanceText(cafe)).toBe('۵۴٬۰۰۰ تومان');
    expect(await walletBalance(suite.app.server.db, (await userRow(cafeAccount.username)).id)).toBe(540_000);
    expect(await orderEscrowBalance(suite.app.server.db, orderId)).toBe(0);

    // 5. A withdrawal to a new bank account, approved by the admin.
    await cafe.getByRole('button', { name: 'حساب‌های بانکی' }).click();
    await cafe.getByRole('button', { name: 'افزودن حساب' }).click();
    await cafe.locator('input[name="iban"]').fill(VALID_IBAN);
    await cafe.locator('input[name="account_number"]').fill('0202-3030');
    await cafe.locator('input[name="bank"]').fill('ملی');
    await cafe.locator('input[name="full_name"]').fill('مدیر کافی‌نت تازه');
    await cafe.getByRole('button', { name: 'افزودن حساب' }).click();
    await expect.poll(() => cafe.getByTestId('bank-account').count()).toBe(1);
    await cafe.keyboard.press('Escape');
    await cafe.getByRole('button', { name: 'درخواست برداشت' }).click();
    await cafe.getByRole('dialog').getByLabel(/^حساب بانکی/).first().click();
    await cafe.getByRole('option', { name: /ملی، مدیر کافی‌نت تازه/ }).click();
    await cafe.locator('input[name="amount"]').fill('54000');
    await cafe.getByRole('button', { name: 'ثبت درخواست' }).click();
    await expect.poll(visible(cafe, WALLET_MSG.withdrawRequested)).toBe(true);
    await expect.poll(() => balanceText(cafe)).toBe('۰ تومان');

    const admin = await newPage(suite.browser);
    await login(admin, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password, '/admin/dashboard');
    await admin.goto(`${suite.app.url}/wallet/admin`);
    const request = admin.getByTestId('withdrawal-request').filter({ hasText: '۵۴٬۰۰۰ تومان' });
    await expect.poll(() => request.count()).toBe(1);
    await request.first().getByRole('button', { name: 'تایید' }).click();
    await admin.locator('textarea[name="message"]').fill('واریز شد');
    await admin.getByRole('button', { name: 'تایید و پرداخت' }).click();
    await expect.poll(visible(admin, WALLET_MSG.withdrawalApproved)).toBe(true);

    await cafe.reload();
    await cafe.getByRole('tab', { name: 'درخواست‌های برداشت' }).click();
    await expect.poll(() => cafe.getByTestId('withdrawal-request').first().innerText()).toContain('پرداخت شد');
    const status = await suite.app.server.db.selectFrom('withdrawal_requests').select('status').where('user_id', '=', (await userRow(cafeAccount.username)).id).execute();
    expect(status).toEqual([{ status: 'completed' }]);
    await customer.context().close();
    await cafe.context().close();
    await admin.context().close();
  });

  it('a customer short of money tops up the shortfall from the payment page and comes back to pay from the wallet', async () => {
    const customerAccount = await registerAccount(suite.app.url);
    const orderId = await pricedOrder(customerAccount.username, DEMO_ACCOUNTS.cafes[1].username, 180_000, 'تایپ دو صفحه');
    const page = await newPage(suite.browser);
    await recordToasts(page);
    await login(page, customerAccount.username, customerAccount.password, '/user/dashboard');
    await page.goto(`${suite.app.url}/user/order-payment?orderId=${orderId}`);
    await page.getByRole('link', { name: 'شارژ کیف پول' }).click();

    // The wallet opens its top-up with the shortfall filled in, and offers the way back.
    await page.waitForURL(/\/wallet\?topup=18000/);
    const dialog = page.getByRole('dialog');
    await expect.poll(async () => (await dialog.locator('input[name="amount"]').inputValue()).replace(/[^۰-۹0-9]/g, '')).toBe('۱۸۰۰۰');
    expect(await page.getByTestId('wallet-return').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'پرداخت', exact: true }).click();
    await page.waitForURL(/\/pg\/StartPay\//);
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
    await page.waitForURL(/\/wallet/);
    await expect.poll(() => page.getByTestId('wallet-balance').innerText().catch(() => '')).toContain('۱۸٬۰۰۰');

    // Back from the gateway, the way back to the order is still offered; it leads to a wallet payment.
    await page.getByTestId('wallet-return').getByRole('link', { name: WALLET_MSG.topUpReturnAction }).click();
    await page.waitForURL(`${suite.app.url}/user/order-payment?orderId=${orderId}`);
    await expect.poll(async () => page.getByRole('radio', { name: /پرداخت از کیف پول/ }).isEnabled()).toBe(true);

    // A quick double click on the wallet payment pays once and says only that it did.
    await page.getByRole('radio', { name: /پرداخت از کیف پول/ }).check();
    await page.getByRole('button', { name: 'پرداخت از کیف پول' }).evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    await expect.poll(visible(page, ORDER_PAYMENT_MSG.paidFromWallet)).toBe(true);
    expect(await orderState(orderId)).toEqual({ status: 'in_progress', payment_status: 'paid' });
    expect((await shownToasts(page)).filter((t) => t.includes(ORDER_MSG.notPayable))).toEqual([]);
    await page.context().close();
  });

  it('a customer pays an order online through the simulator and lands on /verify with the success card; the order is in progress', async () => {
    const customerAccount = await registerAccount(suite.app.url);
    const orderId = await pricedOrder(customerAccount.username, DEMO_ACCOUNTS.cafes[1].username, 250_000, 'ترجمه یک نامه اداری');

    const page = await newPage(suite.browser);
    await recordToasts(page);
    await login(page, customerAccount.username, customerAccount.password, '/user/dashboard');
    await page.goto(`${suite.app.url}/user/order/${orderId}/payment`);
    await expect.poll(() => page.getByTestId('order-payment-summary').innerText()).toContain('۲۵٬۰۰۰ تومان');
    // The status announcer has seen the order waiting for payment.
    const statuses = () => page.evaluate(() => Object.entries(localStorage).find(([k]) => k.startsWith('order_statuses:'))?.[1] ?? '');
    await expect.poll(statuses).toContain(`"${orderId}":"pending_payment"`);
    // An empty wallet: the wallet option is shown but cannot be chosen.
    await expect.poll(visible(page, 'کیف پول شما موجودی ندارد')).toBe(true);
    expect(await page.getByRole('radio', { name: /پرداخت از کیف پول/ }).isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'شارژ کیف پول' }).getAttribute('href')).toBe(
      `/wallet?topup=250000&return=${encodeURIComponent(`/user/order/${orderId}/payment`)}`,
    );
    await page.getByRole('button', { name: /پرداخت آنلاین/ }).click();

    await page.waitForURL(/\/pg\/StartPay\//);
    const stored = await page.evaluate(() => [localStorage.getItem('pending_payment_authority'), localStorage.getItem('pending_payment_order_id')]);
    expect(stored[0]).toMatch(/^A/);
    expect(stored[1]).toBe(orderId);
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
    await page.waitForURL(/\/verify\?/);
    const back = new URL(page.url());
    expect(Object.fromEntries(['type', 'payment_type', 'order_id', 'Status'].map((k) => [k, back.searchParams.get(k)]))).toEqual({
      type: 'site',
      payment_type: 'order',
      order_id: orderId,
      Status: 'OK',
    });

    const card = page.getByTestId('payment-success');
    await expect.poll(() => card.isVisible()).toBe(true);
    const text = await card.innerText();
    expect(text).toContain('سفارش کافی‌نت');
    // The order by its short reference; the 24-hex id stays in the addresses.
    expect(text).toContain(shortReference(orderId));
    expect(text).not.toContain(orderId);
    expect(text).toContain('۲۵٬۰۰۰ تومان');
    expect(text).toContain('کد پیگیری');
    await screenshot(page, 'verify-order-payment');
    expect(await page.evaluate(() => [localStorage.getItem('pending_payment_authority'), localStorage.getItem('pending_payment_order_id')])).toEqual([null, null]);
    expect(await orderState(orderId)).toEqual({ status: 'in_progress', payment_status: 'paid' });
    expect(await orderEscrowBalance(suite.app.server.db, orderId)).toBe(250_000);

    await page.getByRole('link', { name: 'گفتگوی سفارش' }).click();
    await page.waitForURL(`${suite.app.url}/user/order-chat/${orderId}`);
    await expect.poll(visible(page, 'در حال انجام')).toBe(true);
    expect(await page.getByRole('link', { name: 'پرداخت سفارش' }).count()).toBe(0);

    // The payment page now says the order is not waiting for payment.
    await page.goto(`${suite.app.url}/user/order-payment?orderId=${orderId}`);
    await expect.poll(() => page.getByTestId('order-not-payable').isVisible()).toBe(true);
    await page.goto(`${suite.app.url}/user/order-payment?orderId=nope`);
    await expect.poll(visible(page, ORDER_PAYMENT_MSG.invalidOrderId)).toBe(true);
    // The message says «خطا» itself: the box does not say it again above it.
    expect((await page.getByRole('alert').filter({ hasText: ORDER_PAYMENT_MSG.invalidOrderId }).innerText()).trim()).toBe(ORDER_PAYMENT_MSG.invalidOrderId);

    // The announcer has seen the order in progress, and never toasted the customer's own payment
    // as news (the success card said it).
    await expect.poll(statuses).toContain(`"${orderId}":"in_progress"`);
    expect((await shownToasts(page)).filter((t) => t.startsWith('سفارش شما'))).toEqual([]);
    await page.context().close();
  });
});
