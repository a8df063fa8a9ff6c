import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { STORE_MSG } from '@shared/store/messages';
import { shippingInfoSchema } from '@shared/store/schemas';
import type { UserRow } from '../../src-server/db/schema';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { findUserByUsername } from '../../src-server/services/auth/users';
import { checkout } from '../../src-server/services/store/orders';
import { payStoreOrderFromWallet } from '../../src-server/services/store/payment';
import { setStoreOrderTracking } from '../../src-server/services/store/shipping';
import { fundWallet } from '../helpers/money';
import { SHIPPING } from '../helpers/store';
import { loginInBrowser, registerAccount } from './accounts';
import { newPage, screenshot, useBrowserSuite } from './harness';
import { storeProducts } from './store-products';

/** The order page's paid panel speaks of each part an order has: files in «محصولات من», goods by post. */
const suite = useBrowserSuite();
const POST_LINK = 'https://tracking.post.ir/?id=720555000111';
const panel = (page: Page) => page.getByTestId('store-order-paid');
const myProducts = (page: Page) => panel(page).getByRole('link', { name: 'محصولات من' });

describe('the paid panel of a store order', () => {
  it('a mixed order: its file in «محصولات من» and its goods waiting to be sent, then sent with the tracking link; one-part orders say only their part', async () => {
    const db = suite.app.server.db;
    const { flash, ebook, course } = await storeProducts(db);
    const account = await registerAccount(suite.app.url);
    const buyer = (await findUserByUsername(db, account.username))!;
    await fundWallet(db, buyer.id, 15_000_000); // 3.4 + 5 + 4 million rials
    let n = 0;
    const paidOrder = async (items: { product_id: string; quantity: number }[], ships: boolean) => {
      const shipping = ships ? shippingInfoSchema.parse(SHIPPING) : null;
      const order = await checkout(db, buyer, { items, request_key: `e2e-paid-panel-${buyer.id}-${n++}`, payment_method: 'online', shipping }, new Date());
      await payStoreOrderFromWallet(db, buyer, order.id, new Date());
      return order.id;
    };
    const mixed = await paidOrder([{ product_id: flash.id, quantity: 1 }, { product_id: ebook.id, quantity: 1 }], true);
    const physical = await paidOrder([{ product_id: flash.id, quantity: 2 }], true);
    const digital = await paidOrder([{ product_id: course.id, quantity: 1 }], false);
    const open = async (page: Page, id: string) => {
      await page.goto(`${suite.app.url}/site/store-order-payment?orderId=${id}`);
      await expect.poll(() => panel(page).isVisible()).toBe(true);
    };

    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, account.username, account.password, '/user/dashboard');
    await open(page, mixed);
    expect(await page.getByTestId('store-order-paid-digital').innerText()).toBe(STORE_MSG.paidDigitalReady);
    expect(await page.getByTestId('store-order-paid-shipping').innerText()).toBe(STORE_MSG.paidGoodsAwaiting);
    expect(await myProducts(page).getAttribute('href')).toBe('/user/courses');
    expect(await page.getByTestId('store-order-paid-tracking').count()).toBe(0);
    // The dates line: «ثبت: …، پرداخت: …» through JoinedParts.
    expect(await page.getByTestId('store-order-summary').innerText()).toMatch(/ثبت: [^\n]*[۰-۹]، پرداخت: [۰-۹]/);

    const admin = (await findUserByUsername(db, DEMO_ACCOUNTS.admin.username)) as UserRow;
    await setStoreOrderTracking(db, admin, { order_id: mixed, tracking_url: POST_LINK }, new Date());
    await page.reload();
    await expect.poll(() => page.getByTestId('store-order-paid-shipping').innerText()).toBe(STORE_MSG.paidGoodsShipped);
    expect(await page.getByTestId('store-order-paid-digital').innerText()).toBe(STORE_MSG.paidDigitalReady);
    expect(await page.getByTestId('store-order-paid-tracking').getAttribute('href')).toBe(POST_LINK);
    // Once on the page: the shipping card leaves the link to the panel.
    expect(await page.locator(`a[href="${POST_LINK}"]`).count()).toBe(1);
    await screenshot(page, 'store-order-paid-mixed-shipped');

    // Goods only: no «محصولات من»; a course only: nothing about the post.
    await open(page, physical);
    expect(await page.getByTestId('store-order-paid-shipping').innerText()).toBe(STORE_MSG.paidGoodsAwaiting);
    expect(await page.getByTestId('store-order-paid-digital').count()).toBe(0);
    expect(await myProducts(page).count()).toBe(0);
    await open(page, digital);
    expect(await page.getByTestId('store-order-paid-digital').innerText()).toBe(STORE_MSG.paidDigitalReady);
    expect(await page.getByTestId('store-order-paid-shipping').count()).toBe(0);
    expect(await panel(page).innerText()).not.toContain('ارسال');
    expect(await myProducts(page).count()).toBe(1);
    await page.context().close();
  });
});
