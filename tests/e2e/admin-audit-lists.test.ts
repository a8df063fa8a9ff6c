import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_MSG } from '@shared/admin/messages';
import { ADMIN_LIMITS } from '@shared/admin/schemas';
import { AUDIT_ACTION_LABELS, AUDIT_ALL_TITLE, AUDIT_AREA_SCREENS, AUDIT_MORE_LABEL, AUDIT_ORDER_TITLE } from '@shared/admin/audit';
import { shortReference } from '@shared/reference';
import { shippingInfoSchema } from '@shared/store/schemas';
import { DEMO_ACCOUNTS } from '../../src-server/seed/demo';
import { findUserByUsername } from '../../src-server/services/auth/users';
import { cafeOfManager } from '../../src-server/services/orders/access';
import { createOrder } from '../../src-server/services/orders/flow';
import { checkout } from '../../src-server/services/store/orders';
import { recordAudit } from '../../src-server/services/audit/log';
import { payStoreOrderFromWallet } from '../../src-server/services/store/payment';
import { fundWallet } from '../helpers/money';
import { SHIPPING } from '../helpers/store';
import { loginInBrowser, registerAccount } from './accounts';
import { newPage, screenshot, useBrowserSuite } from './harness';
import { failProcedure } from './trpc-failures';
import { storeProducts } from './store-products';

const suite = useBrowserSuite();
const [azadi] = DEMO_ACCOUNTS.cafes;
const [ali] = DEMO_ACCOUNTS.customers;

async function adminPage(): Promise<Page> {
  const admin = await newPage(suite.browser);
  await loginInBrowser(admin, suite.app.url, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password, '/admin/dashboard');
  return admin;
}

/** The newest row of a screen's audit list (its table's testid is audit-<area>). */
const newestAudit = (page: Page, area: string) => page.getByTestId(`audit-${area}`).locator('tbody tr').first();

