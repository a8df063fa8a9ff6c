import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ROLE_LABELS } from '@shared/auth/roles';
import { ORDER_MSG } from '@shared/orders/messages';
import { tomanToRials } from '@shared/wallet/money';
import { DEMO_ACCOUNTS, demoId } from '../../src-server/seed/demo';
import { DEMO_PAID_WITHDRAWAL } from '../../src-server/seed/demo-admin';
import { findUserByUsername } from '../../src-server/services/auth/users';
import { walletBalance } from '../../src-server/services/wallet/ledger';
import { requestWithdrawal } from '../../src-server/services/wallet/withdrawals';
import { loginInBrowser } from './accounts';
import { newPage, useBrowserSuite } from './harness';

/** Number and separator polish of 28 Nov, afternoon: wallet, store and pricing screens, rating texts. */
const suite = useBrowserSuite();
const [ALI, SARA] = DEMO_ACCOUNTS.customers;
const [AZADI, , NEGIN] = DEMO_ACCOUNTS.cafes;
const ADMIN = DEMO_ACCOUNTS.admin;

/** A short reference («ABCD-1234»), then «، » and a Persian digit (the date). */
const REFERENCE_THEN_DATE = /[0-9A-F]{4}-[0-9A-F]{4}، [۰-۹]/;
const mainText = (page: Page) => page.getByRole('main').innerText();
/** Sara's completed demo order at cafe_negin, not yet rated (src-server/seed/demo-orders.ts). */
const SARAS_ORDER = 'ثبت‌نام آزمون کارشناسی ارشد';
const toast = (page: Page, text: string) => () => page.getByText(text).first().isVisible();

describe('lines joined with «، » (never «·») on wallet and store screens', () => {
  it('the cafe’s greeting, bank accounts, withdrawal cards and the withdraw dialog’s accounts', async () => {
    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, NEGIN.username, NEGIN.password, '/coffenet/dashboard');
    await expect.poll(() => mainText(page)).toContain(`${ROLE_LABELS.coffenet}، عضو از `);

    await page.goto(`${suite.app.url}/wallet/coffenet`);
    await page.getByRole('button', { name: 'حساب‌های بانکی' }).click();
    await expect.poll(() => page.getByTestId('bank-account').first().innerText()).toContain('ملت، مدیر کافی‌نت نگین');
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'درخواست‌های برداشت' }).click();
    const card = page.getByTestId('withdrawal-request').first();
    await expect.poll(() => card.innerText()).toContain('ملت، مدیر کافی‌نت نگین');
    expect(await card.innerText()).toMatch(REFERENCE_THEN_DATE);
    expect(await card.innerText()).not.toContain('·');

    await page.getByRole('button', { name: 'درخواست برداشت' }).click();
    await page.getByRole('dialog').getByLabel(/^حساب بانکی/).first().click();
    const option = page.getByRole('option').first();
    await expect.poll(() => option.innerText()).toBe(`ملت، مدیر کافی‌نت نگین، ${DEMO_PAID_WITHDRAWAL.iban.slice(-6)}`);
    await page.context().close();
  });

  it('the admin’s pending withdrawal, its decision dialog and the wallet holder picker', async () => {
    const db = suite.app.server.db;
    const cafe = (await findUserByUsername(db, NEGIN.username))!;
    const account = await db.selectFrom('bank_accounts').select('id').where('user_id', '=', cafe.id).executeTakeFirstOrThrow();
    const balance = await walletBalance(db, cafe.id);
    expect(balance).toBeGreaterThanOrEqual(10_000);
    await requestWithdrawal(db, cafe, { amount: 10_000, account_id: account.id, description: '' }, new Date());

    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, ADMIN.username, ADMIN.password, '/admin/dashboard');
    await page.goto(`${suite.app.url}/wallet/admin`);
    const card = page.getByTestId('withdrawal-request').first();
    await expect.poll(() => card.innerText()).toContain(`${NEGIN.name}، موجودی فعلی`);
    expect(await card.innerText()).toMatch(REFERENCE_THEN_DATE);
    expect(await card.innerText()).not.toContain('·');
    await card.getByRole('button', { name: 'تایید' }).click();
    await expect.poll(() => page.getByRole('dialog').innerText()).toContain(`${NEGIN.name}، ۱٬۰۰۰ تومان`);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'واریز', exact: true }).click();
    await page.getByRole('dialog').getByLabel(/^کاربر/).first().fill(NEGIN.username);
    const option = page.getByRole('option').first();
    await expect.poll(() => option.innerText()).toMatch(new RegExp(`^\\u2068?${NEGIN.username}\\u2069?، \\u2068?${NEGIN.name}\\u2069? \\(${ROLE_LABELS.coffenet}\\)، [۰-۹٬]+ تومان$`));
    await page.context().close();
  });

  it('the customer’s store order rows', async () => {
    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, ALI.username, ALI.password, '/user/dashboard');
    await page.goto(`${suite.app.url}/user/courses`);
    const row = page.getByTestId('store-order-row').first();
    await expect.poll(() => row.innerText()).toMatch(new RegExp(`${REFERENCE_THEN_DATE.source}[^\\n]*، [۰-۹]+ عدد`));
    expect(await row.innerText()).not.toContain('·');
    await page.context().close();
  });
});

