import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { findUserByUsername } from '../../src-server/services/auth/users';
import { cafeOfManager } from '../../src-server/services/orders/access';
import { createOrder } from '../../src-server/services/orders/flow';
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

  it('tick in the cafe dashboard’s received orders, which an unchanged poll does not redraw', async () => {
    const db = suite.app.server.db;
    const [ali] = DEMO_ACCOUNTS.customers;
    const cafeAccount = DEMO_ACCOUNTS.cafes[0];
    const customer = (await findUserByUsername(db, ali.username))!;
    const cafe = await cafeOfManager(db, (await findUserByUsername(db, cafeAccount.username))!);
    const task = await db.selectFrom('tasks').select('id').where('cafe_id', '=', cafe.id).limit(1).executeTakeFirstOrThrow();
    await createOrder(db, customer, { cafe_id: cafe.id, task_id: task.id, service_type: null, description: 'سفارش همین حالا', client_request_key: null }, new Date());

    const page = await newPage(suite.browser);
    await page.clock.install();
    await loginInBrowser(page, suite.app.url, cafeAccount.username, cafeAccount.password, '/coffenet/dashboard');
    const line = page.getByTestId('dashboard-orders').getByText(/، (هم‌اکنون|. دقیقه پیش)$/).first();
    await expect.poll(() => line.textContent()).toMatch(/، هم‌اکنون$/);

    await page.clock.fastForward(90_000);
    await expect.poll(() => line.textContent()).toMatch(/، ۱ دقیقه پیش$/);
    await page.context().close();
  });
});
