import { describe, expect, it } from 'vitest';
import { STORE_ADMIN_MSG as M } from '@shared/store/admin-messages';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { loginInBrowser } from './accounts';
import { newPage, useBrowserSuite } from './harness';

const suite = useBrowserSuite();

describe('the edit-product dialog (spec 3 §2 /admin/store)', () => {
  it('an emptied price is named as required, not saved as "edited" with the old price kept', async () => {
    const db = suite.app.server.db;
    const product = await db.selectFrom('products').select(['id', 'name', 'price']).where('product_type', '=', 'physical').orderBy('name').executeTakeFirstOrThrow();
    const page = await newPage(suite.browser);
    const { admin } = DEMO_ACCOUNTS;
    await loginInBrowser(page, suite.app.url, admin.username, admin.password, '/admin/dashboard');
    await page.goto(`${suite.app.url}/admin/store`);
    await page.getByRole('region', { name: 'فهرست محصولات' }).getByLabel('جستجو').fill(product.name);
    const row = page.getByTestId('admin-product').filter({ hasText: product.name });
    await row.getByRole('button', { name: 'ویرایش' }).click();
    const dialog = page.getByRole('dialog', { name: 'ویرایش محصول' });
    const price = dialog.getByLabel('قیمت (تومان)');
    await expect.poll(() => price.inputValue()).not.toBe('');
    await price.fill('');
    await dialog.getByRole('button', { name: 'ذخیره تغییرات' }).click();
    await expect.poll(() => dialog.getByText(M.priceRequired).isVisible()).toBe(true);
    expect(await page.getByText(M.productEdited).count()).toBe(0);
    expect((await db.selectFrom('products').select('price').where('id', '=', product.id).executeTakeFirstOrThrow()).price).toBe(product.price);
    await page.context().close();
  });
});
