import { describe, expect, it } from 'vitest';
import { loginInBrowser, registerAccount } from './accounts';
import { newPage, useBrowserSuite, VIEWPORTS } from './harness';
import { storeProducts } from './store-products';

const suite = useBrowserSuite();

describe('the cart follows the account', () => {
  it('saves a change at once when the tab is hidden or closed, not only after the short wait', async () => {
    const { flash } = await storeProducts(suite.app.server.db);
    const account = await registerAccount(suite.app.url);
    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, account.username, account.password, '/user/dashboard');
    const owner = await suite.app.server.db.selectFrom('users').select('id').where('username', '=', account.username).executeTakeFirstOrThrow();
    await page.goto(`${suite.app.url}/product/${flash.id}`);
    await page.getByRole('button', { name: 'افزودن به سبد خرید' }).first().click();
    // The person switches away at once (on a phone, the next step is often closing the tab).
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForTimeout(200);
    await page.context().close();
    const saved = () => suite.app.server.db.selectFrom('saved_carts').select('items').where('user_id', '=', owner.id).executeTakeFirst();
    await expect.poll(async () => (await saved())?.items ?? '').toContain(flash.id);
  });

  it('a guest cart survives logging in, merged with the cart the account left last time (quantities added, nothing lost)', async () => {
    const { flash, ebook } = await storeProducts(suite.app.server.db);
    const account = await registerAccount(suite.app.url);
    const page = await newPage(suite.browser);
    const cartLines = () => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as { id: string; quantity: number }[]);
    const addToCart = async (productId: string, guest = false) => {
      await page.goto(`${suite.app.url}/product/${productId}`);
      await page.getByRole('button', { name: 'افزودن به سبد خرید' }).first().click();
      // A visitor's choice stays in the cart while they are asked to log in.
      if (guest) await page.getByRole('dialog').getByRole('button', { name: 'انصراف' }).click();
    };

    // Last visit: the account put one flash drive in its cart, then logged out.
    await loginInBrowser(page, suite.app.url, account.username, account.password, '/user/dashboard');
    await addToCart(flash.id);
    const owner = await suite.app.server.db.selectFrom('users').select('id').where('username', '=', account.username).executeTakeFirstOrThrow();
    await expect.poll(async () => (await suite.app.server.db.selectFrom('saved_carts').select('items').where('user_id', '=', owner.id).executeTakeFirst())?.items ?? '').toContain(flash.id);
    await page.getByRole('banner').getByRole('button', { name: 'خروج' }).click();
    await page.waitForURL(`${suite.app.url}/`);
    expect(await cartLines()).toEqual([]);

    // As a guest: another flash drive and an e-book, then log in.
    // A product without a picture shows its type's icon on a tint, never an empty box or an emoji.
    await page.goto(`${suite.app.url}/product/${flash.id}`);
    const placeholder = page.getByTestId('product-placeholder').first();
    await expect.poll(() => placeholder.isVisible()).toBe(true);
    expect(await placeholder.locator('svg').count()).toBe(1);
    expect(await placeholder.innerText()).toBe('');
    // The same on a phone.
    await page.setViewportSize(VIEWPORTS[0]);
    await expect.poll(() => placeholder.isVisible()).toBe(true);
    expect(await placeholder.locator('svg').count()).toBe(1);
    await page.setViewportSize(VIEWPORTS[1]);
    await addToCart(flash.id, true);
    await addToCart(ebook.id, true);
    expect((await cartLines()).map((l) => [l.id, l.quantity])).toEqual([
      [flash.id, 1],
      [ebook.id, 1],
    ]);
    await loginInBrowser(page, suite.app.url, account.username, account.password, '/user/dashboard');
    await expect
      .poll(async () => (await cartLines()).map((l) => [l.id, l.quantity]))
      .toEqual([
        [flash.id, 2],
        [ebook.id, 1],
      ]);
    await page.goto(`${suite.app.url}/cart`);
    await expect.poll(() => page.getByRole('banner').innerText()).toContain('۳');

    // A reload does not merge again: the browser's cart is now the account's.
    await page.reload();
    await page.waitForTimeout(1_000);
    expect((await cartLines()).map((l) => [l.id, l.quantity])).toEqual([
      [flash.id, 2],
      [ebook.id, 1],
    ]);
    await page.context().close();
  });
});
