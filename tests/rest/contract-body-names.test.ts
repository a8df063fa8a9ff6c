import { Hono } from 'hono';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { createDeps } from '../../src-server/deps';
import { checkedRequestAnswer, contractCheckOn, watchedParts } from '../../src-server/rest/contract';
import { paymentRoutes } from '../../src-server/rest/payments';
import { storeRoutes } from '../../src-server/rest/store';
import { mountRestRoutes, type RestRoute } from '../../src-server/rest/table';
import { freshMemoryDb } from '../helpers/db';

/*
 * The contract check holds the body names a route reads to its documented body, as it does query
 * names: the verify paths once read an undocumented lowercase `status` beside the gateway's
 * `Status`. Reading a name the document leaves out (at the top, or inside a documented list of
 * objects) answers 500 naming it, whatever the answer would have been.
 */
describe('the contract check holds the body names a route reads to its document', () => {
  const verify = paymentRoutes.find((r) => r.path === '/payment/public/verify')!;
  const checkout = storeRoutes.find((r) => r.method === 'POST' && r.path === '/store/checkout')!;
  const payOrder = paymentRoutes.find((r) => r.path === '/payment/create/:orderId')!;
  const UNKNOWN_AUTHORITY = 'A00000000000000000000000000999999999';

  async function appWith(route: RestRoute) {
    const app = new Hono();
    mountRestRoutes(app, [route], createDeps({ db: await freshMemoryDb() }), () => '127.0.0.1');
    return app;
  }
  const post = (app: Hono, path: string, body: unknown) =>
    app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const detailOf = async (res: Response) => ((await res.json()) as { detail: string }).detail;

  it('a top-level name the route reads but the document leaves out is a violation that names it', async () => {
    expect(contractCheckOn).toBe(true);
    const body = verify.doc.body as z.ZodObject;
    const app = await appWith({ ...verify, doc: { ...verify.doc, body: body.omit({ Status: true }) } });
    const res = await post(app, '/payment/public/verify', { authority: UNKNOWN_AUTHORITY });
    expect(res.status).toBe(500);
    expect(await detailOf(res)).toContain('reads the body name "Status"');
  });

  it('a name read inside a documented list of objects is held to that list\'s items', async () => {
    const body = checkout.doc.body as z.ZodObject;
    const items = z.array(z.object({ product_id: z.string() })); // the document without `quantity`
    const app = await appWith({ ...checkout, doc: { ...checkout.doc, body: body.extend({ items }) } });
    // Unsigned: the shim reads the lines before the procedure refuses the caller.
    const res = await post(app, '/store/checkout', { items: [{ product_id: '665f1c2e9a1b2c3d4e5f6a7b', quantity: 1 }] });
    expect(res.status).toBe(500);
    expect(await detailOf(res)).toContain('reads the body name "items[].quantity"');
  });

  it('the real documents list every name the routes read: an unknown authority is 404, the unread `status` changes nothing', async () => {
    const app = await appWith(verify);
    for (const body of [{ authority: UNKNOWN_AUTHORITY }, { authority: UNKNOWN_AUTHORITY, Status: 'OK' }, { authority: UNKNOWN_AUTHORITY, status: 'NOK' }]) {
      const res = await post(app, '/payment/public/verify', body);
      expect(res.status, JSON.stringify(body)).toBe(404);
    }
    // The checkout lines are read by product_id and quantity only (not the cart's _id or id).
    const shop = await appWith(checkout);
    const lines = { items: [{ product_id: '665f1c2e9a1b2c3d4e5f6a7b', _id: 'x', id: 'x', quantity: 1 }], client_request_key: 'k', shipping: {}, fullName: 'علی' };
    expect((await post(shop, '/store/checkout', lines)).status).toBe(401);
  });

  it('a path that documents no body may read nothing from one', async () => {
    const app = await appWith(payOrder);
    // The stored order decides the amount: the body's price is never read (401: no token).
    expect((await post(app, '/payment/create/665f1c2e9a1b2c3d4e5f6a7b', { price: 1, amount: 1 })).status).toBe(401);
    const reading = await appWith({ ...payOrder, call: (_api, { body }) => Promise.resolve({ price: body.price }) });
    const res = await post(reading, '/payment/create/665f1c2e9a1b2c3d4e5f6a7b', { price: 1 });
    expect(res.status).toBe(500);
    expect(await detailOf(res)).toContain('reads the body name "price"');
  });
  it('an upload path is held to its document too: reading a multipart name it does not list is a violation', async () => {
    const doc = { ...verify.doc, body: z.object({ title: z.string(), video_file: z.string() }), answer: z.looseObject({ ok: z.literal(true) }), errors: [] };
    const ok = () => new Response(JSON.stringify({ ok: true }), { status: 201, headers: { 'content-type': 'application/json' } });
    // Reading only documented names (and iterating) changes nothing.
    const clean = new Request('http://x/store/products/1/lessons', { method: 'POST' });
    const fields = watchedParts(clean, doc, new Map([['title', ['جلسه']], ['other', ['x']]]));
    expect(fields.get('title')).toEqual(['جلسه']);
    expect([...fields.keys()]).toEqual(['title', 'other']);
    expect((await checkedRequestAnswer('POST', '/x', doc, clean, ok())).status).toBe(201);
    // Reading an alias the document leaves out (the lesson's `video` before it was documented).
    const stray = new Request('http://x/store/products/1/lessons', { method: 'POST' });
    const parts = watchedParts(stray, doc, new Map([['video', ['ticket']]]));
    expect(parts.get('video')).toEqual(['ticket']);
    const res = await checkedRequestAnswer('POST', '/store/products/:id/lessons', doc, stray, ok());
    expect(res.status).toBe(500);
    expect(await detailOf(res)).toContain('reads the multipart name "video"');
  });
});
