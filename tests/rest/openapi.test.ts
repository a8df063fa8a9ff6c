import { describe, expect, it } from 'vitest';
import { createApp } from '../../src-server/app';
import { createDeps } from '../../src-server/deps';
import { freshMemoryDb } from '../helpers/db';
import { checkApi } from '../helpers/api-check';
import { contractCheckOn } from '../../src-server/rest/contract';

// Issue 17: `npm run api:check` as part of the suite, and the document's own shape.
describe('GET /api/openapi.json', () => {
  it('documents exactly the mounted /api paths, and every example validates (npm run api:check)', async () => {
    const db = await freshMemoryDb();
    const deps = createDeps({ db });
    const result = await checkApi(createApp(deps), deps);
    expect(result.undocumented).toEqual([]);
    expect(result.notMounted).toEqual([]);
    expect(result.badExamples).toEqual([]);
    expect(result.mounted).toBeGreaterThan(160);
  });

  it('is OpenAPI 3.1 with the security schemes, roles, units and examples of the main paths', async () => {
    const app = createApp(createDeps({ db: await freshMemoryDb() }));
    const res = await app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as any;
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.components.securitySchemes)).toEqual(['Bearer', 'ApiKey']);
    const login = doc.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
    expect(login.requestBody.content['application/json'].example).toBeDefined();
    expect(login.responses['429']).toEqual({ $ref: '#/components/responses/Error429' });
    expect(doc.paths['/api/auth/register'].post.responses['201'].content['application/json'].example.role).toBe('user');
    // Roles and the key: a wallet path needs a Bearer token of a customer or a cafe; the chat-bot its key.
    expect(doc.paths['/api/wallet'].get).toMatchObject({ security: [{ Bearer: [] }], 'x-roles': ['user', 'coffenet'] });
    expect(doc.paths['/api/payment_verify/bot-api/create-payment'].post.security).toEqual([{ ApiKey: [] }]);
    expect(doc.paths['/api/category'].get.security).toBeUndefined();
    // Units per field, and the upload's multipart file field.
    expect(doc.components.schemas.Wallet.properties.balance.description).toContain('rials');
    expect(doc.components.schemas.Order.properties.price.anyOf[0].description).toContain('toman');
    const upload = doc.paths['/api/order/{id}/upload'].post.requestBody.content['multipart/form-data'].schema;
    expect(upload.properties.file).toMatchObject({ format: 'binary', contentMediaType: 'application/octet-stream' });
    // A list answered as a page says where the total is.
    expect(doc.paths['/api/store/products'].get.responses['200'].headers['X-Total-Count']).toBeDefined();
    // Every error answer has `detail` (the Persian message).
    expect(doc.components.schemas.Error.required).toEqual(['detail']);
    // A 422's `errors` names the fields as the path documents them (tests/rest/error-field-names.test.ts).
    expect(doc.info.description).toContain('each field named as the path\'s own parameters and body name it');
    expect(doc.components.responses.Error422.description).toContain('named as this path documents it');
    for (const item of Object.values(doc.paths) as any[]) for (const op of Object.values(item) as any[]) expect(op.responses).toBeDefined();
  });

  it('names every field spec 2 §3 lists for its entities, as the answers carry them', async () => {
    const app = createApp(createDeps({ db: await freshMemoryDb() }));
    const doc = (await (await app.request('/api/openapi.json')).json()) as any;
    const resolve = (schema: any): any => {
      if (schema?.$ref) return resolve(doc.components.schemas[schema.$ref.split('/').pop()]);
      if (schema?.type === 'array') return resolve(schema.items);
      if (schema?.anyOf) return resolve(schema.anyOf.find((s: any) => s.type !== 'null'));
      return schema;
    };
    const answer = (path: string, method = 'get') => {
      const op = doc.paths[`/api${path}`][method];
      const ok = op.responses['200'] ?? op.responses['201'];
      return resolve(ok.content['application/json'].schema);
    };
    const fields = (schema: any) => Object.keys(resolve(schema).properties ?? {});
    const component = (name: string) => doc.components.schemas[name];

    expect(fields(component('Order'))).toEqual(
      expect.arrayContaining(['_id', 'user_id', 'user_name', 'coffenet_id', 'cafe_id', 'task_id', 'service', 'service_type', 'details', 'status', 'payment_status', 'price', 'estimated_time', 'assigned_employee', 'base_price', 'created_at', 'updated_at', 'files', 'final_file', 'rated', 'unread_messages', 'user_rating']),
    );
    expect(fields(component('Order').properties.final_file)).toEqual(expect.arrayContaining(['file_id', 'file_name']));
    expect(fields(component('Order').properties.user_rating)).toEqual(['average_rating', 'total_ratings']);
    const orderFile = ['_id', 'original_filename', 'uploaded_by', 'uploaded_at', 'is_final'];
    expect(fields(component('OrderFile'))).toEqual(expect.arrayContaining(orderFile));
    expect(fields(answer('/order/{id}/files/{fileId}'))).toEqual(expect.arrayContaining([...orderFile, 'download_url']));
    expect(fields(component('ChatMessage'))).toEqual(
      expect.arrayContaining(['_id', 'sender_id', 'sender_role', 'message', 'created_at', 'file_id', 'file_info', 'caption', 'is_final']),
    );
    expect(fields(component('ChatMessage').properties.file_info)).toEqual(['name', 'size', 'type']);
    expect(fields(answer('/chat/notifications'))).toEqual(expect.arrayContaining(['order_id', 'sender_id', 'sender_name']));
    const ticket = ['id', 'ticket_id', 'subject', 'status', 'created_at', 'updated_at', 'last_message', 'last_sender', 'last_time', 'sender_role', 'sender_username'];
    expect(fields(component('Ticket'))).toEqual(expect.arrayContaining(ticket));
    expect(fields(component('TicketDetail'))).toEqual(expect.arrayContaining([...ticket, 'messages']));
    expect(fields(component('TicketDetail').properties.messages)).toEqual(expect.arrayContaining(['sender_role', 'sender_username', 'message', 'created_at']));
    const rating = ['rating', 'comment', 'user_name', 'order_id', 'created_at'];
    expect(fields(answer('/rating/coffenet/{id}/history'))).toEqual(expect.arrayContaining(rating));
    const stats = answer('/rating/coffenet/{id}/stats');
    expect(fields(stats)).toEqual(expect.arrayContaining(['total_ratings_given', 'average_rating_given', 'latest_ratings']));
    expect(fields(stats.properties.latest_ratings)).toEqual(expect.arrayContaining(rating));
    const finance = answer('/finance/coffenet');
    expect(fields(finance)).toEqual(
      expect.arrayContaining(['orders', 'total_income', 'total_earnings', 'platform_fee', 'earning_history', 'wallet_balance', 'recent_earnings', 'today_completed_orders']),
    );
    expect(fields(finance.properties.orders)).toEqual(expect.arrayContaining(['_id', 'service', 'price', 'created_at', 'updated_at']));
    expect(fields(component('Category'))).toEqual(expect.arrayContaining(['_id', 'name', 'description']));
    expect(fields(component('Cafe'))).toEqual(
      expect.arrayContaining(['id', 'cafe_name', 'owner_name', 'phone', 'address', 'instagram', 'telegram', 'whatsapp', 'rating_avg', 'active', 'tasks']),
    );
    expect(fields(component('Task'))).toEqual(
      expect.arrayContaining(['_id', 'id', 'title', 'name', 'category', 'base_price', 'default_estimated_time', 'estimated_time', 'description']),
    );
    // Spec 2 §7: a customer reads their own rating summary (the user id is the token's subject).
    expect(doc.paths['/api/rating/user/{userId}/summary'].get['x-roles']).toEqual(['user', 'coffenet', 'admin']);
  });

  it('lists every body name spec 2 §7 sends, the ones the server ignores described as such', async () => {
    const app = createApp(createDeps({ db: await freshMemoryDb() }));
    const doc = (await (await app.request('/api/openapi.json')).json()) as any;
    const body = (path: string, type = 'application/json') => doc.paths[`/api${path}`].post.requestBody.content[type].schema.properties;
    const spec: Array<[string, string[], string?]> = [
      ['/order', ['cafe_id', 'task_id', 'service_type', 'details', 'base_price', 'estimated_time']],
      ['/order/{id}/upload', ['file', 'uploaded_by', 'is_final'], 'multipart/form-data'],
      ['/chat/send', ['receiver_id', 'receiver_role', 'message', 'order_id', 'file_id', 'file_info', 'caption', 'is_final']],
      ['/ticket/create', ['subject', 'message', 'sender_role']],
      ['/ticket/admin/send', ['target', 'target_id', 'subject', 'message']],
      ['/rating/user', ['order_id', 'rating', 'comment']],
    ];
    for (const [path, names, type] of spec) expect(Object.keys(body(path, type)), path).toEqual(expect.arrayContaining(names));
    for (const [path, name, type] of [
      ['/order', 'base_price'],
      ['/order/{id}/upload', 'uploaded_by', 'multipart/form-data'],
      ['/chat/send', 'receiver_id'],
      ['/ticket/create', 'sender_role'],
    ] as const)
      expect(JSON.stringify(body(path, type)[name]), `${path} ${name}`).toContain('Ignored');
  });

  it('holds every answer of the suite to the document (API_CONTRACT_CHECK is on in tests)', () => {
    expect(contractCheckOn).toBe(true);
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page and its renderer from this server (no CDN)', async () => {
    const app = createApp(createDeps({ db: await freshMemoryDb() }));
    const page = await app.request('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts).toEqual([expect.stringMatching(/^\/api\/docs\/scalar\.js\?v=\d/), '/api/docs/init.js']);
    expect(html).not.toMatch(/https?:\/\//);
    const init = await (await app.request('/api/docs/init.js')).text();
    expect(init).toContain('"url":"/api/openapi.json"');
    expect(init).toContain('"withDefaultFonts":false');
    const renderer = await app.request(scripts[0]!);
    expect(renderer.status).toBe(200);
    expect(renderer.headers.get('content-type')).toContain('javascript');
    expect((await renderer.arrayBuffer()).byteLength).toBeGreaterThan(1_000_000);
  });
});
