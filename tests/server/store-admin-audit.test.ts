import { describe, expect, it } from 'vitest';
import { describeAuditChange } from '@shared/admin/audit';
import { addFailingTrigger, trpcError } from '../helpers/db';
import { MP4, PDF, storeAdminWorld, type StoreAdminWorld } from '../helpers/store-admin';

/** Product add / edit / delete are store actions: each writes one row of the store area, in its own transaction. */
const FLASH = { name: 'فلش ۳۲ گیگ', price: 2_500_000, category: 'electronics' as const, product_type: 'physical' as const, description: 'فلش' };

async function storeRows(w: StoreAdminWorld) {
  const rows = await w.caller(w.admin).admin.audit({ area: 'store', limit: 50 });
  return rows.map((r) => ({ action: r.action, target_id: r.target_id, change: describeAuditChange(r.action, r.before, r.after) }));
}

describe('the store audit list records product changes', () => {
  it('adding, editing and deleting a product each write one row naming the product', async () => {
    const w = await storeAdminWorld();
    const admin = w.caller(w.admin).store.admin;
    const p = await admin.createGeneral(FLASH);
    expect(await storeRows(w)).toEqual([{ action: 'product.create', target_id: p.id, change: 'نام: فلش ۳۲ گیگ، نوع: کالای فیزیکی، قیمت: ۲۵۰٬۰۰۰ تومان' }]);

    w.clock.advanceSeconds(60);
    await admin.update({ id: p.id, price: 3_000_000, is_active: false, description: 'فلش سریع' });
    const [edited] = await storeRows(w);
    expect(edited).toEqual({ action: 'product.update', target_id: p.id, change: 'قیمت: ۲۵۰٬۰۰۰ تومان ← ۳۰۰٬۰۰۰ تومان، در فروش: بله ← خیر، تغییر در: توضیحات' });

    // An edit of fields shown without their values still says which ones changed; a field sent unchanged is not named.
    w.clock.advanceSeconds(60);
    await admin.update({ id: p.id, description: 'فلش سریع', tags: ['فلش', 'حافظه'], language: 'en' });
    expect((await storeRows(w))[0]).toEqual({ action: 'product.update', target_id: p.id, change: 'تغییر در: برچسب‌ها، زبان' });

    w.clock.advanceSeconds(60);
    expect(await admin.remove({ id: p.id })).toEqual({ archived: false });
    const rows = await storeRows(w);
    expect(rows.map((r) => r.action)).toEqual(['product.delete', 'product.update', 'product.update', 'product.create']);
    expect(rows[0]).toMatchObject({ target_id: p.id, change: expect.stringContaining('نام: فلش ۳۲ گیگ') });
  });

  it('deleting a product an order names archives it, and says so', async () => {
    const w = await storeAdminWorld();
    const { ticket } = await w.upload(w.admin, 'file', 'کتاب.pdf', PDF, 'application/pdf');
    const book = await w.caller(w.admin).store.admin.createDigital({ name: 'کتاب ورد', price: 900_000, category: 'books', product_type: 'ebook', description: 'کتاب', files: [ticket] });
    await w.buy(w.buyer, book.id, 900_000);
    w.clock.advanceSeconds(60);
    expect(await w.caller(w.admin).store.admin.remove({ id: book.id })).toEqual({ archived: true });
    expect((await storeRows(w))[0]).toEqual({ action: 'product.archive', target_id: book.id, change: 'در فروش: بله ← خیر' });
  });

  it('a refused change writes no row', async () => {
    const w = await storeAdminWorld();
    const admin = w.caller(w.admin).store.admin;
    const p = await admin.createGeneral(FLASH);
    // A physical good cannot become a course (type family fixed): 409, nothing recorded.
    expect((await trpcError(admin.update({ id: p.id, product_type: 'video_course' }))).code).toBe('CONFLICT');
    expect((await trpcError(w.caller(w.buyer).store.admin.remove({ id: p.id }))).code).toBe('FORBIDDEN');
    expect((await trpcError(admin.update({ id: '0'.repeat(24), name: 'x' }))).code).toBe('NOT_FOUND');
    expect((await trpcError(admin.remove({ id: '0'.repeat(24) }))).code).toBe('NOT_FOUND');
    expect((await storeRows(w)).map((r) => r.action)).toEqual(['product.create']);
  });

  it('the change and its row commit together: when the row cannot be written, the change is undone', async () => {
    const w = await storeAdminWorld();
    const admin = w.caller(w.admin).store.admin;
    const p = await admin.createGeneral(FLASH);
    // A trigger refuses every later audit row, as a full disk or a broken write would.
    await addFailingTrigger(w.db, { name: 'no_audit', table: 'admin_audit_log', event: 'insert', message: 'audit refused' });
    await expect(admin.update({ id: p.id, name: 'فلش دیگر', price: 3_000_000 })).rejects.toThrow();
    await expect(admin.remove({ id: p.id })).rejects.toThrow();
    expect(await admin.product({ id: p.id })).toMatchObject({ name: FLASH.name, price: FLASH.price });
    await expect(admin.createGeneral({ ...FLASH, name: 'فلش بی‌ردیف' })).rejects.toThrow();
    expect((await admin.products({ page: 1, pageSize: 20 })).items.map((i) => i.name)).toEqual([FLASH.name]);
    expect((await storeRows(w)).map((r) => r.action)).toEqual(['product.create']);
  });

  it('adding and deleting a course lesson each write one row on the course, naming the lesson', async () => {
    const w = await storeAdminWorld();
    const admin = w.caller(w.admin).store.admin;
    const course = await admin.createGeneral({ name: 'دوره پایتون', price: 5_000_000, category: 'courses', product_type: 'video_course', description: 'پایتون', instructor_name: 'رضا' });
    const { ticket } = await w.upload(w.admin, 'video', 'l.mp4', MP4, 'video/mp4');
    w.clock.advanceSeconds(60);
    await admin.addLesson({ product_id: course.id, title: 'نصب پایتون', order: 3, is_preview: false, duration: 90, video_file: ticket });
    expect((await storeRows(w))[0]).toEqual({ action: 'lesson.create', target_id: course.id, change: 'جلسه: ۳، عنوان جلسه: نصب پایتون' });

    w.clock.advanceSeconds(60);
    await admin.deleteLesson({ product_id: course.id, order: 3 });
    // A refused delete (no such lesson) adds nothing.
    expect((await trpcError(admin.deleteLesson({ product_id: course.id, order: 3 }))).code).toBe('NOT_FOUND');
    const rows = await storeRows(w);
    expect(rows.map((r) => r.action)).toEqual(['lesson.delete', 'lesson.create', 'product.create']);
    expect(rows[0]).toEqual({ action: 'lesson.delete', target_id: course.id, change: 'جلسه: ۳، عنوان جلسه: نصب پایتون' });
  });

  it('adding and deleting a digital product’s files each write one row on the product, naming the files', async () => {
    const w = await storeAdminWorld();
    const admin = w.caller(w.admin).store.admin;
    const first = await w.upload(w.admin, 'file', 'کتاب.pdf', PDF, 'application/pdf');
    const book = await admin.createDigital({ name: 'کتاب ورد', price: 900_000, category: 'books', product_type: 'ebook', description: 'کتاب', files: [first.ticket] });
    const a = await w.upload(w.admin, 'file', 'تمرین.pdf', PDF, 'application/pdf');
    const b = await w.upload(w.admin, 'file', 'پاسخ.pdf', PDF, 'application/pdf');
    w.clock.advanceSeconds(60);
    const added = await admin.appendFiles({ product_id: book.id, files: [a.ticket, b.ticket] });
    expect((await storeRows(w))[0]).toEqual({ action: 'product_file.create', target_id: book.id, change: 'فایل: تمرین.pdf، پاسخ.pdf' });

    w.clock.advanceSeconds(60);
    await admin.deleteFile({ product_id: book.id, file_id: added[0]!.id });
    const rows = await storeRows(w);
    expect(rows.map((r) => r.action)).toEqual(['product_file.delete', 'product_file.create', 'product.create']);
    expect(rows[0]).toEqual({ action: 'product_file.delete', target_id: book.id, change: 'فایل: تمرین.pdf' });
  });
});
