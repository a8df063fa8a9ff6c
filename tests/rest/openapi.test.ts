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
