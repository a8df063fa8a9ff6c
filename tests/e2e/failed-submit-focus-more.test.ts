import { describe, expect, it } from 'vitest';
import { loginInBrowser, registerAccount } from './accounts';
import { newPage, useBrowserSuite } from './harness';

// The new-ticket form takes focus to its first invalid field on a refused submit (forms/failure-focus.ts).
const suite = useBrowserSuite();

describe('a refused new ticket', () => {
  it('shows the message on the subject and focuses it', async () => {
    const account = await registerAccount(suite.app.url);
    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, account.username, account.password, '/user/dashboard');
    await page.goto(`${suite.app.url}/support`);
    await page.getByTestId('new-ticket-send').click();
    const subject = page.getByTestId('new-ticket-subject');
    await expect.poll(() => subject.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('new-ticket-subject');
    await page.context().close();
  });
});
