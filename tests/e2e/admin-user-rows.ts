import type { Browser, Locator, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { loginInBrowser, registerAccount } from './accounts';
import { newPage, type TestApp } from './harness';

/**
 * Registers `count` accounts named `<tag>_0`, `<tag>_1`, … and opens the admin's user list searched
 * by the tag, so the list shows exactly those rows (in the order the page sorts them).
 */
export async function adminUserRowsTagged(
  suite: { app: TestApp; browser: Browser },
  tag: string,
  count: number,
): Promise<{ page: Page; rows: Locator }> {
  for (let i = 0; i < count; i++) {
    const account = await registerAccount(suite.app.url);
    await suite.app.server.db.updateTable('users').set({ username: `${tag}_${i}` }).where('username', '=', account.username).execute();
  }
  const page = await newPage(suite.browser);
  await loginInBrowser(page, suite.app.url, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password, '/admin/dashboard');
  await page.goto(`${suite.app.url}/admin/user?search=${tag}`);
  return { page, rows: page.getByTestId('admin-user-row') };
}

/** What the focused element is (tag and accessible name or text), for a readable failure. */
export const focusedElement = (page: Page) =>
  page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim().slice(0, 40)}`);