describe('the cafe’s price field', () => {
  it('groups «۵۰٬۰۰۰» as it is typed, in any digit script, deletes across the «٬», and prices the order 50,000 toman', async () => {
    const db = suite.app.server.db;
    const cafeId = demoId(`cafe:${AZADI.username}`);
    const pending = (await db.selectFrom('orders').select('id').where('cafe_id', '=', cafeId).where('status', '=', 'pending').execute()).map((o) => o.id);
    expect(pending.length).toBeGreaterThan(0);

    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, AZADI.username, AZADI.password, '/coffenet/dashboard');
    await page.goto(`${suite.app.url}/coffenet/orders`);
    await page.getByRole('main').getByRole('button', { name: /در انتظار تأیید/ }).last().click();
    const price = page.locator('input[name="price_toman"]');
    await expect.poll(() => price.inputValue()).toBe('۵۰٬۰۰۰'); // the suggestion
    await price.click(); // focused first, so what the focus shows is settled before the field is emptied
    await price.fill('');
    await price.pressSequentially('5000');
    expect(await price.inputValue()).toBe('۵٬۰۰۰'); // grouped while the field still has the focus
    await price.pressSequentially('0');
    expect(await price.inputValue()).toBe('۵۰٬۰۰۰');
    // Backspace just after the «٬» deletes the digit before it (deleting the mark alone would be undone by grouping).
    await price.evaluate((el: HTMLInputElement) => el.setSelectionRange(3, 3));
    await price.press('Backspace');
    expect(await price.inputValue()).toBe('۵٬۰۰۰');
    // Delete just before the «٬» deletes the digit after it.
    await price.evaluate((el: HTMLInputElement) => el.setSelectionRange(1, 1));
    await price.press('Delete');
    expect(await price.inputValue()).toBe('۵۰۰');
    await price.fill('');
    await price.pressSequentially('٥۰٠00'); // Arabic-Indic, Persian and Latin digits mixed
    expect(await price.inputValue()).toBe('۵۰٬۰۰۰');
    await page.getByRole('button', { name: 'ثبت قیمت و زمان' }).click();
    await expect.poll(toast(page, ORDER_MSG.reviewSaved)).toBe(true);
    const priced = await db.selectFrom('orders').select(['price']).where('id', 'in', pending).where('price', 'is not', null).execute();
    expect(priced.map((o) => o.price)).toEqual([tomanToRials(50_000)]);
    await page.context().close();
  });
});

describe('rating texts (spec 2)', () => {
  it('names the comment when one was written and the score otherwise, on failure and on success', async () => {
    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, SARA.username, SARA.password, '/user/dashboard');
    await page.goto(`${suite.app.url}/user/orders`);
    const card = page.getByTestId('my-order').filter({ hasText: SARAS_ORDER });
    await card.getByRole('button', { name: 'امتیاز به کافی‌نت' }).click();
    const dialog = page.getByRole('dialog');
    // The connection drops (a batched call through failProcedure would still reach the server and save the rating).
    const rateCall = /\/trpc\/[^?]*orders\.rate(,|\?|$)/;
    await page.route(rateCall, (route) => route.abort().catch(() => {}));
    await dialog.getByRole('textbox').fill('به موقع انجام شد');
    await dialog.getByRole('button', { name: 'ثبت امتیاز' }).click();
    await expect.poll(toast(page, `${ORDER_MSG.reviewCommentFailed}: `)).toBe(true);
    await dialog.getByRole('textbox').fill('');
    await dialog.getByRole('button', { name: 'ثبت امتیاز' }).click();
    await expect.poll(toast(page, `${ORDER_MSG.ratingFailed}: `)).toBe(true);
    await page.unroute(rateCall);
    await dialog.getByRole('button', { name: 'ثبت امتیاز' }).click();
    await expect.poll(toast(page, ORDER_MSG.ratingSaved)).toBe(true);
    const saved = await suite.app.server.db
      .selectFrom('ratings')
      .innerJoin('orders', 'orders.id', 'ratings.order_id')
      .select(['ratings.rating', 'ratings.comment'])
      .where('orders.description', '=', SARAS_ORDER)
      .execute();
    expect(saved).toEqual([{ rating: 5, comment: '' }]);
    await page.context().close();
  });
});
