import { describe, expect, it } from 'vitest';
import { STORE_ADMIN_MSG as M } from '@shared/store/admin-messages';
import { mediaTooLargeMessage, mediaTypeMessage } from '@shared/store/media';
import { COURSE_FIELDS, EXE, MP4, PDF, PNG, WEBM, form, storeAdminWorld, type StoreAdminWorld } from '../helpers/store-admin';

/*
 * Issue 17: the documented 409, 413, 415 and 416 of the admin store's uploads and media downloads
 * (and their HEAD answers), each produced through the real app under the contract check.
 */

async function createCourse(w: StoreAdminWorld) {
  const res = await w.call('/store/products', { as: w.admin, form: form(COURSE_FIELDS, [['image', 'جلد.png', PNG], ['video_preview', 'preview.webm', WEBM]]) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function createEbook(w: StoreAdminWorld) {
  const res = await w.call('/store/digital-products', {
    as: w.admin,
    form: form({ name: 'کتاب ورد', price: '900000', category: 'books', product_type: 'ebook', description: 'کتاب آموزشی' }, [['files', 'آموزش ورد.pdf', PDF]]),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** A multipart upload whose Content-Length says more than the path takes: refused before its body is read. */
async function declaredTooLarge(w: StoreAdminWorld, path: string, method: string, declared: number) {
  const encoded = new Request('http://local/', { method: 'POST', body: form({ title: 'x' }, [['files', 'a.txt', new TextEncoder().encode('a')]]) });
  const res = await w.app.request(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${await w.token(w.admin)}`, 'content-type': encoded.headers.get('content-type')!, 'content-length': String(declared) },
    body: new Uint8Array(await encoded.arrayBuffer()),
  });
  return { status: res.status, body: (await res.json()) as { detail: string } };
}

describe('admin store uploads: the documented 409, 413 and 415 of existing products', () => {
  it('an edit that would move a product to another type family is 409; files on a course are 409', async () => {
    const w = await storeAdminWorld();
    const course = await createCourse(w);
    const book = await createEbook(w);
    const move = await w.call(`/store/products/${course.id}`, { as: w.admin, method: 'PATCH', json: { product_type: 'ebook' } });
    expect(move).toMatchObject({ status: 409, body: { detail: M.typeFamilyFixed } });
    const toPhysical = await w.call(`/store/digital-products/${book.id}`, { as: w.admin, method: 'PATCH', json: { product_type: 'physical' } });
    expect(toPhysical).toMatchObject({ status: 409, body: { detail: M.typeFamilyFixed } });
    // Among the digital types a change is allowed.
    const toSoftware = await w.call(`/store/digital-products/${book.id}`, { as: w.admin, method: 'PATCH', json: { product_type: 'software', name: 'نرم‌افزار ورد' } });
    expect(toSoftware).toMatchObject({ status: 200, body: { product_type: 'software', name: 'نرم‌افزار ورد' } });
    const filesOnCourse = await w.call(`/store/products/${course.id}/digital-files`, { as: w.admin, form: form({}, [['files', 'a.pdf', PDF]]) });
    expect(filesOnCourse).toMatchObject({ status: 409, body: { detail: M.filesOnlyDigital } });
  });

  it('the last file of a digital product is kept: deleting it is 409', async () => {
    const w = await storeAdminWorld();
    const book = await createEbook(w);
    const res = await w.call(`/store/products/${book.id}/digital-files?file_id=${book.files_info[0].id}`, { as: w.admin, method: 'DELETE' });
    expect(res).toMatchObject({ status: 409, body: { detail: M.lastFileKept } });
  });

  it('answers 415 for a file type the product does not take, on edits, appended files and lessons', async () => {
    const w = await storeAdminWorld();
    const course = await createCourse(w);
    const book = await createEbook(w);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    const image = await w.call(`/store/products/${course.id}`, { as: w.admin, method: 'PATCH', form: form({}, [['image', 'a.svg', svg]]) });
    expect(image).toMatchObject({ status: 415, body: { detail: mediaTypeMessage('image') } });
    const digitalImage = await w.call(`/store/digital-products/${book.id}`, { as: w.admin, method: 'PATCH', form: form({}, [['image', 'a.svg', svg]]) });
    expect(digitalImage).toMatchObject({ status: 415, body: { detail: mediaTypeMessage('image') } });
    const installer = await w.call(`/store/products/${book.id}/digital-files`, { as: w.admin, form: form({}, [['files', 'setup.exe', EXE]]) });
    expect(installer.status).toBe(415);
    const lesson = await w.call(`/store/products/${course.id}/lessons`, { as: w.admin, form: form({ title: 'جلسه' }, [['video_file', 'a.avi', MP4]]) });
    expect(lesson).toMatchObject({ status: 415, body: { detail: mediaTypeMessage('video') } });
    expect(await w.files.list()).toHaveLength(3); // the course's two media and the book's file: nothing refused was kept
  });

  it('answers 413 for an image over its limit on an edit, and for a body declared over the path\'s limit', async () => {
    const w = await storeAdminWorld();
    const course = await createCourse(w);
    const book = await createEbook(w);
    const big = new Uint8Array([...PNG, ...new Uint8Array(5 * 1024 * 1024)]);
    const image = await w.call(`/store/products/${course.id}`, { as: w.admin, method: 'PATCH', form: form({}, [['image', 'big.png', big]]) });
    expect(image).toMatchObject({ status: 413, body: { detail: mediaTooLargeMessage('image') } });
    const huge = 64 * 1024 * 1024 * 1024; // more than any upload path takes
    for (const [path, method] of [
      [`/store/digital-products/${book.id}`, 'PATCH'],
      [`/store/products/${book.id}/digital-files`, 'POST'],
      [`/store/products/${course.id}/lessons`, 'POST'],
    ] as const) {
      const res = await declaredTooLarge(w, path, method, huge);
      expect(res.status, path).toBe(413);
      expect(res.body.detail, path).toEqual(expect.any(String));
    }
    expect(await w.files.list()).toHaveLength(3);
  });
});

describe('store media downloads: 416 and HEAD', () => {
  it('answers 416 for a range past the end, on GET and HEAD, of every kind of medium', async () => {
    const w = await storeAdminWorld();
    const course = await createCourse(w);
    const book = await createEbook(w);
    await w.call(`/store/products/${course.id}/lessons`, { as: w.admin, form: form({ title: 'جلسه', is_preview: 'true' }, [['video_file', 'l.mp4', MP4]]) });
    const media: Array<[string, number]> = [
      [`/store/download/product-image/${course.id}`, PNG.byteLength],
      [`/store/download/video-preview/${course.id}`, WEBM.byteLength],
      [`/store/download/lesson-video/${course.id}/1`, MP4.byteLength],
      [`/store/download/digital-file/${book.id}/${book.files_info[0].id}`, PDF.byteLength],
    ];
    for (const [path, size] of media) {
      for (const method of ['GET', 'HEAD']) {
        const whole = await w.call(path, { as: w.admin, method });
        expect(whole.status, `${method} ${path}`).toBe(200);
        expect(whole.headers.get('content-length'), `${method} ${path}`).toBe(String(size));
        if (method === 'HEAD') expect(whole.bytes.byteLength).toBe(0);
        const past = await w.call(path, { as: w.admin, method, headers: { range: `bytes=${size}-` } });
        expect(past.status, `${method} ${path}`).toBe(416);
        expect(past.headers.get('content-range')).toBe(`bytes */${size}`);
      }
    }
  });

  it('HEAD of a private medium is 401 without a token and 403 for someone who did not buy it', async () => {
    const w = await storeAdminWorld();
    const course = await createCourse(w);
    const book = await createEbook(w);
    await w.call(`/store/products/${course.id}/lessons`, { as: w.admin, form: form({ title: 'جلسه' }, [['video_file', 'l.mp4', MP4]]) });
    for (const path of [`/store/download/lesson-video/${course.id}/1`, `/store/download/digital-file/${book.id}/${book.files_info[0].id}`]) {
      expect((await w.call(path, { method: 'HEAD' })).status, path).toBe(401);
      expect((await w.call(path, { method: 'HEAD', as: w.other })).status, path).toBe(403);
    }
  });
});
