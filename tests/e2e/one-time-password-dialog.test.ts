import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { loginInBrowser } from './accounts';
import { newPage, useBrowserSuite } from './harness';

// The one-time password the admin is shown once after adding a cafe (spec 3 §4–§5), checked in
// a browser rather than by reading (28 Nov, afternoon): the dialog is named by its title, focus
// goes into it and comes back to the add-cafe form, and the password has a name to be read by.
const suite = useBrowserSuite();
const admin = DEMO_ACCOUNTS.admin;

describe('the one-time password dialog', () => {
  it('is named, takes focus, labels the password and its copy button, and gives focus back', async () => {
    const page = await newPage(suite.browser);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginInBrowser(page, suite.app.url, admin.username, admin.password, '/admin/dashboard');
    await page.goto(`${suite.app.url}/admin/coffenet`);
    const suffix = randomBytes(3).toString('hex');
    await page.locator('input[name="cafe_name"]').fill(`کافی‌نت دسترس‌پذیری ${suffix}`);
    await page.getByRole('button', { name: 'ادامه', exact: true }).click();
    await page.locator('input[name="email"]').fill(`a11y_${suffix}@cafe.ir`);
    await page.locator('input[name="username"]').fill(`cafe_a11y_${suffix}`);
    await page.locator('input[name="phone"]').fill(`0912${String(parseInt(suffix, 16) % 10_000_000).padStart(7, '0')}`);
    await page.locator('input[name="address"]').fill('تهران، خیابان آزادی');
    await page.getByRole('button', { name: 'ایجاد کافی‌نت' }).click();

    const dialog = page.getByRole('dialog', { name: 'رمز عبور یک‌بارمصرف' });
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.getByRole('heading', { name: 'رمز عبور یک‌بارمصرف' }).count()).toBe(1);
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

    // The password is read out by its name, and the copy button says what it copies.
    const password = dialog.getByRole('textbox', { name: 'رمز عبور یک‌بارمصرف' });
    const oneTime = await password.inputValue();
    expect(oneTime).toMatch(/^[A-Za-z0-9]{12}$/);
    const copy = dialog.getByRole('button', { name: 'کپی رمز عبور یک‌بارمصرف' });
    await copy.click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(oneTime);

    // Closed with Escape: the button that opened it went with the step it was on, so focus
    // lands on the form's first field, where the next cafe is started.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? document.activeElement?.tagName)).toBe('cafe_name');
    await page.context().close();
  });
});
