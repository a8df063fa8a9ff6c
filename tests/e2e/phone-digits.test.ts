import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { loginInBrowser } from './accounts';
import { newPage, useBrowserSuite } from './harness';

// Phone numbers and postal codes are stored in ASCII digits and shown in Persian ones
// (docs/decisions.md "Cafe profile"); the admin's cafe cards and the store order's shipping
// details showed them as stored ("09124444444").
const suite = useBrowserSuite();
const LATIN_DIGIT = /[0-9]/;

async function api(path: string, body: unknown, token?: string) {
  const res = await fetch(`${suite.app.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, any>;
}

describe('phone numbers and postal codes read in Persian digits', () => {
  it("on the admin's cafe cards", async () => {
    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password, '/admin/dashboard');
    await page.goto(`${suite.app.url}/admin/coffenet`);
    const phones = page.getByTestId('admin-cafe-phone');
    await expect.poll(() => phones.count()).toBeGreaterThan(0);
    const texts = await phones.allInnerTexts();
    for (const text of texts) expect(text).toMatch(/^۰[۰-۹]{10}$/);
    await page.context().close();
  });

  it("in a store order's shipping details", async () => {
    const [customer] = DEMO_ACCOUNTS.customers;
    const { access_token: token } = await api('/auth/login', { username: customer.username, password: customer.password });
    const products = (await (await fetch(`${suite.app.url}/api/store/products?product_type=physical&limit=1`)).json()) as Array<{ id: string; price: number }>;
    const product = products[0]!;
    const shipping = { full_name: 'علی رضایی', phone: '09121234567', address: 'تهران، خیابان انقلاب', postal_code: '1234567890' };
    const order = await api('/store/checkout', { items: [{ product_id: product.id, quantity: 1 }], total: product.price, shipping_info: shipping }, token);
    expect(order.status).toBe('pending');

    const page = await newPage(suite.browser);
    await loginInBrowser(page, suite.app.url, customer.username, customer.password, '/user/dashboard');
    await page.goto(`${suite.app.url}/site/store-order-payment?orderId=${order.id}`);
    const details = page.getByTestId('store-order-shipping');
    await expect.poll(() => details.innerText()).toContain('۰۹۱۲۱۲۳۴۵۶۷');
    const text = await details.innerText();
    expect(text).toContain('۱۲۳۴۵۶۷۸۹۰');
    expect(text).not.toMatch(LATIN_DIGIT);
    await page.context().close();
  });
});
