import { describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@shared/admin/messages';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { VALID_IBAN, fundWallet } from '../helpers/money';
import { apiToken, loginInBrowser, registerAccount } from './accounts';
import { adminUserRowsTagged } from './admin-user-rows';
import { newPage, useBrowserSuite } from './harness';

const suite = useBrowserSuite();

describe('an admin list whose page loses its last row', () => {
  it('/admin/user: deleting the only user of page 2 steps back to page 1, not to «no users found»', async () => {
    // 11 accounts under one tag: ten on page 1, one on page 2 (pages of 10, spec 3 §9).
    const { page, rows } = await adminUserRowsTagged(suite, 'lastrow', 11);
    await expect.poll(() => rows.count()).toBe(10);
    await page.getByRole('button', { name: 'بعدی' }).click();
    await expect.poll(() => rows.count()).toBe(1);
    await expect.poll(() => page.getByText('صفحه ۲').count()).toBe(1);
    await rows.first().getByRole('button', { name: 'حذف' }).click();
    await page.getByRole('button', { name: 'بله' }).click();
    // The ten users of page 1 come back, with the pager gone (nothing after them) and no empty state.
    await expect.poll(() => rows.count()).toBe(10);
    expect(await page.getByText(ADMIN_MSG.noUsers).count()).toBe(0);
    await page.context().close();
  });

  it('/admin/coffenet: deleting the only cafe of page 2 steps back to page 1', async () => {
    const { admin } = DEMO_ACCOUNTS;
    const token = await apiToken(suite.app.url, admin.username, admin.password);
    // 13 cafes under one name: twelve on page 1, one on page 2.
    for (let i = 0; i < 13; i++) {
      const body = { cafe_name: `کافی‌نت برگه ${i}`, email: `lastcafe${i}@example.com`, username: `lastcafe_${i}`, phone: `0913000${String(i).padStart(4, '0')}`, address: 'تهران' };
      const res = await fetch(`${suite.app.url}/api/admin/coffenets`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
      expect(res.status).toBe(201);
    }
    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, admin.username, admin.password, '/admin/dashboard');
    await page.goto(`${suite.app.url}/admin/coffenet?search=${encodeURIComponent('کافی‌نت برگه')}`);
    const cards = page.getByTestId('admin-cafe-card');
    await expect.poll(() => cards.count()).toBe(12);
    await page.getByRole('button', { name: 'بعدی' }).last().click();
    await expect.poll(() => cards.count()).toBe(1);
    await cards.first().getByRole('button', { name: 'حذف' }).click();
    await page.getByRole('button', { name: 'بله' }).click();
    await expect.poll(() => cards.count()).toBe(12);
    expect(await page.getByText(ADMIN_MSG.noCafes).count()).toBe(0);
    await page.context().close();
  });

  it('/wallet/admin: every pending withdrawal request can be reached, a page at a time; deciding a page\'s last one steps back', async () => {
    const url = suite.app.url;
    const cafe = await registerAccount(url, 'coffenet');
    const token = await apiToken(url, cafe.username, cafe.password);
    const json = (path: string, body: unknown) =>
      fetch(`${url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    const me = (await (await fetch(`${url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).json()) as { id: string };
    await fundWallet(suite.app.server.db, me.id, 1_000_000);
    const account = (await (await json('/wallet/accounts', { IBAN: VALID_IBAN, account_number: '1234', bank: 'ملت', full_name: 'مدیر کافی‌نت' })).json()) as { id: string };
    // 61 requests: the list read the oldest 50 and had no next page, so the newest never showed.
    for (let i = 0; i < 61; i++) expect((await json('/wallet/withdraw-request', { amount: 10_000 + i * 10, account_id: account.id })).status).toBe(201);

    const { admin } = DEMO_ACCOUNTS;
    const page = await newPage(suite.browser);
    await loginInBrowser(page, url, admin.username, admin.password, '/admin/dashboard');
    await page.goto(`${url}/wallet/admin`);
    const cards = page.getByTestId('withdrawal-request');
    await expect.poll(() => cards.count()).toBe(20);
    for (const shown of ['صفحه ۲', 'صفحه ۳', 'صفحه ۴']) {
      await page.getByRole('button', { name: 'بعدی' }).click();
      await expect.poll(() => page.getByText(shown).count()).toBe(1);
    }
    // Pages of 20, oldest first: the newest request (the 61st, 10,600 rials) alone on page 4.
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().innerText()).toContain('۱٬۰۶۰ تومان');
    await cards.first().getByRole('button', { name: 'تایید' }).click();
    await page.getByRole('button', { name: 'تایید و پرداخت' }).click();
    await expect.poll(() => page.getByText('صفحه ۳').count()).toBe(1);
    await expect.poll(() => cards.count()).toBe(20);
    await page.context().close();
  });
});
