import { describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@shared/admin/messages';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { apiToken, loginInBrowser } from './accounts';
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
});
