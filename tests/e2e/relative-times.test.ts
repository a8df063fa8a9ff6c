import { describe, expect, it } from 'vitest';
import { loginInBrowser, registerAccount } from './accounts';
import { newPage, useBrowserSuite } from './harness';

// Relative times («هم‌اکنون», «۲ دقیقه پیش») move on while they are on screen (28 Nov,
// afternoon): they were worked out once, so «هم‌اکنون» stayed as long as the bell's panel was open.
const suite = useBrowserSuite();

describe('relative times', () => {
  it('tick in the open notification panel', async () => {
    const account = await registerAccount(suite.app.url);
    const page = await newPage(suite.browser);
    await page.clock.install(); // time runs as usual; a minute can be brought forward
    await loginInBrowser(page, suite.app.url, account.username, account.password, '/user/dashboard');
    await page.locator('header').getByRole('button', { name: /^اعلان‌ها/ }).click();
    // The welcome notification, made at registration.
    const time = page.getByTestId('notification-item').first().getByText(/پیش$|^هم‌اکنون$/);
    await expect.poll(() => time.textContent()).toBe('هم‌اکنون');

    await page.clock.fastForward(90_000);
    await expect.poll(() => time.textContent()).toBe('۱ دقیقه پیش');
    await page.context().close();
  });
});
