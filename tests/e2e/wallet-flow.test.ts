import { describe, expect, it } from 'vitest';
import { shortReference } from '@shared/reference';
import type { Page } from 'playwright-core';
import { WALLET_MSG } from '@shared/wallet/messages';
import { PAGE_TITLES } from '@shared/page-titles';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { walletBalance } from '../../src-server/services/wallet/ledger';
import { newPage, partsNotShownWhole, screenshot, useBrowserSuite, VIEWPORTS } from './harness';
import { payOnSimulator, VALID_IBAN } from '../helpers/money';
import { formatNumber } from '@shared/wallet/money';
import { persianDigits } from '@shared/text/digits';
import { registerAccount, tomanOf, loginInBrowser } from './accounts';

const suite = useBrowserSuite();

const login = (page: Page, username: string, password: string, landing: string) => loginInBrowser(page, suite.app.url, username, password, landing);

const balanceText = (page: Page) => page.getByTestId('wallet-balance').innerText();

async function payOnGatewayPage(page: Page, returnPath: string) {
  await page.waitForURL(/\/pg\/StartPay\/A[0-9A-Z]{35}$/);
  await expect.poll(() => page.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' }).isVisible()).toBe(true);
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await page.waitForURL(new RegExp(`${returnPath}(\\?|$)`));
}

/** From /wallet to the gateway's page with a top-up of `toman`. */
async function startTopUp(page: Page, toman: string) {
  await page.goto(`${suite.app.url}/wallet`);
  await page.getByRole('button', { name: 'افزایش موجودی' }).click();
  await page.locator('input[name="amount"]').fill(toman);
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await page.waitForURL(/\/pg\/StartPay\//);
}

async function pickHolder(page: Page, label: string, username: string) {
  await page.getByRole('dialog').getByLabel(new RegExp(`^${label}`)).first().fill(username);
  // Names are bidi-isolated (FSI … PDI) inside the option label.
  await page.getByRole('option', { name: new RegExp(`^\\u2068?${username}\\u2069?، `) }).click();
}

describe('wallets in the browser', () => {
  it('shows every transaction whole on a phone: kind, amount, date and the balance after it', async () => {
    for (const [account, path] of [[DEMO_ACCOUNTS.customers[0], '/wallet'], [DEMO_ACCOUNTS.cafes[0], '/wallet/coffenet']] as const) {
      const page = await newPage(suite.browser, VIEWPORTS[0]);
      await login(page, account.username, account.password, path === '/wallet' ? '/user/dashboard' : '/coffenet/dashboard');
      await page.goto(`${suite.app.url}${path}`);
      const rows = page.getByTestId('transaction-row');
      await expect.poll(() => rows.count()).toBeGreaterThan(0);
      // The six-column table scrolled sideways inside the card and hid the date and the balance.
      expect(await partsNotShownWhole(page.getByTestId('transaction-rows'))).toEqual([]);
      for (const text of await rows.allInnerTexts()) {
        expect(text).toMatch(/[+−-][۰-۹٬]+ تومان/);
        expect(text).toMatch(/۱۴[۰-۹]{2}/); // the Jalali year of the date
        expect(text).toMatch(/مانده: [۰-۹٬]+ تومان/);
      }
      await page.context().close();
    }
  });

  it('a customer tops up through the simulator page, sees the success message and the new balance, and finds the transaction', async () => {
    const page = await newPage(suite.browser);
    // A new customer: the demo customers' wallets are funded by the seed.
    const customer = await registerAccount(suite.app.url);
    await login(page, customer.username, customer.password, '/user/dashboard');
    await page.getByRole('link', { name: 'کیف پول' }).first().click();
    await page.waitForURL(`${suite.app.url}/wallet`);
    await expect.poll(() => balanceText(page)).toBe('۰ تومان');
    await expect.poll(() => page.getByText(WALLET_MSG.noTransactions).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'افزایش موجودی' }).click();
    await page.locator('input[name="amount"]').fill('500');
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
    await expect.poll(() => page.getByText(WALLET_MSG.gatewayMinAmount).isVisible()).toBe(true);
    await page.locator('input[name="amount"]').fill('50000');
    await page.locator('input[name="description"]').fill('شارژ آزمایشی');
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();

    await payOnGatewayPage(page, '/wallet');
    await expect.poll(() => page.getByText(WALLET_MSG.depositSuccess).isVisible()).toBe(true);
    await expect.poll(() => balanceText(page)).toBe('۵۰٬۰۰۰ تومان');
    await page.waitForURL(`${suite.app.url}/wallet`); // the gateway's parameters are dropped
    const row = page.getByTestId('transaction-row');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.first().innerText()).toContain('+۵۰٬۰۰۰ تومان');
    expect(await row.first().innerText()).toContain('افزایش موجودی');
    await screenshot(page, 'wallet-after-top-up');

    // Searching by a piece of the id finds it; another piece finds nothing.
    const user = await suite.app.server.db.selectFrom('users').select('id').where('username', '=', customer.username).executeTakeFirstOrThrow();
    const [record] = await suite.app.server.db
      .selectFrom('ledger_entries')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
      .select('ledger_entries.id')
      .where('ledger_accounts.user_id', '=', user.id)
      .where('type', '=', 'deposit')
      .execute();
    await page.getByRole('textbox', { name: 'جستجو با شماره تراکنش' }).fill(record!.id.slice(4, 12));
    await expect.poll(() => row.count()).toBe(1);
    // So does the reference the row shows, typed as shown.
    expect(await row.getByTestId('transaction-reference').innerText()).toBe(shortReference(record!.id));
    await page.getByRole('textbox', { name: 'جستجو با شماره تراکنش' }).fill(shortReference(record!.id));
    await page.waitForTimeout(500); // the search waits for typing to pause
    await expect.poll(() => row.count()).toBe(1);
    await page.getByRole('textbox', { name: 'جستجو با شماره تراکنش' }).fill('ffffffffffffffffffff');
    await expect.poll(() => page.getByText(WALLET_MSG.noTransactionMatch).isVisible()).toBe(true);

    // Reloading the cleaned address verifies nothing again.
    await page.reload();
    await expect.poll(() => balanceText(page)).toBe('۵۰٬۰۰۰ تومان');
    expect(await walletBalance(suite.app.server.db, user.id)).toBe(500_000);

    // Coming back to the gateway's return address of this settled payment (back into the gateway and
    // out again) says it was already recorded, and announces no second top-up.
    const attempt = await suite.app.server.db.selectFrom('payment_attempts').select('authority').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    await page.goto(`${suite.app.url}/wallet?Authority=${attempt.authority}&Status=OK`);
    await expect.poll(() => page.getByText(WALLET_MSG.paymentAlreadyVerified).isVisible()).toBe(true);
    expect(await page.getByText(WALLET_MSG.depositSuccess).count()).toBe(0);
    expect(await walletBalance(suite.app.server.db, user.id)).toBe(500_000);
    await page.context().close();
  });

  it('announces a top-up that reconciliation settled while the payer was still on the gateway page as a success', async () => {
    const page = await newPage(suite.browser);
    const customer = await registerAccount(suite.app.url);
    await login(page, customer.username, customer.password, '/user/dashboard');
    await startTopUp(page, '20000');
    const authority = new URL(page.url()).pathname.split('/').pop()!;
    // The way back is held until the server has settled the payment on its own (as the reconciler does).
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/wallet\?Authority=/, async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
    await expect.poll(async () => (await suite.app.server.db.selectFrom('payment_attempts').select('status').where('authority', '=', authority).executeTakeFirstOrThrow()).status).not.toBe('pending');
    const settled = await fetch(`${suite.app.url}/api/payment/public/wallet/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ authority, Status: 'OK' }) });
    expect((await settled.json()).success).toBe(true);
    release();
    await expect.poll(() => page.getByText(WALLET_MSG.depositSuccess).isVisible()).toBe(true);
    await expect.poll(() => balanceText(page)).toBe('۲۰٬۰۰۰ تومان');
    await page.context().close();
  });

  it('shows the new balance when the verify lands while the balance is still loading', async () => {
    // Back from the gateway, the page asks for the balance and verifies at once. Here the balance
    // is read on the server before the verify starts, and reaches the page only after the verify
    // answered (as on a slow network): the page must ask again, not keep the ۰ تومان on its way.
    const page = await newPage(suite.browser);
    const customer = await registerAccount(suite.app.url);
    await login(page, customer.username, customer.password, '/user/dashboard');
    await page.goto(`${suite.app.url}/wallet`);
    await expect.poll(() => balanceText(page)).toBe('۰ تومان');
    await page.getByRole('button', { name: 'افزایش موجودی' }).click();
    await page.locator('input[name="amount"]').fill('30000');
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
    await page.waitForURL(/\/pg\/StartPay\//);

    let balanceRead!: () => void;
    const balanceWasRead = new Promise<void>((resolve) => (balanceRead = resolve));
    let held = false;
    await page.route(/\/trpc\/[^?]*wallet\.balance/, async (route) => {
      if (held) return route.continue();
      held = true;
      const answer = await route.fetch();
      balanceRead();
      // The fixed page cancels this request when the verify invalidates the balance, so the
      // answer usually has nowhere to go: fulfilling a cancelled request rejects, harmlessly.
      await page
        .getByText(WALLET_MSG.depositSuccess)
        .waitFor()
        .then(() => route.fulfill({ response: answer }))
        .catch(() => undefined);
    });
    await page.route(/\/trpc\/[^?]*wallet\.verifyTopUp/, async (route) => {
      await balanceWasRead;
      await route.continue();
    });
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
    await expect.poll(() => page.getByText(WALLET_MSG.depositSuccess).isVisible()).toBe(true);
    await expect.poll(() => balanceText(page)).toBe('۳۰٬۰۰۰ تومان');
    expect(held).toBe(true);
    await page.context().close();
  });

  it('a cancelled payment on the gateway page credits nothing and says so', async () => {
    const page = await newPage(suite.browser);
    const customer = await registerAccount(suite.app.url);
    await login(page, customer.username, customer.password, '/user/dashboard');
    await startTopUp(page, '20000');
    await page.getByRole('button', { name: 'انصراف' }).click();
    await page.waitForURL(/\/wallet/);
    await expect.poll(() => page.getByText(WALLET_MSG.paymentCancelled).isVisible()).toBe(true);
    await expect.poll(() => balanceText(page)).toBe('۰ تومان');
    await page.context().close();
  });

  it('the admin funds the platform, deposits to a cafe; the cafe adds a bank account and requests a withdrawal; the admin approves it', async () => {
    const admin = await newPage(suite.browser);
    await login(admin, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password, '/admin/dashboard');
    await admin.goto(`${suite.app.url}/wallet/admin`);
    // The demo orders' fees are already on the platform wallet: compare with what it held.
    await expect.poll(() => balanceText(admin)).toMatch(/تومان$/);
    const platformBefore = tomanOf(await balanceText(admin));
    const platformShows = (toman: number) => `${formatNumber(toman)} تومان`;

    await admin.getByRole('button', { name: 'افزایش موجودی از درگاه' }).click();
    await admin.locator('input[name="amount"]').fill('100000');
    await admin.getByRole('button', { name: 'پرداخت', exact: true }).click();
    await payOnGatewayPage(admin, '/wallet/admin');
    await expect.poll(() => admin.getByText(WALLET_MSG.depositSuccess).isVisible()).toBe(true);
    await expect.poll(() => balanceText(admin), { timeout: 20_000 }).toBe(platformShows(platformBefore + 100_000));

    // A new cafe: the demo cafes hold the settled earnings of the demo orders.
    const cafe = await registerAccount(suite.app.url, 'coffenet');
    await admin.getByRole('button', { name: 'واریز', exact: true }).click();
    await pickHolder(admin, 'کاربر', cafe.username);
    await admin.locator('input[name="amount"]').fill('30000');
    await admin.locator('input[name="description"]').fill('پیش‌پرداخت');
    await admin.getByRole('button', { name: 'ثبت', exact: true }).click();
    await expect.poll(() => admin.getByText(WALLET_MSG.depositDone).first().isVisible()).toBe(true);
    await expect.poll(() => balanceText(admin)).toBe(platformShows(platformBefore + 70_000));

    const cafePage = await newPage(suite.browser);
    await login(cafePage, cafe.username, cafe.password, '/coffenet/dashboard');
    await cafePage.goto(`${suite.app.url}/wallet/coffenet`);
    await expect.poll(() => balanceText(cafePage)).toBe('۳۰٬۰۰۰ تومان');

    await cafePage.getByRole('button', { name: 'حساب‌های بانکی' }).click();
    await cafePage.getByRole('button', { name: 'افزودن حساب' }).click();
    await expect.poll(() => cafePage.getByText(WALLET_MSG.ibanRequired).isVisible()).toBe(true);
    await cafePage.locator('input[name="iban"]').pressSequentially(VALID_IBAN);
    expect(await cafePage.locator('input[name="iban"]').inputValue()).toBe(persianDigits(VALID_IBAN));
    await cafePage.locator('input[name="account_number"]').fill('۰۱۰۱-2020');
    expect(await cafePage.locator('input[name="account_number"]').inputValue()).toBe('۰۱۰۱-۲۰۲۰');
    await cafePage.locator('input[name="bank"]').fill('ملت');
    await cafePage.locator('input[name="full_name"]').fill('مدیر آزادی');
    await cafePage.getByRole('button', { name: 'افزودن حساب' }).click();
    await expect.poll(() => cafePage.getByTestId('bank-account').count()).toBe(1);
    const [account] = await suite.app.server.db.selectFrom('bank_accounts').innerJoin('users', 'users.id', 'bank_accounts.user_id').select(['iban', 'account_number']).where('users.username', '=', cafe.username).execute();
    expect(account).toEqual({ iban: VALID_IBAN, account_number: '0101-2020' });
    await cafePage.keyboard.press('Escape');

    // The accounts cannot be read: the dialog says so, with a retry, rather than an empty select.
    const accountsCall = /\/trpc\/[^?]*wallet\.bankAccounts/;
    await cafePage.route(accountsCall, (route) => route.abort().catch(() => {}));
    await cafePage.reload();
    await cafePage.getByRole('button', { name: 'درخواست برداشت' }).click();
    await expect.poll(() => cafePage.getByRole('dialog').getByText(WALLET_MSG.bankAccountsLoadError).isVisible()).toBe(true);
    await cafePage.unroute(accountsCall);
    await cafePage.getByRole('dialog').getByRole('button', { name: 'تلاش دوباره' }).click();
    await cafePage.getByRole('dialog').getByLabel(/^حساب بانکی/).first().click();
    await cafePage.getByRole('option', { name: /ملت، مدیر آزادی/ }).click();
    await cafePage.locator('input[name="amount"]').fill('20000');
    await cafePage.getByRole('button', { name: 'ثبت درخواست' }).click();
    await expect.poll(() => cafePage.getByText(WALLET_MSG.withdrawRequested).isVisible()).toBe(true);
    await expect.poll(() => balanceText(cafePage)).toBe('۱۰٬۰۰۰ تومان');
    await cafePage.getByRole('tab', { name: 'درخواست‌های برداشت' }).click();
    await expect.poll(() => cafePage.getByTestId('withdrawal-request').first().innerText()).toContain('در انتظار بررسی');

    await admin.reload();
    const request = admin.getByTestId('withdrawal-request');
    await expect.poll(() => request.count()).toBe(1);
    expect(await request.first().innerText()).toContain('۲۰٬۰۰۰ تومان');
    // Both sides read the same short reference of the request, never its raw id.
    const asked = await suite.app.server.db.selectFrom('withdrawal_requests').select('id').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(await request.first().getByTestId('withdrawal-reference').innerText()).toBe(shortReference(asked.id));
    expect(await cafePage.getByTestId('withdrawal-request').first().getByTestId('withdrawal-reference').innerText()).toBe(shortReference(asked.id));
    expect(await request.first().innerText()).not.toContain(asked.id);
    await request.first().getByRole('button', { name: 'تایید' }).click();
    await admin.locator('textarea[name="message"]').fill('به حساب ملت واریز شد');
    await admin.locator('input[name="expected_time"]').fill('۲۴ ساعت');
    await admin.getByRole('button', { name: 'تایید و پرداخت' }).click();
    await expect.poll(() => admin.getByText(WALLET_MSG.withdrawalApproved).first().isVisible()).toBe(true);
    await expect.poll(() => admin.getByText(WALLET_MSG.noWithdrawals).isVisible()).toBe(true);
    await screenshot(admin, 'admin-wallet-after-approval');
    // The finance audit list says who asked and what changed, in Persian.
    await admin.goto(`${suite.app.url}/admin/finance`);
    const newestAction = admin.getByTestId('audit-finance').locator('tbody tr').first();
    await expect.poll(() => newestAction.innerText()).toContain(cafe.username);
    expect(await newestAction.innerText()).toContain('وضعیت: در انتظار بررسی ← پرداخت شد، مبلغ: ۲۰٬۰۰۰ تومان');

    await cafePage.reload();
    await cafePage.getByRole('tab', { name: 'درخواست‌های برداشت' }).click();
    const card = cafePage.getByTestId('withdrawal-request').first();
    await expect.poll(() => card.innerText()).toContain('پرداخت شد');
    expect(await card.innerText()).toContain('۲۴ ساعت');
    await admin.context().close();
    await cafePage.context().close();
  });

  it('the admin sets a cafe’s fee and resets it to the global fee', async () => {
    const page = await newPage(suite.browser);
    await login(page, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password, '/admin/dashboard');
    await page.goto(`${suite.app.url}/admin/finance`);
    await page.getByRole('tab', { name: 'کارمزدها', exact: true }).click();
    const row = page.getByRole('row', { name: new RegExp(DEMO_ACCOUNTS.cafes[1].name) });
    await expect.poll(() => row.innerText()).toContain('سراسری (۱۰٪)');
    await row.getByRole('button', { name: 'تعیین کارمزد' }).click();
    await page.locator('input[name="cafe_fee"]').fill('1.5');
    await expect.poll(() => page.getByText('مقدار کارمزد باید بین ۰ و ۱ باشد').isVisible()).toBe(true);
    await page.locator('input[name="cafe_fee"]').fill('0.05');
    await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
    await expect.poll(() => page.getByText(`کارمزد ${DEMO_ACCOUNTS.cafes[1].name} ذخیره شد`).isVisible()).toBe(true);
    await expect.poll(() => row.innerText()).toContain('۵٪');
    await row.getByRole('button', { name: 'بازگشت به سراسری' }).click();
    await expect.poll(() => row.innerText()).toContain('سراسری (۱۰٪)');
    await page.context().close();
  });
});

describe('payment result pages in the browser', () => {
  async function apiToken(username: string, password: string) {
    const res = await fetch(`${suite.app.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
    return ((await res.json()) as { access_token: string }).access_token;
  }

  async function paidTopUp(token: string, amount: number, action: 'pay' | 'cancel' = 'pay') {
    const res = await fetch(`${suite.app.url}/api/wallet/deposit/create-payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ amount }),
    });
    const { payment_url, authority } = (await res.json()) as { payment_url: string; authority: string };
    await payOnSimulator(payment_url, action);
    return authority;
  }

  it('recovers a pending payment at app start, shows the success card on /verify and forgets the stored keys', async () => {
    const customer = DEMO_ACCOUNTS.customers[1];
    const token = await apiToken(customer.username, customer.password);
    const authority = await paidTopUp(token, 70_000);
    const page = await newPage(suite.browser);
    await login(page, customer.username, customer.password, '/user/dashboard');
    await page.evaluate(([a]) => {
      localStorage.setItem('pending_payment_authority', a!);
      localStorage.setItem('pending_payment_order_id', 'a1b2c3d4e5f6a1b2c3d4e5f6');
    }, [authority]);
    await page.goto(`${suite.app.url}/`);
    await page.waitForURL(/\/verify\?type=site&payment_type=order&authority=/);
    expect(page.url()).toContain('order_id=a1b2c3d4e5f6a1b2c3d4e5f6');
    const card = page.getByTestId('payment-success');
    await expect.poll(() => card.isVisible()).toBe(true);
    const text = await card.innerText();
    expect(text).toContain('افزایش موجودی کیف پول');
    expect(text).toContain('۷٬۰۰۰ تومان');
    expect(text).not.toContain('شماره سفارش'); // a top-up has no order, whatever the stored id said
    expect(text).toContain('موجودی جدید');
    expect(await page.evaluate(() => [localStorage.getItem('pending_payment_authority'), localStorage.getItem('pending_payment_order_id')])).toEqual([null, null]);
    await screenshot(page, 'verify-success');
    await page.getByRole('link', { name: 'بازگشت به داشبورد' }).click();
    await page.waitForURL(`${suite.app.url}/wallet`);
    await page.context().close();
  });

  it('shows the failure card for a cancelled payment and the spec’s errors for a bad address', async () => {
    const customer = DEMO_ACCOUNTS.customers[1];
    const authority = await paidTopUp(await apiToken(customer.username, customer.password), 30_000, 'cancel');
    const page = await newPage(suite.browser);
    await page.goto(`${suite.app.url}/verify?authority=${authority}&Status=NOK`);
    await expect.poll(() => page.getByTestId('payment-failure').isVisible()).toBe(true);
    expect(await page.getByTestId('payment-failure').innerText()).toContain(WALLET_MSG.paymentCancelled);

    // A check that cannot run: the page's title, the reason, the hint to look at the dashboard and the way back, on both pages.
    const checkFailed = async (path: string, reason: string, title: string) => {
      await page.goto(`${suite.app.url}${path}`);
      await expect.poll(() => page.getByText(reason).isVisible()).toBe(true);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(title);
      expect(await page.getByText(WALLET_MSG.checkFailedHint).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'بازگشت به داشبورد' }).getAttribute('href')).toBe('/user/dashboard');
    };
    await checkFailed('/verify', WALLET_MSG.authorityMissing, PAGE_TITLES['/verify']);
    await checkFailed(`/verify?type=site&payment_type=lottery&authority=${authority}`, WALLET_MSG.invalidSiteType, PAGE_TITLES['/verify']);
    await checkFailed('/payment-complete', WALLET_MSG.authorityMissing, PAGE_TITLES['/payment-complete']);
    await page.context().close();
  });

  it('verifies on /payment-complete and links the admin’s platform top-up back to the admin dashboard', async () => {
    const token = await apiToken(DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password);
    const res = await fetch(`${suite.app.url}/api/wallet/admin/deposit/create-payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ amount: 40_000 }),
    });
    const { payment_url, authority } = (await res.json()) as { payment_url: string; authority: string };
    await payOnSimulator(payment_url);
    const page = await newPage(suite.browser);
    await page.goto(`${suite.app.url}/payment-complete?authority=${authority}&Status=OK`);
    await expect.poll(() => page.getByTestId('payment-success').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'بازگشت به داشبورد' }).getAttribute('href')).toBe('/admin/dashboard');
    await page.context().close();
  });
});
