import { describe, expect, it } from 'vitest';
import { notifyAll } from '../../src-server/services/notifications/notices';
import { loginInBrowser, registerAccount } from './accounts';
import { newPage, useBrowserSuite } from './harness';

// Spec 1 §2.3 (audit of 28 Nov): the bell's name, which a screen reader reads, says the unread
// count as the badge shows it — Persian digits, and 99+ above 99 — not "150" in Latin digits.
const suite = useBrowserSuite();

describe('the notification bell’s name', () => {
  it('reads the badge’s count: Persian digits, 99+ above 99', async () => {
    const account = await registerAccount(suite.app.url);
    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, account.username, account.password, '/user/dashboard');
    const bellName = () => page.locator('header').getByRole('button', { name: /^اعلان‌ها/ }).getAttribute('aria-label');
    // The welcome notification.
    await expect.poll(bellName).toBe('اعلان‌ها (۱ خوانده‌نشده)');

    const user = await suite.app.server.db.selectFrom('users').select('id').where('username', '=', account.username).executeTakeFirstOrThrow();
    await notifyAll(
      suite.app.server.db,
      Array.from({ length: 120 }, (_, i) => ({ userId: user.id, note: { type: 'system' as const, title: `اعلان ${i}`, message: 'آزمون' } })),
    );
    await page.reload();
    await expect.poll(bellName).toBe('اعلان‌ها (۹۹+ خوانده‌نشده)');
    await page.context().close();
  });
});
