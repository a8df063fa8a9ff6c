import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { createApp } from '../../src-server/app';
import { createDeps } from '../../src-server/deps';
import { freshMemoryDb } from '../helpers/db';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const AN_ID = '0123456789abcdef01234567';

/** The OpenAPI templates ({id}) that a concrete path fills, and their methods: the oracle, apart from Hono's router. */
function documentedMethods(paths: Record<string, Record<string, unknown>>, concrete: string): Set<string> {
  const methods = new Set<string>();
  for (const [template, ops] of Object.entries(paths)) {
    const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
    if (pattern.test(concrete)) for (const method of Object.keys(ops)) methods.add(method.toUpperCase());
  }
  return methods;
}

describe('a known /api path asked with a method it does not answer', () => {
  it('answers 405 with the Persian message and an Allow header naming exactly the documented methods, on every path', async () => {
    const app = createApp(createDeps({ db: await freshMemoryDb() }));
    const doc = (await (await app.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    let checked = 0;
    for (const template of Object.keys(doc.paths)) {
      const concrete = template.replace(/\{[^}]+\}/g, AN_ID);
      const allowed = documentedMethods(doc.paths, concrete);
      const expectedAllow = [...(allowed.has('GET') ? ['GET', 'HEAD'] : []), ...METHODS.filter((m) => m !== 'GET' && allowed.has(m))].join(', ');
      for (const method of METHODS.filter((m) => !allowed.has(m))) {
        const res = await app.request(concrete, { method });
        expect([method, concrete, res.status, res.headers.get('allow')]).toEqual([method, concrete, 405, expectedAllow]);
        expect(await res.json()).toEqual({ detail: MSG.methodNotAllowed });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('keeps 404 for a path nobody answers, and the real answer for a documented method', async () => {
    const app = createApp(createDeps({ db: await freshMemoryDb() }));
    for (const method of METHODS) {
      const res = await app.request('/api/no-such-thing', { method });
      expect([method, res.status, res.headers.get('allow')]).toEqual([method, 404, null]);
      expect(await res.json()).toEqual({ detail: MSG.notFound });
    }
    // DELETE on an order said "not found", as if the order did not exist.
    const del = await app.request(`/api/order/${AN_ID}`, { method: 'DELETE' });
    expect(del.status).toBe(405);
    expect(del.headers.get('allow')?.split(', ')).toContain('GET');
    expect((await app.request('/api/category')).status).toBe(200);
    expect((await app.request('/api/category', { method: 'HEAD' })).status).toBe(200);
  });
});