describe('each admin screen lists the admin actions taken on it', () => {
  it('/admin/store: empty at first, then the tracking link the admin sets heads the list; a failed load says so and retries', async () => {
    const db = suite.app.server.db;
    const { flash, course } = await storeProducts(db);
    const account = await registerAccount(suite.app.url);
    const buyer = (await findUserByUsername(db, account.username))!;
    await fundWallet(db, buyer.id, 2_500_000);
    const order = await checkout(db, buyer, { items: [{ product_id: flash.id, quantity: 1 }], request_key: `e2e-audit-${buyer.id}`, payment_method: 'online', shipping: shippingInfoSchema.parse(SHIPPING) }, new Date());
    await payStoreOrderFromWallet(db, buyer, order.id, new Date());

    const admin = await adminPage();
    // The first load fails: the list says what failed, and its retry brings the (still empty) list.
    const heal = await failProcedure(admin, 'admin.auditPage');
    await admin.goto(`${suite.app.url}/admin/store`);
    const failed = admin.getByRole('alert').filter({ hasText: ADMIN_MSG.auditLoad });
    await expect.poll(() => failed.isVisible(), { timeout: 15_000 }).toBe(true);
    await heal();
    await failed.getByRole('button', { name: 'تلاش دوباره' }).click();
    await expect.poll(() => admin.getByText(ADMIN_MSG.noAudit).isVisible()).toBe(true);

    await admin.getByLabel('خریدار یا محصول').fill(account.username);
    const sale = admin.getByTestId('store-sale').filter({ hasText: shortReference(order.id) });
    await sale.getByRole('button', { name: 'ثبت ارسال' }).click();
    const dialog = admin.getByRole('dialog', { name: 'ارسال سفارش فروشگاه' });
    await dialog.getByLabel('لینک رهگیری مرسوله').fill('https://tracking.post.ir/?id=720999');
    await dialog.getByRole('button', { name: 'ثبت لینک رهگیری' }).click();
    // No reload: the list refreshes after the action.
    await expect.poll(() => newestAudit(admin, 'store').innerText()).toContain(AUDIT_ACTION_LABELS['store_order.tracking']);
    const row = await newestAudit(admin, 'store').innerText();
    expect(row).toContain(account.username);
    expect(row).toContain('لینک رهگیری: ندارد ← https://tracking.post.ir/?id=720999');
    expect(await admin.getByText(ADMIN_MSG.noAudit).count()).toBe(0);

    // A product renamed in its edit dialog heads the list too, old and new name side by side.
    await admin.getByTestId('admin-product').filter({ hasText: flash.name }).first().getByRole('button', { name: 'ویرایش' }).click();
    const edit = admin.getByRole('dialog', { name: 'ویرایش محصول' });
    await expect.poll(() => edit.getByLabel('نام محصول').inputValue()).toBe(flash.name);
    await edit.getByLabel('نام محصول').fill('فلش تازه‌نام');
    await edit.getByRole('button', { name: 'ذخیره تغییرات' }).click();
    await expect.poll(() => newestAudit(admin, 'store').innerText()).toContain(AUDIT_ACTION_LABELS['product.update']);
    expect(await newestAudit(admin, 'store').innerText()).toContain(`نام: ${flash.name} ← فلش تازه‌نام`);

    // A course lesson deleted in the lesson manager heads it next, naming the course and the lesson.
    await admin.getByRole('tab', { name: 'جلسات دوره' }).click();
    const lessons = admin.getByRole('region', { name: 'مدیریت جلسات دوره' });
    await lessons.getByLabel('دوره').first().fill(course.name);
    await admin.getByRole('option', { name: course.name }).click();
    const formulas = lessons.getByTestId('admin-lesson').filter({ hasText: 'فرمول‌ها' });
    admin.once('dialog', (confirm) => void confirm.accept());
    await formulas.getByRole('button', { name: 'حذف' }).click();
    await expect.poll(() => newestAudit(admin, 'store').innerText()).toContain(AUDIT_ACTION_LABELS['lesson.delete']);
    const lessonRow = await newestAudit(admin, 'store').innerText();
    expect(lessonRow).toContain(course.name);
    expect(lessonRow).toContain('عنوان جلسه: فرمول‌ها');
    await screenshot(admin, 'admin-store-audit');
    await admin.context().close();
  });

  it('/admin/coffenet: a cafe the admin deactivates heads the cafes’ audit list', async () => {
    const db = suite.app.server.db;
    const account = await registerAccount(suite.app.url, 'coffenet');
    const cafe = await cafeOfManager(db, (await findUserByUsername(db, account.username))!);

    const admin = await adminPage();
    await admin.goto(`${suite.app.url}/admin/coffenet?search=${account.username}`);
    const card = admin.getByTestId('admin-cafe-card').filter({ hasText: account.username });
    await card.getByRole('button', { name: 'غیرفعال کردن' }).click();
    await admin.getByRole('button', { name: 'بله', exact: true }).click();
    await expect.poll(() => newestAudit(admin, 'cafes').innerText()).toContain(AUDIT_ACTION_LABELS['cafe.deactivate']);
    const row = await newestAudit(admin, 'cafes').innerText();
    expect(row).toContain(cafe.cafe_name);
    expect(row).toContain('فعال: بله ← خیر');
    await screenshot(admin, 'admin-cafes-audit');
    await admin.context().close();
  });

  it('/admin/orders: an order the admin starts in its details heads the orders’ audit list', async () => {
    const db = suite.app.server.db;
    const customer = (await findUserByUsername(db, ali.username))!;
    const cafe = await cafeOfManager(db, (await findUserByUsername(db, azadi.username))!);
    const task = await db.selectFrom('tasks').select('id').where('cafe_id', '=', cafe.id).limit(1).executeTakeFirstOrThrow();
    const { order } = await createOrder(db, customer, { cafe_id: cafe.id, task_id: task.id, service_type: null, description: 'سفارشی که مدیر شروع می‌کند', client_request_key: null }, new Date());

    const admin = await adminPage();
    await admin.goto(`${suite.app.url}/admin/orders?order_id=${order.id}`);
    await admin.getByTestId('admin-order-details').getByRole('button', { name: 'شروع انجام سفارش' }).click();
    await admin.getByRole('button', { name: 'بله', exact: true }).click();
    await expect.poll(() => newestAudit(admin, 'orders').innerText()).toContain(AUDIT_ACTION_LABELS['order.start']);
    const row = await newestAudit(admin, 'orders').innerText();
    expect(row).toContain(order.service_type);
    expect(row).toContain('وضعیت: در انتظار تأیید ← در حال انجام');
    // The order's own list, in its details, holds that action and nothing about other orders.
    const own = admin.getByTestId('admin-order-details').getByTestId('audit-orders-target').locator('tbody tr');
    await expect.poll(() => own.count()).toBe(1);
    expect(await own.first().innerText()).toContain(AUDIT_ACTION_LABELS['order.start']);
    await admin.keyboard.press('Escape');
    // Another order's page: its own list is empty, and says so.
    const other = await createOrder(db, customer, { cafe_id: cafe.id, task_id: task.id, service_type: null, description: 'سفارشی بی‌اقدام مدیر', client_request_key: null }, new Date());
    await admin.goto(`${suite.app.url}/admin/orders/${other.order.id}`);
    await expect.poll(() => admin.getByTestId('admin-order-details').getByText(ADMIN_MSG.noAudit).isVisible()).toBe(true);
    expect(await admin.getByText(AUDIT_ORDER_TITLE, { exact: true }).isVisible()).toBe(true);
    await screenshot(admin, 'admin-orders-audit');
    await admin.context().close();
  });
  it('/admin/user: the list shows a page of the newest, «بیشتر» appends the older ones until none is left', async () => {
    const db = suite.app.server.db;
    const adminRow = (await findUserByUsername(db, DEMO_ACCOUNTS.admin.username))!;
    const extra = ADMIN_LIMITS.auditItems + 3;
    const base = Date.now() - 3_600_000;
    for (let i = 0; i < extra; i++) {
      await recordAudit(db, adminRow, { action: 'user.role', area: 'users', targetId: `u${i}`, label: `کاربر صفحه ${i}`, before: { role: 'user' }, after: { role: 'coffenet' } }, new Date(base + i * 1000));
    }
    const total = (await db.selectFrom('admin_audit_log').select('id').where('target_type', '=', 'users').execute()).length;

    const admin = await adminPage();
    await admin.goto(`${suite.app.url}/admin/user`);
    const rows = admin.getByTestId('audit-users').locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(ADMIN_LIMITS.auditItems);
    // Newest first: the last one recorded heads the list.
    expect(await rows.first().innerText()).toContain(`کاربر صفحه ${extra - 1}`);
    const more = admin.getByRole('button', { name: AUDIT_MORE_LABEL, exact: true });
    while (await more.isVisible()) {
      const before = await rows.count();
      await more.click();
      await expect.poll(() => rows.count()).toBeGreaterThan(before);
    }
    expect(await rows.count()).toBe(total);
    // The oldest of them ends the list, each row once.
    expect(await rows.last().innerText()).toContain('کاربر صفحه 0');
    await admin.context().close();
  });

  it('/admin/dashboard: every area’s actions in one list, each naming its area and linking to its screen', async () => {
    const db = suite.app.server.db;
    const adminRow = (await findUserByUsername(db, DEMO_ACCOUNTS.admin.username))!;
    const now = Date.now();
    await recordAudit(db, adminRow, { action: 'fee.global', area: 'finance', targetId: 'platform', label: 'کارمزد داشبورد', before: { percent: 10 }, after: { percent: 12 } }, new Date(now));
    await recordAudit(db, adminRow, { action: 'cafe.deactivate', area: 'cafes', targetId: 'c-dashboard', label: 'کافی‌نت داشبورد', before: { is_active: true }, after: { is_active: false } }, new Date(now + 1));

    const admin = await adminPage();
    const rows = admin.getByTestId('audit-all').locator('tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    expect(await admin.getByRole('heading', { name: AUDIT_ALL_TITLE }).isVisible()).toBe(true);
    // Newest first, across areas.
    expect(await rows.nth(0).innerText()).toContain('کافی‌نت داشبورد');
    expect(await rows.nth(0).innerText()).toContain(AUDIT_AREA_SCREENS.cafes.label);
    expect(await rows.nth(1).innerText()).toContain('کارمزد داشبورد');
    expect(await rows.nth(1).innerText()).toContain(AUDIT_AREA_SCREENS.finance.label);
    await rows.nth(0).getByRole('link', { name: AUDIT_AREA_SCREENS.cafes.label }).click();
    await admin.waitForURL(`${suite.app.url}${AUDIT_AREA_SCREENS.cafes.path}`);
    await expect.poll(() => newestAudit(admin, 'cafes').innerText()).toContain('کافی‌نت داشبورد');
    await admin.context().close();
  });
});
