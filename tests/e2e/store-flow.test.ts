import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { STORE_MSG } from '@shared/store/messages';
import { OWNED_LABELS } from '@shared/store/add-to-cart-messages';
import { shortReference } from '@shared/reference';
import { checkout } from '../../src-server/services/store/orders';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { findUserByUsername } from '../../src-server/services/auth/users';
import { walletBalance } from '../../src-server/services/wallet/ledger';
import { fundWallet, payOnSimulator } from '../helpers/money';
import { loginInBrowser, registerAccount } from './accounts';
import { newPage, partsNotShownWhole, screenshot, useBrowserSuite } from './harness';
import { axeProblems } from './axe';
import { storeProducts } from './store-products';

const suite = useBrowserSuite();

async function login(page: Page, username: string, password: string) {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'ورود', exact: true }).last().click();
}

const loginAt = (page: Page, username: string, password: string, landing: string) => loginInBrowser(page, suite.app.url, username, password, landing);

const visible = (page: Page, text: string) => () => page.getByText(text).first().isVisible();
const card = (page: Page, name: string) => page.getByTestId('product-card').filter({ hasText: name });
const headerCart = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'سبد خرید' });

async function userId(username: string) {
  const row = await findUserByUsername(suite.app.server.db, username);
  if (!row) throw new Error(`no account ${username}`);
  return row.id;
}

function storeOrdersOf(buyerId: string) {
  return suite.app.server.db.selectFrom('store_orders').select(['id', 'status', 'total', 'payment_method']).where('user_id', '=', buyerId).execute();
}

