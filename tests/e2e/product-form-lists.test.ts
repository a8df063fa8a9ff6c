import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { STORE_ADMIN_MSG as M } from '@shared/store/admin-messages';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { loginInBrowser } from './accounts';
import { newPage, useBrowserSuite } from './harness';

// The add-product form's tags (at most 20) and a course's prerequisites and objectives (at most
// 30 lines): too many tags showed zod's English "Too big: expected array to have <=20 items",
// and too many lines refused the submit with no word at all (the text areas showed no error).
const suite = useBrowserSuite();

async function pick(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByLabel(label).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe("the add-product form's lists", () => {
  it('too many tags, prerequisites or objectives are named in Persian beside their fields', async () => {
    const admin = await newPage(suite.browser);
    await loginInBrowser(admin, suite.app.url, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password, '/admin/dashboard');
    await admin.goto(`${suite.app.url}/admin/store`);
    await admin.getByRole('tab', { name: 'افزودن محصول', exact: true }).click();
    const general = admin.getByRole('region', { name: 'افزودن محصول عمومی' });
    await pick(admin, general, 'نوع محصول', 'دوره ویدیویی');
    await general.getByLabel('نام محصول').fill('دوره آزمون فهرست‌ها');
    await general.getByLabel('قیمت (تومان)').fill('50000');
    await pick(admin, general, 'دسته‌بندی', 'دوره‌ها');
    await general.getByLabel('توضیحات').first().fill('دوره‌ای برای آزمون');
    await general.getByLabel('نام مدرس').fill('مدرس آزمون');
    await general.getByLabel('برچسب‌ها').fill(Array.from({ length: 21 }, (_, i) => `برچسب${i}`).join('، '));
    const lines = Array.from({ length: 31 }, (_, i) => `مورد ${i}`).join('\n');
    await general.getByLabel('پیش‌نیازها').fill(lines);
    await general.getByLabel('اهداف یادگیری').fill(lines);
    await general.getByRole('button', { name: 'افزودن محصول' }).click();

    const errorOf = (label: string) => general.getByLabel(label).first().getAttribute('aria-describedby');
    await expect.poll(() => general.getByText(M.tooManyTags, { exact: true }).count()).toBe(1);
    expect(await general.getByText(M.tooManyListItems, { exact: true }).count()).toBe(2);
    // Each message is the field's own description for screen readers.
    for (const label of ['برچسب‌ها', 'پیش‌نیازها', 'اهداف یادگیری']) expect(await errorOf(label)).toMatch(/error/);
    expect(await general.getByText(/Too big|expected/).count()).toBe(0);
    await admin.context().close();
  });
});
