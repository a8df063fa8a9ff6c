import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { STORE_ADMIN_MSG as M } from '@shared/store/admin-messages';
import { STORE_MSG } from '@shared/store/messages';
import { shortReference } from '@shared/reference';
import { shippingInfoSchema } from '@shared/store/schemas';
import { checkout } from '../../src-server/services/store/orders';
import { createProduct } from '../../src-server/services/store/products';
import { payStoreOrderFromWallet } from '../../src-server/services/store/payment';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { findUserByUsername } from '../../src-server/services/auth/users';
import { fundWallet } from '../helpers/money';
import { SHIPPING } from '../helpers/store';
import { loginInBrowser, registerAccount } from './accounts';
import { newPage, screenshot, useBrowserSuite } from './harness';
import { storeProducts } from './store-products';

const suite = useBrowserSuite();
const visible = (page: Page, text: string) => () => page.getByText(text).first().isVisible();
const POST_LINK = 'https://tracking.post.ir/?id=720123456789';

describe('the admin ships a store order and the buyer follows it', () => {
  it('admin sets the tracking link in /admin/store; the buyer sees it shipped, and the bell’s notice opens the order with the link', async () => {
    const db = suite.app.server.db;
    const { flash } = await storeProducts(db);
    const account = await registerAccount(suite.app.url);
    const buyer = (await findUserByUsername(db, account.username))!;
    await fundWallet(db, buyer.id, 2_500_000);
    const order = await checkout(db, buyer, { items: [{ product_id: flash.id, quantity: 1 }], request_key: `e2e-ship-${buyer.id}`, payment_method: 'online', shipping: shippingInfoSchema.parse(SHIPPING) }, new Date());
    await payStoreOrderFromWallet(db, buyer, order.id, new Date());

    // The admin finds the sale by the buyer's name: waiting to be sent, with the action.
    const admin = await newPage(suite.browser);
    await loginInBrowser(admin, suite.app.url, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password, '/admin/dashboard');
    await admin.goto(`${suite.app.url}/admin/store`);
    await admin.getByLabel('خریدار یا محصول').fill(account.username);
    const sale = admin.getByTestId('store-sale').filter({ hasText: shortReference(order.id) });
    await expect.poll(() => sale.count()).toBe(1);
    expect(await sale.getByTestId('sale-shipping-state').innerText()).toBe(STORE_MSG.awaitingShipment);
    await sale.getByRole('button', { name: 'ثبت ارسال' }).click();
    const dialog = admin.getByRole('dialog', { name: 'ارسال سفارش فروشگاه' });
    const field = dialog.getByLabel('لینک رهگیری مرسوله');
    // A plain http address is refused beside the field, before anything is sent.
    await field.fill('http://tracking.post.ir/1');
    await dialog.getByRole('button', { name: 'ثبت لینک رهگیری' }).click();
    await expect.poll(() => dialog.getByText(M.trackingUrlInvalid).isVisible()).toBe(true);
    await field.fill(POST_LINK);
    await dialog.getByRole('button', { name: 'ثبت لینک رهگیری' }).click();
    await expect.poll(visible(admin, M.trackingSaved)).toBe(true);
    await expect.poll(() => sale.getByTestId('sale-shipping-state').innerText()).toBe(STORE_MSG.shipped);
    expect(await sale.getByRole('button', { name: 'اصلاح لینک رهگیری' }).isVisible()).toBe(true);
    await screenshot(admin, 'store-sale-shipped');
    await admin.close();

    // The buyer's bell has the shipping notice; its button opens the order, with the link.
    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, account.username, account.password, '/user/dashboard');
    // The dashboard's "my products" line of the order says shipped, as "my store orders" does.
    const line = page.getByTestId('my-product-line').filter({ hasText: flash.name });
    await expect.poll(() => line.getByTestId('my-product-line-shipping').innerText()).toBe(STORE_MSG.shipped);
    await page.getByRole('button', { name: /^اعلان‌ها/ }).click();
    const notice = page.getByTestId('notification-item').filter({ hasText: 'ارسال شد' });
    await expect.poll(() => notice.count()).toBe(1);
    expect(await notice.getByText('مشاهده سفارش').isVisible()).toBe(true);
    await notice.click();
    await page.waitForURL(`${suite.app.url}/site/store-order-payment?orderId=${order.id}`);
    // One tracking link on the page: the paid panel's (the shipping card does not repeat it).
    await expect.poll(() => page.getByTestId('store-order-paid-tracking').isVisible()).toBe(true);
    expect(await page.getByTestId('store-order-paid-tracking').getAttribute('href')).toBe(POST_LINK);
    expect(await page.locator(`a[href="${POST_LINK}"]`).count()).toBe(1);
    expect(await page.getByTestId('store-order-shipping-state').innerText()).toBe(STORE_MSG.shipped);
    await screenshot(page, 'store-order-shipped');

    // "My store orders" says shipped too and offers the link.
    await page.goto(`${suite.app.url}/user/courses`);
    const row = page.getByTestId('store-order-row').filter({ hasText: shortReference(order.id) });
    await expect.poll(() => row.getByTestId('store-order-row-shipping').innerText()).toBe(STORE_MSG.shipped);
    expect(await row.getByTestId('store-order-row-tracking').getAttribute('href')).toBe(POST_LINK);
    await page.close();
  });

  it('an order with two physical items offers the ship button once in the sales list', async () => {
    const db = suite.app.server.db;
    const { flash } = await storeProducts(db);
    const cable = await createProduct(db, { name: `کابل شبکه ${flash.id}`, price: 500_000, category: 'electronics', product_type: 'physical' }, new Date());
    const account = await registerAccount(suite.app.url);
    const buyer = (await findUserByUsername(db, account.username))!;
    await fundWallet(db, buyer.id, 3_000_000);
    const items = [{ product_id: flash.id, quantity: 1 }, { product_id: cable.id, quantity: 1 }];
    const order = await checkout(db, buyer, { items, request_key: `e2e-two-${buyer.id}`, payment_method: 'online', shipping: shippingInfoSchema.parse(SHIPPING) }, new Date());
    await payStoreOrderFromWallet(db, buyer, order.id, new Date());

    const admin = await newPage(suite.browser);
    await loginInBrowser(admin, suite.app.url, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password, '/admin/dashboard');
    await admin.goto(`${suite.app.url}/admin/store`);
    await admin.getByLabel('خریدار یا محصول').fill(account.username);
    const lines = admin.getByTestId('store-sale').filter({ hasText: shortReference(order.id) });
    await expect.poll(() => lines.count()).toBe(2);
    // Both lines say where the order stands; only one carries the action.
    expect(await lines.getByTestId('sale-shipping-state').count()).toBe(2);
    expect(await lines.getByRole('button', { name: 'ثبت ارسال' }).count()).toBe(1);
    await admin.close();
  });
});