async function fillShipping(page: Page, postalCode: string) {
  await page.locator('input[name="full_name"]').fill('علی رضایی');
  await page.locator('input[name="phone"]').fill('۰۹۱۲۳۴۵۶۷۸۹');
  await page.locator('textarea[name="address"]').fill('تهران، خیابان انقلاب، کوچه بهار، پلاک ۱۰');
  await page.locator('input[name="postal_code"]').fill(postalCode);
}

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fa-IR' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('the store in the browser', () => {
  it('a visitor is asked to log in, then buys a file and a physical item, pays from the wallet and finds the file in "my products"', async () => {
    const { tag, flash, ebook } = await storeProducts(suite.app.server.db);
    const account = await registerAccount(suite.app.url);
    const buyerId = await userId(account.username);
    await fundWallet(suite.app.server.db, buyerId, 10_000_000); // 1,000,000 toman, as a verified top-up records it

    // 1. A visitor searches the store (the search lands in the address) and tries to add.
    const page = await newPage(suite.browser);
    await page.goto(`${suite.app.url}/store`);
    await page.locator('input[name="q"]').fill(tag);
    await page.waitForURL(new RegExp(`/store\\?q=${tag}$`));
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(4);
    await screenshot(page, 'store-grid');
    await card(page, flash.name).getByRole('button', { name: 'افزودن به سبد خرید' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText(STORE_MSG.loginToBuy).isVisible()).toBe(true);
    await dialog.getByRole('link', { name: 'ورود' }).click();
    await page.waitForURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/store?q=${tag}`);

    // 2. Login brings the buyer back to the same results with the flash drive still in the cart;
    //    the e-book joins it.
    await login(page, account.username, account.password);
    await page.waitForURL(`${suite.app.url}/store?q=${tag}`);
    await expect.poll(() => headerCart(page).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('banner').innerText()).toContain('۱');
    await card(page, ebook.name).getByRole('button', { name: 'افزودن به سبد خرید' }).click();
    await expect.poll(visible(page, STORE_MSG.addedToCart)).toBe(true);
    await expect.poll(() => page.getByRole('banner').innerText()).toContain('۲');

    // 3. The cart: the physical line goes to 2, "−" is disabled at 1, the total follows.
    await page.getByTestId('store-cart-link').click();
    await page.waitForURL(`${suite.app.url}/cart`);
    const flashLine = page.getByTestId('cart-line').filter({ hasText: flash.name });
    expect(await flashLine.getByRole('button', { name: 'کاهش تعداد' }).isDisabled()).toBe(true);
    await flashLine.getByRole('button', { name: 'افزایش تعداد' }).click();
    await expect.poll(() => flashLine.getByTestId('line-quantity').innerText()).toBe('۲');
    expect(await flashLine.getByTestId('line-total').innerText()).toBe('۵۰۰٬۰۰۰ تومان');
    // A file is bought once: its line has no quantity buttons.
    const ebookLine = page.getByTestId('cart-line').filter({ hasText: ebook.name });
    expect(await ebookLine.getByRole('button', { name: 'افزایش تعداد' }).count()).toBe(0);
    await expect.poll(() => page.getByTestId('payable-total').innerText()).toBe('۵۹۰٬۰۰۰ تومان');
    // Each line is an article named after its product (a label on a plain div reaches no one).
    expect(await page.getByRole('article', { name: flash.name }).count()).toBe(1);
    expect(await axeProblems(page)).toEqual([]);
    await screenshot(page, 'store-cart');

    // 4. Checkout: cash is not offered for a file; a bad postal code is refused in Persian.
    await page.getByRole('link', { name: 'ادامه و ثبت سفارش' }).click();
    await page.waitForURL(`${suite.app.url}/checkout`);
    expect(await page.getByRole('radio', { name: 'پرداخت در محل' }).isDisabled()).toBe(true);
    const summary = page.getByTestId('checkout-summary');
    expect(await summary.innerText()).toContain(`${flash.name} × ۲`);
    expect(await summary.getByTestId('payable-total').innerText()).toBe('۵۹۰٬۰۰۰ تومان');
    await fillShipping(page, '12345');
    await page.getByRole('button', { name: 'ثبت سفارش و پرداخت' }).click();
    await expect.poll(visible(page, STORE_MSG.postalCodeInvalid)).toBe(true);
    expect(await storeOrdersOf(buyerId)).toEqual([]);
    await page.locator('input[name="postal_code"]').fill('1234567890');
    await screenshot(page, 'store-checkout');
    // A double click makes one order (one request key per attempt).
    await page.getByRole('button', { name: 'ثبت سفارش و پرداخت' }).dblclick();
    await page.waitForURL(/\/site\/store-order-payment\?orderId=[0-9a-f]{24}&amount=5900000$/);
    await expect.poll(visible(page, STORE_MSG.orderPlaced)).toBe(true);
    const orders = await storeOrdersOf(buyerId);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'pending', total: 5_900_000, payment_method: 'online' });
    expect(new URL(page.url()).searchParams.get('orderId')).toBe(orders[0]!.id);
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
    expect(await headerCart(page).count()).toBe(0);

    // 5. The payment page: the order, its shipping details, and the wallet.
    const orderSummary = page.getByTestId('store-order-summary');
    await expect.poll(() => orderSummary.innerText()).toContain('۵۹۰٬۰۰۰ تومان');
    expect(await page.getByTestId('store-order-item').count()).toBe(2);
    expect(await page.getByTestId('store-order-status').innerText()).toBe('در انتظار پرداخت');
    expect(await page.getByTestId('store-order-shipping').innerText()).toContain('۱۲۳۴۵۶۷۸۹۰');
    await page.getByRole('radio', { name: /پرداخت از کیف پول/ }).check();
    await screenshot(page, 'store-order-payment');
    await page.getByRole('button', { name: 'پرداخت از کیف پول' }).click();
    await expect.poll(() => page.getByTestId('store-payment-success').isVisible()).toBe(true);
    expect(await page.getByTestId('store-payment-success').innerText()).toContain(STORE_MSG.paidFromWallet);
    await page.waitForURL(`${suite.app.url}/store`);
    expect(await storeOrdersOf(buyerId)).toEqual([expect.objectContaining({ status: 'paid' })]);
    expect(await walletBalance(suite.app.server.db, buyerId)).toBe(10_000_000 - 5_900_000);

    // 6. "My products" holds the file, not the physical item; the order page shows it paid.
    await page.goto(`${suite.app.url}/user/courses`);
    const owned = page.getByTestId('owned-product');
    await expect.poll(() => owned.count()).toBe(1);
    expect(await owned.first().innerText()).toContain(ebook.name);
    expect(await page.getByRole('article', { name: ebook.name }).count()).toBe(1);
    expect(await axeProblems(page)).toEqual([]);
    await page.goto(`${suite.app.url}/site/store-order-payment?orderId=${orders[0]!.id}`);
    await expect.poll(() => page.getByTestId('store-order-paid').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /پرداخت/ }).count()).toBe(0);
    await page.goto(`${suite.app.url}/product/${ebook.id}`);
    await expect.poll(() => page.getByTestId('product-owned').isVisible()).toBe(true);
    await page.context().close();
  });

  it('a store order paid online through the simulator lands on /verify with the store card, whose "my products" opens /user/courses', async () => {
    const { course } = await storeProducts(suite.app.server.db);
    const account = await registerAccount(suite.app.url);
    const page = await newPage(suite.browser);
    await loginAt(page, account.username, account.password, '/user/dashboard');

    // The product page: course facts, the syllabus, then add → "go to cart".
    await page.goto(`${suite.app.url}/product/${course.id}`);
    await expect.poll(() => page.getByTestId('course-info').innerText()).toContain('مقدماتی');
    expect(await page.getByText('بدون نظر').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'نمایش سرفصل‌ها' }).click();
    const lessons = page.getByTestId('lesson-row');
    await expect.poll(() => lessons.count()).toBe(2);
    expect(await lessons.nth(0).innerText()).toContain('پیش‌نمایش');
    expect(await lessons.nth(1).innerText()).toContain('قفل');
    expect(await lessons.nth(1).innerText()).toContain('۱:۰۵');
    // Related courses (from the other tests) have their own buttons further down.
    await page.getByRole('button', { name: 'افزودن به سبد خرید' }).first().click();
    await page.getByRole('link', { name: 'رفتن به سبد خرید' }).click();
    await page.waitForURL(`${suite.app.url}/cart`);
    await page.getByRole('link', { name: 'ادامه و ثبت سفارش' }).click();
    // A course travels nowhere: checkout asks for no address.
    await expect.poll(() => page.getByTestId('no-shipping-needed').isVisible()).toBe(true);
    expect(await page.locator('textarea[name="address"]').count()).toBe(0);
    await page.getByRole('button', { name: 'ثبت سفارش و پرداخت' }).click();
    await page.waitForURL(/\/site\/store-order-payment\?orderId=/);
    const orderId = new URL(page.url()).searchParams.get('orderId')!;

    // An empty wallet: online only; the wallet option is shown disabled.
    await expect.poll(visible(page, 'کیف پول شما موجودی ندارد')).toBe(true);
    expect(await page.getByRole('radio', { name: /پرداخت از کیف پول/ }).isDisabled()).toBe(true);
    const topUp = new URL((await page.getByRole('link', { name: 'شارژ کیف پول' }).getAttribute('href'))!, suite.app.url);
    const here = new URL(page.url());
    expect([topUp.pathname, topUp.searchParams.get('return')]).toEqual(['/wallet', here.pathname + here.search]);
    await page.getByRole('button', { name: /پرداخت آنلاین/ }).click();
    await page.waitForURL(/\/pg\/StartPay\//);
    expect(await page.evaluate(() => [localStorage.getItem('pending_payment_authority'), localStorage.getItem('pending_payment_order_id')])).toEqual([
      expect.stringMatching(/^A/),
      orderId,
    ]);
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
    await page.waitForURL(/\/verify\?/);
    const back = new URL(page.url());
    expect([back.searchParams.get('type'), back.searchParams.get('order_id'), back.searchParams.get('Status')]).toEqual(['store', orderId, 'OK']);

    const success = page.getByTestId('payment-success');
    await expect.poll(() => success.isVisible()).toBe(true);
    expect(await success.innerText()).toContain('سفارش فروشگاه');
    expect(await success.innerText()).toContain('۴۰۰٬۰۰۰ تومان');
    // Paid through the gateway: the wallet did not change, so no "new balance" is shown.
    expect(await success.innerText()).not.toContain('موجودی جدید');
    await screenshot(page, 'store-verify');
    await success.getByRole('link', { name: 'محصولات من' }).click();
    await page.waitForURL(`${suite.app.url}/user/courses`);
    await expect.poll(() => page.getByTestId('owned-product').first().innerText()).toContain(course.name);
    const order = await suite.app.server.db.selectFrom('store_orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.status).toBe('paid');
    await page.context().close();
  });

  it('fits a phone: the header with a cart count, the store, a product, the cart and checkout; admins see no add button; a missing product says so', async () => {
    const { tag, flash, course } = await storeProducts(suite.app.server.db);
    const customer = DEMO_ACCOUNTS.customers[1];
    const page = await phonePage(suite.browser);
    await loginAt(page, customer.username, customer.password, '/user/dashboard');
    await page.goto(`${suite.app.url}/store?q=${tag}`);
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(4);
    await card(page, flash.name).getByRole('button', { name: 'افزودن به سبد خرید' }).click();
    await expect.poll(() => headerCart(page).isVisible()).toBe(true);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await screenshot(page, 'phone-store');
    for (const path of [`/product/${course.id}`, `/product/${flash.id}`, '/cart', '/checkout']) {
      await page.goto(`${suite.app.url}${path}`);
      await expect.poll(() => page.locator('main h1, main h2').first().isVisible()).toBe(true);
      expect(await pageWidth(page), path).toBeLessThanOrEqual(390);
    }
    await screenshot(page, 'phone-checkout');
    await page.goto(`${suite.app.url}/product/${flash.id}`);
    await expect.poll(() => page.getByRole('link', { name: 'رفتن به سبد خرید' }).isVisible()).toBe(true);
    await screenshot(page, 'phone-product');
    await page.goto(`${suite.app.url}/product/${'f'.repeat(24)}`);
    await expect.poll(() => page.getByTestId('product-not-found').innerText()).toContain(STORE_MSG.productNotFound);
    await page.getByRole('link', { name: 'بازگشت به فروشگاه' }).click();
    await page.waitForURL(`${suite.app.url}/store`);
    await page.context().close();

    const admin = await newPage(suite.browser);
    await loginAt(admin, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password, '/admin/dashboard');
    await admin.goto(`${suite.app.url}/store?q=${tag}`);
    await expect.poll(() => admin.getByTestId('product-card').count()).toBe(4);
    expect(await admin.getByRole('button', { name: 'افزودن به سبد خرید' }).count()).toBe(0);
    await admin.context().close();
  });

  it("the customer dashboard's my products opens a file's downloads, says when it cannot load and tries again", async () => {
    const [ali] = DEMO_ACCOUNTS.customers;
    const page = await newPage(suite.browser);
    // The first load fails: the card says so instead of vanishing.
    let failing = true;
    await page.route(/\/trpc\/[^?]*store\.purchased/, (route) => (failing ? route.fulfill({ status: 500, body: '' }) : route.fallback()).catch(() => {}));
    await loginAt(page, ali.username, ali.password, '/user/dashboard');
    const summary = page.getByTestId('my-products-summary');
    await expect.poll(() => summary.getByRole('button', { name: 'تلاش دوباره' }).isVisible()).toBe(true);
    expect(await summary.innerText()).toContain('خطا در دریافت محصولات من');
    failing = false;
    await summary.getByRole('button', { name: 'تلاش دوباره' }).click();
    const download = summary.getByRole('link', { name: /^دانلود: / });
    await expect.poll(() => download.count()).toBe(1);
    const ebook = await suite.app.server.db.selectFrom('products').select('id').where('name', '=', (await download.getAttribute('aria-label'))!.replace('دانلود: ', '')).executeTakeFirstOrThrow();
    await download.click();
    await page.waitForURL(`${suite.app.url}/user/digital/${ebook.id}`);
    await page.context().close();
  });

  it('a free course is taken without the cart; a price changed during checkout refreshes the cart; logout empties it', async () => {
    const { freeCourse, flash } = await storeProducts(suite.app.server.db);
    const account = await registerAccount(suite.app.url);
    const page = await newPage(suite.browser);
    await loginAt(page, account.username, account.password, '/user/dashboard');

    // Free course: one click, then the dashboard (spec 3), whose "my products" lists it.
    await page.goto(`${suite.app.url}/product/${freeCourse.id}`);
    await expect.poll(() => page.getByTestId('product-detail-price').innerText()).toBe('رایگان');
    await page.getByRole('button', { name: 'دریافت رایگان' }).click();
    await page.waitForURL(`${suite.app.url}/user/dashboard`);
    await expect.poll(visible(page, STORE_MSG.freeAdded)).toBe(true);
    const summary = page.getByTestId('my-products-summary');
    await expect.poll(() => summary.innerText()).toContain(freeCourse.name);
    // The course opens its lessons from the dashboard (spec 2 §2).
    await summary.getByRole('link', { name: `مشاهده دوره: ${freeCourse.name}` }).click();
    await page.waitForURL(`${suite.app.url}/user/course/${freeCourse.id}`);
    await page.goto(`${suite.app.url}/product/${freeCourse.id}`);
    await expect.poll(() => page.getByTestId('product-owned').isVisible()).toBe(true);
    // The store grid offers «محصولات من» for it instead of the cart (checkout would refuse a second copy).
    await page.goto(`${suite.app.url}/store?q=${encodeURIComponent(freeCourse.name)}`);
    const ownedCard = page.getByTestId('product-card').filter({ hasText: freeCourse.name });
    await expect.poll(() => ownedCard.getByTestId('product-card-owned').isVisible()).toBe(true);
    expect(await ownedCard.getByRole('button', { name: 'افزودن به سبد خرید' }).count()).toBe(0);
    await ownedCard.getByRole('link', { name: OWNED_LABELS.myProducts }).click();
    await page.waitForURL(`${suite.app.url}/user/courses`);

    // The price goes up after the item entered the cart: checkout answers 409, the cart follows.
    await page.goto(`${suite.app.url}/product/${flash.id}`);
    await page.getByRole('button', { name: 'افزودن به سبد خرید' }).first().click();
    await page.goto(`${suite.app.url}/checkout`);
    await fillShipping(page, '1234567890');
    await suite.app.server.db.updateTable('products').set({ price: 3_000_000 }).where('id', '=', flash.id).execute();
    await page.getByRole('button', { name: 'ثبت سفارش و پرداخت' }).click();
    const notice = page.getByTestId('price-changed');
    await expect.poll(() => notice.isVisible()).toBe(true);
    expect(await notice.innerText()).toContain(STORE_MSG.totalChanged);
    expect(await notice.innerText()).toContain(flash.name);
    await expect.poll(() => page.getByTestId('checkout-summary').getByTestId('payable-total').innerText()).toBe('۳۰۰٬۰۰۰ تومان');
    expect(await storeOrdersOf(await userId(account.username))).toHaveLength(1); // only the free course's
    await page.getByRole('button', { name: 'ثبت سفارش و پرداخت' }).click();
    await page.waitForURL(/\/site\/store-order-payment\?orderId=[0-9a-f]{24}&amount=3000000$/);

    // Logout forgets the cart (spec 1 §2.2).
    await page.goto(`${suite.app.url}/store`);
    await page.evaluate((id) => localStorage.setItem('cart', JSON.stringify([{ _id: id, id, name: 'x', description: '', price: 1, product_type: 'physical', quantity: 1 }])), flash.id);
    await page.reload();
    await expect.poll(() => headerCart(page).isVisible()).toBe(true);
    await page.getByRole('banner').getByRole('button', { name: 'خروج' }).click();
    await page.waitForURL(`${suite.app.url}/`);
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
    await page.context().close();
  });
  it('a cart whose only product was deleted meanwhile says so at checkout, naming it, instead of failing on every try', async () => {
    const account = await registerAccount(suite.app.url);
    const page = await newPage(suite.browser);
    await loginAt(page, account.username, account.password, '/user/dashboard');
    const gone = 'c'.repeat(24);
    const line = { _id: gone, id: gone, name: 'هدست حذف‌شده', description: '', price: 1_000_000, product_type: 'physical', quantity: 1 };
    await page.evaluate((l) => localStorage.setItem('cart', JSON.stringify([l])), line);
    await page.goto(`${suite.app.url}/checkout`);
    await fillShipping(page, '1234567890');
    await page.getByRole('button', { name: 'ثبت سفارش و پرداخت' }).click();
    const notice = page.getByTestId('price-changed');
    await expect.poll(() => notice.isVisible()).toBe(true);
    expect(await notice.innerText()).toContain(STORE_MSG.productGone);
    expect(await notice.innerText()).toContain(line.name);
    await expect.poll(visible(page, STORE_MSG.cartEmpty)).toBe(true);
    expect(page.url()).toBe(`${suite.app.url}/checkout`);
    await page.context().close();
  });

  it('on a phone, a buyer who ordered a physical item cash on delivery finds the order in "my products" and opens it', async () => {
    const { flash } = await storeProducts(suite.app.server.db);
    const account = await registerAccount(suite.app.url);
    const page = await phonePage(suite.browser);
    await loginAt(page, account.username, account.password, '/user/dashboard');

    // No store order yet: the section says so.
    await page.goto(`${suite.app.url}/user/courses`);
    const section = page.getByTestId('store-orders');
    await expect.poll(() => section.innerText()).toContain('هنوز از فروشگاه سفارشی ثبت نکرده‌اید.');

    await page.goto(`${suite.app.url}/product/${flash.id}`);
    await page.getByRole('button', { name: 'افزودن به سبد خرید' }).first().click();
    await page.goto(`${suite.app.url}/checkout`);
    await fillShipping(page, '1234567890');
    await page.getByRole('radio', { name: 'پرداخت در محل' }).check();
    await page.getByRole('button', { name: 'ثبت سفارش', exact: true }).click();
    await page.waitForURL(/\/site\/store-order-payment\?orderId=[0-9a-f]{24}/);
    const orderId = new URL(page.url()).searchParams.get('orderId')!;
    expect(await storeOrdersOf(await userId(account.username))).toEqual([{ id: orderId, status: 'pending', total: 2_500_000, payment_method: 'cash' }]);

    // Left unpaid (it is paid on delivery): the dashboard reminds, "my products" lists it under the store orders.
    await page.goto(`${suite.app.url}/user/dashboard`);
    // The dashboard's "my products" offers tracking for the physical item (spec 2 §2).
    const tracking = page.getByTestId('my-products-summary').getByRole('link', { name: `پیگیری سفارش: ${flash.name}` });
    await expect.poll(() => tracking.getAttribute('href')).toBe(`/site/store-order-payment?orderId=${orderId}`);
    expect(await partsNotShownWhole(page.getByTestId('my-products-summary'))).toEqual([]);
    const unpaid = page.getByTestId('unpaid-store-orders');
    await expect.poll(() => unpaid.isVisible()).toBe(true);
    expect(await unpaid.innerText()).toContain('۱ سفارش فروشگاه در انتظار پرداخت');
    await unpaid.getByRole('link', { name: 'مشاهده سفارش‌ها' }).click();
    await page.waitForURL(`${suite.app.url}/user/courses`);
    await expect.poll(() => page.locator('main h1').first().innerText()).toBe('محصولات و سفارش‌های من');
    const row = page.getByTestId('store-order-row');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByTestId('store-order-row-status').innerText()).toBe('پرداخت در محل');
    expect(await row.innerText()).toContain(flash.name);
    expect(await row.innerText()).toContain('۲۵۰٬۰۰۰ تومان');
    expect(await page.getByTestId('owned-product').count()).toBe(0); // a physical item is not a "product you own"
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await screenshot(page, 'phone-my-store-orders');
    await row.getByRole('link', { name: /پرداخت سفارش/ }).click();
    await page.waitForURL(`${suite.app.url}/site/store-order-payment?orderId=${orderId}`);
    await expect.poll(() => page.getByTestId('store-order-status').innerText()).toBe('در انتظار پرداخت');
    await page.context().close();
  });

  it('the buyer cancels an unpaid order on its page and in the list of store orders; each shows its short reference, not the id', async () => {
    const { ebook, flash } = await storeProducts(suite.app.server.db);
    const account = await registerAccount(suite.app.url);
    const buyer = (await findUserByUsername(suite.app.server.db, account.username))!;
    const page = await newPage(suite.browser);
    await loginAt(page, account.username, account.password, '/user/dashboard');

    await page.goto(`${suite.app.url}/product/${ebook.id}`);
    await page.getByRole('button', { name: 'افزودن به سبد خرید' }).first().click();
    await page.goto(`${suite.app.url}/checkout`);
    await page.getByRole('button', { name: 'ثبت سفارش و پرداخت' }).click();
    await page.waitForURL(/\/site\/store-order-payment\?orderId=[0-9a-f]{24}/);
    const orderId = new URL(page.url()).searchParams.get('orderId')!;

    // The order is named by its reference ("A3F9-1C2B"); the 24-hex id stays in the address only.
    const summary = page.getByTestId('store-order-summary');
    await expect.poll(() => summary.getByTestId('order-reference').innerText()).toBe(shortReference(orderId));
    expect(await page.locator('main').innerText()).not.toContain(orderId);
    await expect.poll(() => page.getByRole('button', { name: /پرداخت آنلاین/ }).isVisible()).toBe(true);

    // Cancel asks first; «انصراف» leaves the order as it was.
    await page.getByTestId('store-order-cancel').click();
    await expect.poll(visible(page, STORE_MSG.cancelQuestion)).toBe(true);
    await page.getByRole('button', { name: 'انصراف' }).click();
    expect((await storeOrdersOf(buyer.id))[0]!.status).toBe('pending');
    await page.getByTestId('store-order-cancel').click();
    await page.getByRole('button', { name: 'بله' }).click();
    await expect.poll(() => page.getByTestId('store-order-status').innerText()).toBe('لغوشده');
    expect(await page.getByTestId('store-order-cancelled').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /پرداخت آنلاین/ }).count()).toBe(0);
    expect(await page.getByTestId('store-order-cancel').count()).toBe(0);
    expect(await storeOrdersOf(buyer.id)).toEqual([expect.objectContaining({ id: orderId, status: 'cancelled' })]);
    await screenshot(page, 'store-order-cancelled');
    // A reload reads the same from the server.
    await page.reload();
    await expect.poll(() => page.getByTestId('store-order-status').innerText()).toBe('لغوشده');

    // A second unpaid order is cancelled from the buyer's list of store orders.
    const second = await checkout(
      suite.app.server.db,
      buyer,
      { items: [{ product_id: flash.id, quantity: 1 }], request_key: `e2e-${orderId}`, payment_method: 'online', shipping: { full_name: 'علی رضایی', phone: '09123456789', address: 'تهران، خیابان انقلاب', postal_code: '1234567890', notes: '' } },
      new Date(),
    );
    await page.goto(`${suite.app.url}/user/courses`);
    const rows = page.getByTestId('store-order-row');
    await expect.poll(() => rows.count()).toBe(2);
    const secondRow = rows.filter({ hasText: shortReference(second.id) });
    const firstRow = rows.filter({ hasText: shortReference(orderId) });
    expect(await firstRow.getByTestId('store-order-row-status').innerText()).toBe('لغوشده');
    expect(await firstRow.getByRole('link', { name: /پرداخت سفارش/ }).count()).toBe(0);
    expect(await firstRow.getByTestId('store-order-cancel').count()).toBe(0);
    expect(await page.getByTestId('store-orders').innerText()).not.toContain(second.id);
    await secondRow.getByTestId('store-order-cancel').click();
    await page.getByRole('button', { name: 'بله' }).click();
    await expect.poll(() => secondRow.getByTestId('store-order-row-status').innerText()).toBe('لغوشده');
    expect(await secondRow.getByRole('link', { name: /پرداخت سفارش/ }).count()).toBe(0);
    expect((await storeOrdersOf(buyer.id)).map((o) => o.status)).toEqual(['cancelled', 'cancelled']);
    expect(await axeProblems(page)).toEqual([]);
    await page.context().close();
  });

  it('a store payment left at the gateway is recovered at the next app start and shown as a store order (the server’s answer names the type)', async () => {
    const { ebook } = await storeProducts(suite.app.server.db);
    const account = await registerAccount(suite.app.url);
    const api = async (path: string, body: unknown, token?: string) => {
      const res = await fetch(`${suite.app.url}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      return (await res.json()) as Record<string, string>;
    };
    const { access_token: token } = await api('/auth/login', { username: account.username, password: account.password });
    const { id: orderId } = await api('/store/checkout', { items: [{ product_id: ebook.id, name: ebook.name, price: ebook.price, quantity: 1 }], total: ebook.price }, token);
    const { payment_url, authority } = await api(`/payment/store/payment/create/${orderId}`, {}, token);
    // Paid at the gateway, but the browser never came back.
    await payOnSimulator(payment_url!);

    const page = await newPage(suite.browser);
    await loginAt(page, account.username, account.password, '/user/dashboard');
    await page.evaluate(([a, o]) => {
      localStorage.setItem('pending_payment_authority', a!);
      localStorage.setItem('pending_payment_order_id', o!);
    }, [authority, orderId]);
    await page.goto(`${suite.app.url}/`);
    await page.waitForURL(/\/verify\?type=site&payment_type=order&authority=/);
    const success = page.getByTestId('payment-success');
    await expect.poll(() => success.isVisible()).toBe(true);
    expect(await success.innerText()).toContain('سفارش فروشگاه');
    expect(await success.getByRole('link', { name: 'محصولات من' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => [localStorage.getItem('pending_payment_authority'), localStorage.getItem('pending_payment_order_id')])).toEqual([null, null]);
    const order = await suite.app.server.db.selectFrom('store_orders').select('status').where('id', '=', orderId!).executeTakeFirstOrThrow();
    expect(order.status).toBe('paid');
    await page.context().close();
  });
});
