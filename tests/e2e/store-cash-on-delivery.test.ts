import { describe, expect, it } from 'vitest';
import { STORE_ADMIN_MSG as M } from '@shared/store/admin-messages';
import { STORE_MSG } from '@shared/store/messages';
import { shortReference } from '@shared/reference';
import { shippingInfoSchema } from '@shared/store/schemas';
import { checkout } from '../../src-server/services/store/orders';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { findUserByUsername } from '../../src-server/services/auth/users';
import { SHIPPING } from '../helpers/store';
import { loginInBrowser, registerAccount } from './accounts';
import { newPage, screenshot, useBrowserSuite } from './harness';
import { storeProducts } from './store-products';

const suite = useBrowserSuite();
const POST_LINK = 'https://tracking.post.ir/?id=720555';

describe('cash on delivery in /admin/store', () => {
  it('the admin ships a pending cash order, then marks its cash received: it leaves the list and shows as a shipped sale', async () => {
    const db = suite.app.server.db;
    const { flash } = await storeProducts(db);
    const account = await registerAccount(suite.app.url);
    const buyer = (await findUserByUsername(db, account.username))!;
    const order = await checkout(db, buyer, { items: [{ product_id: flash.id, quantity: 1 }], request_key: `e2e-cash-${buyer.id}`, payment_method: 'cash', shipping: shippingInfoSchema.parse(SHIPPING) }, new Date());

    const admin = await newPage(suite.browser);
    await loginInBrowser(admin, suite.app.url, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password, '/admin/dashboard');
    await admin.goto(`${suite.app.url}/admin/store`);
    const row = admin.getByTestId('cash-order').filter({ hasText: shortReference(order.id) });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByTestId('sale-shipping-state').innerText()).toBe(STORE_MSG.awaitingShipment);

    await row.getByRole('button', { name: 'ثبت ارسال' }).click();
    const dialog = admin.getByRole('dialog', { name: 'ارسال سفارش فروشگاه' });
    await dialog.getByLabel('لینک رهگیری مرسوله').fill(POST_LINK);
    await dialog.getByRole('button', { name: 'ثبت لینک رهگیری' }).click();
    await expect.poll(() => admin.getByText(M.trackingSaved).first().isVisible()).toBe(true);
    await expect.poll(() => row.getByTestId('sale-shipping-state').innerText()).toBe(STORE_MSG.shipped);

    // The buyer's order page: not paid yet, so the shipping card carries the link, once.
    const buyerPage = await newPage(suite.browser);
    await loginInBrowser(buyerPage, suite.app.url, account.username, account.password, '/user/dashboard');
    await buyerPage.goto(`${suite.app.url}/site/store-order-payment?orderId=${order.id}`);
    await expect.poll(() => buyerPage.getByTestId('tracking-link').isVisible()).toBe(true);
    expect(await buyerPage.locator(`a[href="${POST_LINK}"]`).count()).toBe(1);
    await buyerPage.close();

    await row.getByTestId('cash-received').click();
    await admin.getByRole('button', { name: 'بله' }).click();
    await expect.poll(() => admin.getByText(M.cashReceived).first().isVisible()).toBe(true);
    await expect.poll(() => row.count()).toBe(0);
    // Now a paid sale, already shipped.
    await admin.getByLabel('خریدار یا محصول').fill(account.username);
    const sale = admin.getByTestId('store-sale').filter({ hasText: shortReference(order.id) });
    await expect.poll(() => sale.count()).toBe(1);
    expect(await sale.getByTestId('sale-shipping-state').innerText()).toBe(STORE_MSG.shipped);
    await screenshot(admin, 'store-cash-received');
    const saved = await db.selectFrom('store_orders').select(['status', 'tracking_url']).where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(saved).toEqual({ status: 'paid', tracking_url: POST_LINK });
    await admin.close();
  });
});
