import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { ADMIN_MSG } from '@shared/admin/messages';
import { STORE_ADMIN_MSG as M } from '@shared/store/admin-messages';
import { MEDIA_CONTENT_MISMATCH, MEDIA_EMPTY, mediaTooLargeMessage, mediaTypeMessage } from '@shared/store/media';
import { COURSE_FIELDS, EXE, MP4, PDF, PNG, WEBM, form, storeAdminWorld, type StoreAdminWorld } from '../helpers/store-admin';

async function createCourse(w: StoreAdminWorld, extra: Record<string, string> = {}) {
  const res = await w.call('/store/products', {
    as: w.admin,
    form: form({ ...COURSE_FIELDS, ...extra }, [
      ['image', 'جلد.png', PNG],
      ['video_preview', 'preview.webm', WEBM],
    ]),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function addLesson(w: StoreAdminWorld, id: string, fields: Record<string, string>, video: Uint8Array = MP4, name = 'l.mp4') {
  return w.call(`/store/products/${id}/lessons`, { as: w.admin, form: form({ title: 'جلسه', ...fields }, [['video_file', name, video]]) });
}

async function createEbook(w: StoreAdminWorld) {
  const res = await w.call('/store/digital-products', {
    as: w.admin,
    form: form({ name: 'کتاب ورد', price: '900000', category: 'books', product_type: 'ebook', description: 'کتاب آموزشی' }, [
      ['files', 'آموزش ورد.pdf', PDF],
    ]),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('admin store REST paths (spec 3 §7 "Store")', () => {
  it('creates a course from a real multipart body and serves its picture and preview publicly', async () => {
    const w = await storeAdminWorld();
    const p = await createCourse(w);
    expect(p).toMatchObject({ success: true, message: M.productAdded, name: 'دوره پایتون', price: 5_000_000, product_type: 'video_course', instructor_name: 'رضا' });
    expect(p._id).toBe(p.id);
    expect(await w.files.list()).toHaveLength(2);

    const image = await w.call(p.image.replace(/^\/api/, ''));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(image.bytes).equals(Buffer.from(PNG))).toBe(true);
    const etag = image.headers.get('etag')!;
    expect((await w.call(`/store/download/product-image/${p.id}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await w.call(`/store/download/product-image/${p.id}`, { headers: { 'if-modified-since': image.headers.get('last-modified')! } })).status).toBe(304);
    // Without the current version the answer must be revalidated.
    expect((await w.call(`/store/download/product-image/${p.id}`)).headers.get('cache-control')).toBe('public, no-cache');

    const preview = await w.call(`/store/download/video-preview/${p.id}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('video/webm');
    expect(preview.headers.get('accept-ranges')).toBe('bytes');
    expect((await w.call(`/store/products/${p.id}`)).body).toMatchObject({ image: p.image, video_preview_url: expect.stringContaining(`/video-preview/${p.id}?v=`) });
  });

  it('refuses visitors (401) and users or cafes (403) before a byte of the upload is stored', async () => {
    const w = await storeAdminWorld();
    const p = await createCourse(w);
    const before = await w.files.list();
    for (const [who, status] of [[null, 401], [w.buyer, 403], [w.cafe, 403]] as const) {
      const body = () => form(COURSE_FIELDS, [['image', 'a.png', PNG]]);
      for (const [path, method] of [
        ['/store/products', 'POST'],
        ['/store/digital-products', 'POST'],
        [`/store/products/${p.id}`, 'PATCH'],
        [`/store/products/${p.id}/lessons`, 'POST'],
        [`/store/products/${p.id}/digital-files`, 'POST'],
      ] as const) {
        const res = await w.call(path, { as: who, method, form: body() });
        expect(res.status, `${path} ${who?.role}`).toBe(status);
        if (status === 403) expect(res.body.detail).toBe(MSG.forbidden);
      }
      for (const [path, method] of [
        [`/store/products/${p.id}`, 'DELETE'],
        [`/store/products/${p.id}/lessons/1`, 'DELETE'],
        [`/store/products/${p.id}/digital-files?file_url=x`, 'DELETE'],
        ['/finance/admin/financial/store/statistics', 'GET'],
        ['/finance/admin/store', 'GET'],
      ] as const) {
        expect((await w.call(path, { as: who, method })).status, path).toBe(status);
      }
    }
    expect(await w.files.list()).toEqual(before);
  });

  it('answers 415 and 413 with Persian messages naming types or limits, leaving no row and no file', async () => {
    const w = await storeAdminWorld();
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    const cases: Array<[FormData, number, string]> = [
      [form(COURSE_FIELDS, [['image', 'a.svg', svg]]), 415, mediaTypeMessage('image')],
      [form(COURSE_FIELDS, [['image', 'a.png', PDF]]), 415, MEDIA_CONTENT_MISMATCH],
      [form(COURSE_FIELDS, [['image', 'a.png', PNG], ['video_preview', 'a.avi', MP4]]), 415, mediaTypeMessage('video')],
      [form(COURSE_FIELDS, [['image', 'big.png', new Uint8Array([...PNG, ...new Uint8Array(5 * 1024 * 1024)])]]), 413, mediaTooLargeMessage('image')],
      [form({ ...COURSE_FIELDS, price: '-5' }, [['image', 'a.png', PNG]]), 422, M.priceNegative],
      [form({ ...COURSE_FIELDS, price: '12.5' }, [['image', 'a.png', PNG]]), 422, M.priceInvalid],
      // No price at all is "required" (0 is free), not "not a whole number".
      [form({ ...COURSE_FIELDS, price: '' }, [['image', 'a.png', PNG]]), 422, M.priceRequired],
      [form({ ...COURSE_FIELDS, product_type: 'ebook' }, [['image', 'a.png', PNG]]), 422, M.useDigitalForm],
      [form({ ...COURSE_FIELDS, instructor_name: '' }, [['image', 'a.png', PNG]]), 422, M.instructorRequired],
    ];
    for (const [body, status, detail] of cases) {
      const res = await w.call('/store/products', { as: w.admin, form: body });
      expect(res.status, detail).toBe(status);
      expect(res.body.detail).toBe(detail);
      expect(await w.files.list()).toEqual([]);
    }
    // A refusal about one field or one part names it in `errors`, as a form reads it.
    const noInstructor = await w.call('/store/products', { as: w.admin, form: form({ ...COURSE_FIELDS, instructor_name: '' }, [['image', 'a.png', PNG]]) });
    expect(noInstructor.body.errors).toEqual({ instructor_name: M.instructorRequired });
    const emptyImage = await w.call('/store/products', { as: w.admin, form: form(COURSE_FIELDS, [['image', 'a.png', new Uint8Array()]]) });
    expect([emptyImage.status, emptyImage.body]).toEqual([422, { detail: MEDIA_EMPTY, errors: { image: MEDIA_EMPTY } }]);
    expect(await w.files.list()).toEqual([]);
    // An installer only for software; a digital product needs a file.
    const digital = (type: string, files: Array<[string, string, Uint8Array]>) =>
      w.call('/store/digital-products', { as: w.admin, form: form({ name: 'n', price: '0', category: 'software', product_type: type, description: 'd' }, files) });
    expect((await digital('ebook', [['files', 'setup.exe', EXE]])).status).toBe(415);
    expect((await digital('ebook', [])).body.detail).toBe(M.filesRequired);
    expect(await w.files.list()).toEqual([]);
    expect((await digital('software', [['files', 'setup.exe', EXE]])).status).toBe(201);
    expect(await w.db.selectFrom('products').select('id').execute()).toHaveLength(1);
  });

  it('edits by JSON and by multipart; a new image replaces the old file, which leaves the disk', async () => {
    const w = await storeAdminWorld();
    const p = await createCourse(w);
    const json = await w.call(`/store/products/${p.id}`, { as: w.admin, method: 'PATCH', json: { name: 'دوره پایتون ۲', price: 7_000_000, tags: ['a', 'b'] } });
    expect(json.status).toBe(200);
    expect(json.body).toMatchObject({ message: M.productEdited, name: 'دوره پایتون ۲', price: 7_000_000, tags: ['a', 'b'] });
    expect((await w.call(`/store/products/${p.id}`, { as: w.admin, method: 'PATCH', json: { price: -1 } })).body.detail).toBe(M.priceNegative);
    // A tag with a comma inside would come back as two from the form: refused, naming the tags.
    const comma = await w.call(`/store/products/${p.id}`, { as: w.admin, method: 'PATCH', json: { tags: ['پایتون، مقدماتی'] } });
    expect(comma.status).toBe(422);
    expect(comma.body.detail).toBe(M.tagHasComma);
    expect(Object.keys(comma.body.errors ?? {}).some((k) => k.startsWith('tags'))).toBe(true);
    // As multipart text, commas separate tags.
    const split = await w.call(`/store/products/${p.id}`, { as: w.admin, method: 'PATCH', form: form({ tags: 'پایتون، مقدماتی,برنامه‌نویسی' }, []) });
    expect(split.body.tags).toEqual(['پایتون', 'مقدماتی', 'برنامه‌نویسی']);
    const [oldImage] = (await w.db.selectFrom('products').select('image').where('id', '=', p.id).execute()).map((r) => r.image);
    const multi = await w.call(`/store/products/${p.id}`, { as: w.admin, method: 'PATCH', form: form({ description: 'تازه' }, [['image', 'new.png', PNG]]) });
    expect(multi.status).toBe(200);
    expect(multi.body.image).not.toBe(p.image);
    const files = await w.files.list();
    expect(files).toHaveLength(2);
    expect(files).not.toContain(oldImage);
    expect((await w.call(multi.body.image.replace(/^\/api/, ''))).status).toBe(200);
  });

  it('adds lessons (order defaults to the next, a taken one is 409 and its video is removed) and deletes them', async () => {
    const w = await storeAdminWorld();
    const p = await createCourse(w);
    const first = await addLesson(w, p.id, { title: 'مقدمه', is_preview: 'true', duration: '125' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ message: M.lessonAdded, lesson: { order: 1, title: 'مقدمه', is_preview: true, duration: 125, has_video: true } });
    expect((await addLesson(w, p.id, { order: '4' })).body.lesson.order).toBe(4);
    const before = await w.files.list();
    const taken = await addLesson(w, p.id, { order: '4' });
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toBe(M.lessonOrderTaken);
    expect(await w.files.list()).toEqual(before);
    expect((await w.call(`/store/products/${p.id}/lessons`, { as: w.admin, form: form({ title: 'بدون ویدیو' }) })).body.detail).toBe(M.lessonVideoRequired);
    expect((await addLesson(w, p.id, { title: '' })).body.detail).toBe(M.lessonTitleRequired);
    expect((await w.call(`/store/products/${p.id}/lessons/4`, { as: w.admin, method: 'DELETE' })).body).toMatchObject({ message: M.lessonDeleted });
    expect((await w.call(`/store/products/${p.id}/lessons/4`, { as: w.admin, method: 'DELETE' })).status).toBe(404);
    expect(await w.files.list()).toHaveLength(3);
  });

  it('lists a digital product\'s files in the order they were added, within one upload and across uploads', async () => {
    const w = await storeAdminWorld();
    const names = (from: number) => Array.from({ length: 6 }, (_, i) => `فایل-${from + i}.txt`);
    // The first file of each upload is the largest, so it finishes saving last: its place must still be first.
    const parts = (list: string[]) => list.map((n, i) => ['files', n, new TextEncoder().encode(n.repeat(i === 0 ? 200_000 : 1))] as [string, string, Uint8Array]);
    const created = await w.call('/store/digital-products', {
      as: w.admin,
      form: form({ name: 'بسته فایل', price: '1000', category: 'books', product_type: 'ebook', description: 'ترتیب' }, parts(names(1))),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const appended = await w.call(`/store/products/${created.body.id}/digital-files`, { as: w.admin, form: form({}, parts(names(7))) });
    expect(appended.body.files_info.map((f: { filename: string }) => f.filename)).toEqual(names(7));
    const view = await w.call(`/store/digital-products/${created.body.id}`, { as: w.admin });
    expect(view.body.files_info.map((f: { filename: string }) => f.filename)).toEqual([...names(1), ...names(7)]);
  });

  it('appends and deletes digital files; a traversal or foreign file_url answers 404 and touches nothing', async () => {
    const w = await storeAdminWorld();
    const book = await createEbook(w);
    const added = await w.call(`/store/products/${book.id}/digital-files`, { as: w.admin, form: form({}, [['files', 'دوم.zip', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])], ['files', 'سوم.txt', new TextEncoder().encode('سلام')]]) });
    expect(added.status).toBe(201);
    expect(added.body.files_info.map((f: { filename: string }) => f.filename)).toEqual(['دوم.zip', 'سوم.txt']);
    expect((await w.call(`/store/products/${book.id}/digital-files`, { as: w.admin, form: form({}) })).body.detail).toBe(M.chooseFilesFirst);
    const before = await w.files.list();
    for (const url of ['../../app.db', '..%2F..%2Fapp.db', '/etc/passwd', `/api/store/download/digital-file/${book.id}/../../x`, 'آموزش ورد.pdf']) {
      const res = await w.call(`/store/products/${book.id}/digital-files?file_url=${encodeURIComponent(url)}`, { as: w.admin, method: 'DELETE' });
      expect(res.status, url).toBe(404);
    }
    expect(await w.files.list()).toEqual(before);
    const del = await w.call(`/store/products/${book.id}/digital-files?file_url=${encodeURIComponent(added.body.files_info[0].url)}`, { as: w.admin, method: 'DELETE' });
    expect(del.body).toMatchObject({ message: M.fileDeleted });
    expect(await w.files.list()).toHaveLength(2);
  });
});

describe('store media downloads', () => {
  it('serves lesson videos with ranges: previews to anyone, the rest to buyers and admins (bearer or signed address)', async () => {
    const w = await storeAdminWorld();
    const p = await createCourse(w);
    await addLesson(w, p.id, { is_preview: 'true' });
    await addLesson(w, p.id, {});
    const paid = `/store/download/lesson-video/${p.id}/2`;
    expect((await w.call(`/store/download/lesson-video/${p.id}/1`)).status).toBe(200);
    expect((await w.call(paid)).status).toBe(401);
    expect((await w.call(paid, { as: w.other })).status).toBe(403);
    expect((await w.call(paid, { as: w.admin })).status).toBe(200);
    // An admin on a one-time password opens nothing until it is changed.
    await w.db.updateTable('users').set({ must_change_password: 1 }).where('id', '=', w.admin.id).execute();
    const fresh = await w.call(paid, { as: w.admin });
    expect([fresh.status, fresh.body]).toEqual([403, { detail: ADMIN_MSG.mustChangePassword }]);
    await w.db.updateTable('users').set({ must_change_password: 0 }).where('id', '=', w.admin.id).execute();
    await w.buy(w.buyer, p.id, 5_000_000);
    const full = await w.call(paid, { as: w.buyer });
    expect(full.status).toBe(200);
    expect(Buffer.from(full.bytes).equals(Buffer.from(MP4))).toBe(true);

    const part = await w.call(paid, { as: w.buyer, headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${MP4.byteLength}`);
    expect(part.headers.get('content-length')).toBe('100');
    expect(Buffer.from(part.bytes).equals(Buffer.from(MP4.slice(100, 200)))).toBe(true);
    const tail = await w.call(paid, { as: w.buyer, headers: { range: 'bytes=-10' } });
    expect(Buffer.from(tail.bytes).equals(Buffer.from(MP4.slice(-10)))).toBe(true);
    const past = await w.call(paid, { as: w.buyer, headers: { range: `bytes=${MP4.byteLength}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${MP4.byteLength}`);
    expect((await w.call(paid, { as: w.buyer, headers: { 'if-none-match': full.headers.get('etag')! } })).status).toBe(304);

    // The player's signed address works with no bearer header, only for that viewer's access.
    const course = (await w.caller(w.buyer).store.content.course({ id: p.id })).lessons[1]!.video_url!;
    const signed = await w.call(course.replace(/^\/api/, ''), { headers: { range: 'bytes=0-15' } });
    expect(signed.status).toBe(206);
    expect((await w.call(course.replace(/^\/api/, '').replace(w.buyer.id, w.other.id))).status).toBe(403);
    expect((await w.call(`/store/download/lesson-video/${p.id}/9`, { as: w.admin })).status).toBe(404);
    expect((await w.call(`/store/download/lesson-video/${p.id}/..%2F..`, { as: w.admin })).status).toBe(404);
  });

  it('serves digital files as attachments under the original name to buyers and admins only; an archived product stays its buyer’s', async () => {
    const w = await storeAdminWorld();
    const book = await createEbook(w);
    const fileId = book.files_info[0].id;
    const path = `/store/download/digital-file/${book.id}/${fileId}`;
    expect((await w.call(path)).status).toBe(401);
    expect((await w.call(path, { as: w.other })).status).toBe(403);
    expect((await w.call(`/store/digital-products/${book.id}`, { as: w.other })).status).toBe(403);
    expect((await w.call(`/store/digital-products/${book.id}`)).status).toBe(401);
    const admin = await w.call(path, { as: w.admin });
    expect(admin.status).toBe(200);
    expect(admin.headers.get('content-type')).toBe('application/pdf');
    expect(admin.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('آموزش ورد.pdf')}`);
    await w.buy(w.buyer, book.id, 900_000);
    // The public product answer carries spec 3 §3's file_size, and download_links for its owner only.
    const asOwner = await w.call(`/store/products/${book.id}`, { as: w.buyer });
    expect(asOwner.body).toMatchObject({ purchased: true, file_size: PDF.length, download_links: [expect.stringContaining(`/digital-file/${book.id}/${fileId}`)] });
    expect((await w.call(asOwner.body.download_links[0].replace(/^\/api/, ''))).status).toBe(200);
    expect((await w.call(`/store/products/${book.id}`, { as: w.other })).body).toMatchObject({ purchased: false, file_size: PDF.length, download_links: [] });
    const deleted = await w.call(`/store/products/${book.id}`, { as: w.admin, method: 'DELETE' });
    expect(deleted.body).toMatchObject({ archived: true, message: M.productArchived });
    expect((await w.call(`/store/products/${book.id}`)).status).toBe(404);
    const mine = await w.call(`/store/digital-products/${book.id}`, { as: w.buyer });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ _id: book.id, is_active: false, files_count: 1 });
    const down = await w.call(mine.body.download_links[0].replace(/^\/api/, ''));
    expect(down.status).toBe(200);
    expect(Buffer.from(down.bytes).equals(Buffer.from(PDF))).toBe(true);
    // A product never ordered is deleted with its files.
    const p = await createCourse(w);
    const res = await w.call(`/store/products/${p.id}`, { as: w.admin, method: 'DELETE' });
    expect(res.body).toMatchObject({ archived: false, message: M.productDeleted });
    expect(await w.files.list()).toHaveLength(1);
  });
});

describe('store finance REST paths', () => {
  it('answers the statistics and the paged sales with a Tehran day range', async () => {
    const w = await storeAdminWorld();
    const book = await createEbook(w);
    await w.buy(w.buyer, book.id, 900_000);
    const stats = await w.call('/finance/admin/financial/store/statistics', { as: w.admin });
    expect(stats.body).toMatchObject({ total_income: 900_000, monthly_income: 900_000, last_transactions: [expect.objectContaining({ product_name: 'کتاب ورد', user_name: w.buyer.username, amount: 900_000 })] });
    const sales = await w.call('/finance/admin/store?skip=0&limit=20&from_date=2026-03-10&to_date=2026-03-10', { as: w.admin });
    expect(sales.body.sales).toHaveLength(1);
    expect((await w.call('/finance/admin/store?from_date=2026-03-11', { as: w.admin })).body.sales).toHaveLength(0);
    expect((await w.call('/finance/admin/store?from_date=bad', { as: w.admin })).status).toBe(422);
  });
});

describe('uploads that break off', () => {
  async function rawUpload(w: StoreAdminWorld, body: ReadableStream<Uint8Array>, boundary: string) {
    const res = await w.app.request(`/api/store/products/${(await createCourse(w)).id}/lessons`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await w.token(w.admin)}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit);
    return { status: res.status, body: (await res.json()) as { detail: string } };
  }
  const head = (boundary: string) =>
    new TextEncoder().encode(`--${boundary}\r\ncontent-disposition: form-data; name="title"\r\n\r\nجلسه\r\n--${boundary}\r\ncontent-disposition: form-data; name="video_file"; filename="a.mp4"\r\ncontent-type: video/mp4\r\n\r\n`);

  it('a body that ends in the middle of a file leaves no file and answers 422', async () => {
    const w = await storeAdminWorld();
    const boundary = 'cut-off-boundary';
    const before = (await w.files.list()).length + 2; // the course's picture and preview
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(head(boundary));
        c.enqueue(MP4);
        c.close(); // no closing boundary
      },
    });
    const res = await rawUpload(w, body, boundary);
    expect(res.status).toBe(422);
    expect(await w.files.list()).toHaveLength(before);
    expect(await w.db.selectFrom('product_lessons').select('id').execute()).toHaveLength(0);
  });

  it('a connection lost mid-file (a cancelled upload) leaves no file', async () => {
    const w = await storeAdminWorld();
    const boundary = 'aborted-boundary';
    const before = (await w.files.list()).length + 2;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(c) {
        if (sent === 0) c.enqueue(head(boundary));
        else if (sent < 5) c.enqueue(MP4);
        else c.error(new Error('connection reset'));
        sent += 1;
      },
    });
    const res = await rawUpload(w, body, boundary);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await w.files.list()).toHaveLength(before);
    expect(await w.files.list().then((names) => names.filter((n) => n.endsWith('.part')))).toEqual([]);
  });
});

describe('over a real socket', () => {
  it('an oversized image is answered 413 with its message, and the next request on the client works', async () => {
    const { serve } = await import('@hono/node-server');
    const w = await storeAdminWorld();
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: w.app.fetch, port: 0 }, () => resolve(s));
    });
    try {
      const url = `http://127.0.0.1:${(server.address() as import('node:net').AddressInfo).port}`;
      const big = new Uint8Array(6 * 1024 * 1024);
      big.set(PNG);
      const body = form(COURSE_FIELDS, [['image', 'big.png', big]]);

      const res = await fetch(`${url}/api/store/products`, { method: "POST", headers: { authorization: `Bearer ${await w.token(w.admin)}` }, body });
      expect(res.status).toBe(413);
      expect(((await res.json()) as { detail: string }).detail).toBe(mediaTooLargeMessage('image'));
      expect(await w.files.list()).toEqual([]);
      const next = await fetch(`${url}/api/store/products`);
      expect(next.status).toBe(200);
    } finally {
      server.close();
    }
  });
});
