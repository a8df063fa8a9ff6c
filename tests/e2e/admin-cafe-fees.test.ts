import { describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@shared/admin/messages';
import { CAFE_FEES_PAGE } from '@shared/wallet/schemas';
import { persianDigits } from '@shared/text/digits';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { quickAccount } from '../helpers/money';
import { loginInBrowser } from './accounts';
import { newPage, useBrowserSuite } from './harness';

const suite = useBrowserSuite();

/** The admin's per-cafe fee list comes a page at a time (spec 3 §2 fees tab; thousands of cafes at scale). */
describe('admin cafe fee list in the browser', () => {
  it('pages with previous / next, searches by name, and says when nothing matches', async () => {
    const extra = CAFE_FEES_PAGE.size + 5;
    for (let i = 1; i <= extra; i++) await quickAccount(suite.app.server.db, 'coffenet', `گیم‌نت صفحه ${String(i).padStart(2, '0')}`);
    const { n } = await suite.app.server.db.selectFrom('cafes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const total = Number(n);
    expect(total).toBeLessThanOrEqual(CAFE_FEES_PAGE.size * 2);

    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password, '/admin/dashboard');
    await page.goto(`${suite.app.url}/admin/finance`);
    await page.getByRole('tab', { name: 'کارمزدها', exact: true }).click();
    const list = page.getByTestId('cafe-fee-list');
    const rows = list.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(CAFE_FEES_PAGE.size);
    const pager = list.getByRole('navigation', { name: 'صفحه‌بندی' });
    expect(await pager.getByRole('button', { name: 'قبلی' }).isDisabled()).toBe(true);
    const firstPage = await rows.allInnerTexts();

    await pager.getByRole('button', { name: 'بعدی' }).click();
    await expect.poll(() => rows.count()).toBe(total - CAFE_FEES_PAGE.size);
    expect(await pager.innerText()).toContain('صفحه ۲');
    expect(await pager.getByRole('button', { name: 'بعدی' }).isDisabled()).toBe(true);
    const secondPage = await rows.allInnerTexts();
    expect(new Set([...firstPage, ...secondPage]).size).toBe(total);

    await page.getByRole('textbox', { name: 'جستجوی نام کافی‌نت' }).fill('صفحه 07');
    await expect.poll(() => rows.allInnerTexts()).toEqual([expect.stringContaining('گیم‌نت صفحه 07')]);
    expect(await list.getByRole('navigation', { name: 'صفحه‌بندی' }).count()).toBe(0);

    await page.getByRole('textbox', { name: 'جستجوی نام کافی‌نت' }).fill('کافی‌نتی که نیست');
    await expect.poll(() => page.getByText(ADMIN_MSG.noCafes).isVisible()).toBe(true);
    await page.context().close();
  });

  it('names each cafe with its username, phone and address, as spec 3’s cafe fee row does', async () => {
    const cafe = await suite.app.server.db
      .selectFrom('cafes')
      .innerJoin('users', 'users.id', 'cafes.owner_id')
      .select(['cafes.cafe_name', 'cafes.phone', 'cafes.address', 'users.username'])
      .where('users.username', '=', DEMO_ACCOUNTS.cafes[0].username)
      .executeTakeFirstOrThrow();
    expect(cafe.phone && cafe.address).toBeTruthy();
    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password, '/admin/dashboard');
    await page.goto(`${suite.app.url}/admin/finance`);
    await page.getByRole('tab', { name: 'کارمزدها', exact: true }).click();
    await page.getByRole('textbox', { name: 'جستجوی نام کافی‌نت' }).fill(cafe.cafe_name);
    const row = page.getByTestId('cafe-fee-list').locator('tbody tr').filter({ hasText: cafe.username });
    await expect.poll(() => row.count()).toBe(1);
    const text = await row.innerText();
    expect(text).toContain(persianDigits(cafe.phone!));
    expect(text).toContain(cafe.address!);
    await page.context().close();
  });
});
