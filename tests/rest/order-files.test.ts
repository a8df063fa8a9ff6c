import { describe, expect, it } from 'vitest';
import { ORDER_MSG } from '@shared/orders/messages';
import { ORDER_FILE_MAX_BYTES } from '@shared/orders/files';
import { fileForm, restOrderWorld } from '../helpers/rest-orders';
import { addFailingTrigger } from '../helpers/db';

const PDF = new TextEncoder().encode('%PDF-1.4 a small test document');

async function rowsAndFiles(w: Awaited<ReturnType<typeof restOrderWorld>>) {
  return { rows: (await w.db.selectFrom('order_files').select('id').execute()).length, files: await w.files.list() };
}

describe('order files through the REST shim', () => {
  it('uploads a multipart file, lists it, and sends it back with its original name', async () => {
    const w = await restOrderWorld();
    const orderId = await w.orderIn('pending');
    const up = await w.call(`/order/${orderId}/upload`, { token: w.tokens.customer, form: fileForm('مدارک من.pdf', PDF, { uploaded_by: 'user', caption: 'صفحه اول' }) });
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({ success: true, message: ORDER_MSG.uploadSuccess, file_name: 'مدارک من.pdf' });
    const fileId = up.body.file_id as string;
    expect(fileId).toMatch(/^[0-9a-f]{24}$/);

    // On disk under a random name, nothing of the original name.
    const stored = await w.files.list();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^[0-9a-f]{32}$/);

    const list = await w.call(`/order/${orderId}/files`, { token: w.tokens.cafe });
    expect(list.body).toEqual([
      expect.objectContaining({ _id: fileId, original_filename: 'مدارک من.pdf', uploaded_by: 'user', is_final: false, caption: 'صفحه اول', size: PDF.byteLength }),
    ]);
    const order = await w.call(`/order/${orderId}`, { token: w.tokens.cafe });
    expect(order.body.details).toEqual({ description: 'دو صفحه تایپ', file_name: 'مدارک من.pdf' });

    for (const [path, token] of [
      [`/order/${orderId}/download-file/${fileId}`, w.tokens.cafe],
      [`/order/${orderId}/download-user-file`, w.tokens.cafe],
      [`/order/${orderId}/download-file/${fileId}`, w.tokens.customer],
      [`/order/${orderId}/download-file/${fileId}`, w.tokens.admin],
    ] as const) {
      const down = await w.call(path, { token });
      expect(down.status, path).toBe(200);
      expect(down.headers.get('content-type')).toBe('application/pdf');
      expect(down.headers.get('content-disposition')).toBe(`attachment; filename="_____ __.pdf"; filename*=UTF-8''${encodeURIComponent('مدارک من.pdf')}`);
      expect(Buffer.from(down.bytes).equals(Buffer.from(PDF))).toBe(true);
    }
    const link = await w.call(`/order/${orderId}/files/${fileId}`, { token: w.tokens.customer });
    expect(link.body).toMatchObject({ file_id: fileId, file_name: 'مدارک من.pdf', download_url: `/api/order/${orderId}/download-file/${fileId}` });
    // The same facts, under spec 2 §3's names, as the file list gives them.
    const { download_url: _link, ...facts } = link.body;
    expect(facts).toEqual(list.body[0]);
    expect(link.body).toMatchObject({ _id: fileId, original_filename: 'مدارک من.pdf', uploaded_by: 'user', is_final: false });
    expect(typeof link.body.uploaded_at).toBe('string');
  });

  it('refuses another person’s order (403), a missing order or file (404) and no token (401)', async () => {
    const w = await restOrderWorld();
    const orderId = await w.orderIn('pending');
    const up = await w.call(`/order/${orderId}/upload`, { token: w.tokens.customer, form: fileForm('a.txt', 'hello') });
    const fileId = up.body.file_id;
    for (const token of [w.tokens.otherCustomer, w.tokens.otherCafe]) {
      expect((await w.call(`/order/${orderId}/download-file/${fileId}`, { token })).status).toBe(403);
      expect((await w.call(`/order/${orderId}/files`, { token })).status).toBe(403);
      expect((await w.call(`/order/${orderId}/upload`, { token, form: fileForm('b.txt', 'x') })).status).toBe(403);
    }
    expect((await w.call(`/order/${orderId}/download-file/${fileId}`, {})).status).toBe(401);
    expect((await w.call(`/order/${orderId}/download-file/${'e'.repeat(24)}`, { token: w.tokens.customer })).status).toBe(404);
    expect((await w.call(`/order/${'e'.repeat(24)}/files`, { token: w.tokens.customer })).status).toBe(404);
    const other = await w.orderIn('pending');
    // A file of one order is not reachable through another order's path.
    expect((await w.call(`/order/${other}/download-file/${fileId}`, { token: w.tokens.customer })).status).toBe(404);
    expect((await w.call(`/order/${orderId}/download`, { token: w.tokens.customer })).body).toEqual({ detail: ORDER_MSG.noFinalFile });
    expect((await w.call(`/order/${other}/download-user-file`, { token: w.tokens.cafe })).status).toBe(404);
    expect(await rowsAndFiles(w)).toEqual({ rows: 1, files: [expect.any(String)] });
  });

  it('answers 413 for a file over 10 MB and 415 for a type not accepted, storing nothing', async () => {
    const w = await restOrderWorld();
    const orderId = await w.orderIn('pending');
    const justOver = new Uint8Array(ORDER_FILE_MAX_BYTES + 1);
    const over = await w.call(`/order/${orderId}/upload`, { token: w.tokens.customer, form: fileForm('big.pdf', justOver) });
    expect([over.status, over.body]).toEqual([413, { detail: ORDER_MSG.fileTooLarge }]);
    const wayOver = await w.call(`/order/${orderId}/upload`, { token: w.tokens.customer, form: fileForm('huge.zip', new Uint8Array(ORDER_FILE_MAX_BYTES + 2_000_000)) });
    expect([wayOver.status, wayOver.body]).toEqual([413, { detail: ORDER_MSG.fileTooLarge }]);
    const exe = await w.call(`/order/${orderId}/upload`, { token: w.tokens.customer, form: fileForm('setup.exe', 'MZ', {}, 'application/pdf') });
    expect([exe.status, exe.body]).toEqual([415, { detail: ORDER_MSG.fileTypeNotAllowed }]);
    const none = await w.call(`/order/${orderId}/upload`, { token: w.tokens.customer, form: (() => { const f = new FormData(); f.append('caption', 'x'); return f; })() });
    expect([none.status, none.body.detail]).toEqual([422, ORDER_MSG.fileRequired]);
    const empty = await w.call(`/order/${orderId}/upload`, { token: w.tokens.customer, form: fileForm('empty.txt', '') });
    expect([empty.status, empty.body.detail]).toEqual([422, ORDER_MSG.fileEmpty]);
    const exactly = await w.call(`/order/${orderId}/upload`, { token: w.tokens.customer, form: fileForm('max.pdf', new Uint8Array(ORDER_FILE_MAX_BYTES)) });
    expect(exactly.status).toBe(201);
    expect(await rowsAndFiles(w)).toEqual({ rows: 1, files: [expect.any(String)] });
  });

  it('leaves no file when the row cannot be written', async () => {
    const w = await restOrderWorld();
    const orderId = await w.orderIn('pending');
    await addFailingTrigger(w.db, { name: 'fail_files', table: 'order_files', event: 'insert', message: 'disk full' });
    const res = await w.call(`/order/${orderId}/upload`, { token: w.tokens.customer, form: fileForm('a.txt', 'hello') });
    expect(res.status).toBe(500);
    expect(await rowsAndFiles(w)).toEqual({ rows: 0, files: [] });
  });

  it('keeps the final file from the customer until the order is completed and paid', async () => {
    const w = await restOrderWorld();
    const orderId = await w.orderIn('pending');
    // Only the cafe uploads a final file, and only while working or after.
    const early = await w.call(`/order/${orderId}/upload`, { token: w.tokens.cafe, form: fileForm('result.pdf', PDF, { uploaded_by: 'coffenet', is_final: 'true' }) });
    expect([early.status, early.body.detail]).toEqual([409, ORDER_MSG.finalFileWrongStatus]);
    await w.api(w.cafeUser).orders.price({ orderId, price: 100_000, estimated_time: '1d', assigned_employee: null });
    await w.pay(orderId);
    const byCustomer = await w.call(`/order/${orderId}/upload`, { token: w.tokens.customer, form: fileForm('mine.pdf', PDF, { is_final: 'true' }) });
    expect([byCustomer.status, byCustomer.body.detail]).toEqual([403, ORDER_MSG.finalFileOnlyCafe]);
    const final = await w.call(`/order/${orderId}/upload`, { token: w.tokens.cafe, form: fileForm('result.pdf', PDF, { uploaded_by: 'coffenet', is_final: 'true' }) });
    expect(final.status).toBe(201);
    const fileId = final.body.file_id;

    const locked = await w.call(`/order/${orderId}/download-file/${fileId}`, { token: w.tokens.customer });
    expect([locked.status, locked.body]).toEqual([403, { detail: ORDER_MSG.finalFileLocked }]);
    expect((await w.call(`/order/${orderId}/download`, { token: w.tokens.customer })).status).toBe(403);
    expect((await w.call(`/order/${orderId}`, { token: w.tokens.customer })).body.final_file).toEqual({ file_id: fileId, file_name: 'result.pdf', downloadable: false });
    expect((await w.call(`/order/${orderId}/download`, { token: w.tokens.cafe })).status).toBe(200);

    expect((await w.call(`/order/${orderId}/mark-completed`, { method: 'PATCH', token: w.tokens.cafe })).status).toBe(200);
    const released = await w.call(`/order/${orderId}/download`, { token: w.tokens.customer });
    expect(released.status).toBe(200);
    expect(released.headers.get('content-disposition')).toContain('result.pdf');
    expect((await w.call(`/order/${orderId}/download-file/${fileId}`, { token: w.tokens.customer })).status).toBe(200);
  });

  it('never releases the final file of an order completed without payment', async () => {
    const w = await restOrderWorld();
    const orderId = await w.orderIn('pending');
    await w.api(w.admin).orders.start({ orderId });
    await w.call(`/order/${orderId}/upload`, { token: w.tokens.cafe, form: fileForm('r.pdf', PDF, { is_final: 'true' }) });
    await w.api(w.cafeUser).orders.complete({ orderId });
    expect((await w.call(`/order/${orderId}/download`, { token: w.tokens.customer })).status).toBe(403);
  });

  it('refuses files on a rejected or cancelled order', async () => {
    const w = await restOrderWorld();
    for (const status of ['rejected', 'cancelled'] as const) {
      const orderId = await w.orderIn(status);
      const res = await w.call(`/order/${orderId}/upload`, { token: w.tokens.customer, form: fileForm('a.txt', 'x') });
      expect([res.status, res.body.detail]).toEqual([409, ORDER_MSG.filesClosed]);
    }
    expect(await rowsAndFiles(w)).toEqual({ rows: 0, files: [] });
  });
});
