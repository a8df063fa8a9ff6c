import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shortReference } from '@shared/reference';
import { MY_WITHDRAWALS_PAGE } from '@shared/wallet/schemas';
import { WALLET_MSG } from '@shared/wallet/messages';
import { findUserByUsername } from '../../src-server/services/auth/users';
import { createBankAccount } from '../../src-server/services/wallet/bank-accounts';
import { requestWithdrawal } from '../../src-server/services/wallet/withdrawals';
import { fundWallet, VALID_IBAN } from '../helpers/money';
import { loginInBrowser, registerAccount } from './accounts';
import { newPage, useBrowserSuite } from './harness';

const suite = useBrowserSuite();
const PAGE = MY_WITHDRAWALS_PAGE.size;
// Two whole pages and part of a third.
const COUNT = PAGE * 2 + 5;

/** The short references the cards show, top to bottom. */
const shownReferences = (page: Page) => page.getByTestId('withdrawal-request').getByTestId('withdrawal-reference').allInnerTexts();

describe('the cafe’s withdrawal requests past one page', () => {
  it('shows the first page, «درخواست‌های بیشتر» brings the rest, each request once, newest first', async () => {
    const db = suite.app.server.db;
    const account = await registerAccount(suite.app.url, 'coffenet');
    const cafe = (await findUserByUsername(db, account.username))!;
    await fundWallet(db, cafe.id, 10_000_000);
    const bank = await createBankAccount(db, cafe.id, { iban: VALID_IBAN, account_number: '0101-2020', bank: 'ملت', full_name: 'مدیر کافه' }, new Date());
    const base = Date.now() - COUNT * 60_000;
    for (let i = 0; i < COUNT; i++) await requestWithdrawal(db, cafe, { amount: 10_000 + i, account_id: bank.id, description: `برداشت ${i}` }, new Date(base + i * 60_000));
    const newestFirst = async () =>
      (await db.selectFrom('withdrawal_requests').select('id').where('user_id', '=', cafe.id).orderBy('created_at', 'desc').orderBy('id', 'desc').execute()).map((r) => shortReference(r.id));

    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, account.username, account.password, '/coffenet/dashboard');
    await page.goto(`${suite.app.url}/wallet/coffenet`);
    await page.getByRole('tab', { name: 'درخواست‌های برداشت' }).click();
    const cards = page.getByTestId('withdrawal-request');
    const more = page.getByRole('button', { name: 'درخواست‌های بیشتر' });
    await expect.poll(() => cards.count()).toBe(PAGE);
    expect(await shownReferences(page)).toEqual((await newestFirst()).slice(0, PAGE));

    // A request made elsewhere (another tab) while the first page is shown: the second page, read
    // after it, starts with the first page's last card again, and that card is shown once.
    await requestWithdrawal(db, cafe, { amount: 5_000, account_id: bank.id, description: 'از جای دیگر' }, new Date());
    await more.click();
    await expect.poll(() => cards.count()).toBe(PAGE * 2 - 1);
    expect(await shownReferences(page)).toEqual((await newestFirst()).slice(1, PAGE * 2));

    // A request made here refreshes every page shown: the newest two come first, none twice.
    await page.getByRole('button', { name: 'درخواست برداشت', exact: true }).click();
    await page.getByRole('dialog').getByLabel(/^حساب بانکی/).first().click();
    await page.getByRole('option', { name: /ملت، مدیر کافه/ }).click();
    await page.locator('input[name="amount"]').fill('1000');
    await page.getByRole('button', { name: 'ثبت درخواست' }).click();
    await expect.poll(() => page.getByText(WALLET_MSG.withdrawRequested).isVisible()).toBe(true);
    await expect.poll(async () => (await shownReferences(page))[0]).toBe((await newestFirst())[0]);
    await expect.poll(() => shownReferences(page)).toEqual((await newestFirst()).slice(0, PAGE * 2));

    await more.click();
    await expect.poll(() => cards.count()).toBe(COUNT + 2);
    expect(await shownReferences(page)).toEqual(await newestFirst());
    expect(await more.count()).toBe(0);
    expect(await page.getByRole('alert').filter({ hasText: /\S/ }).allInnerTexts()).toEqual([]);
    await page.context().close();
  });
});
