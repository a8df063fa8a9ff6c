import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createDeps } from '../../src-server/deps';
import { contractCheckOn } from '../../src-server/rest/contract';
import { catalogueRoutes } from '../../src-server/rest/catalogue';
import { mountRestRoutes, type RestRoute } from '../../src-server/rest/table';
import { freshMemoryDb } from '../helpers/db';

/*
 * The contract check holds the query names a path reads to the ones its document lists: a route
 * that takes an undocumented alias (the catalogue lists once read `limit` beside `page_size` without
 * documenting it) answers 500 naming it, in whichever test calls the path.
 */
describe('the contract check holds the query names a route reads to its document', () => {
  const services = catalogueRoutes.find((r) => r.method === 'GET' && r.path === '/service/services')!;

  async function appWith(route: RestRoute) {
    const app = new Hono();
    mountRestRoutes(app, [route], createDeps({ db: await freshMemoryDb() }), () => '127.0.0.1');
    return app;
  }

  it('a name the route reads but the document leaves out is a violation that names it', async () => {
    expect(contractCheckOn).toBe(true);
    const undocumented = await appWith({ ...services, doc: { ...services.doc, query: services.doc.query!.omit({ limit: true }) } });
    const res = await undocumented.request('/service/services'); // no page_size, so the route falls back to `limit`
    expect(res.status).toBe(500);
    expect(((await res.json()) as { detail: string }).detail).toContain('reads the query name "limit"');
  });

  it('the real document lists every name the route reads', async () => {
    const app = await appWith(services);
    for (const query of ['', '?page_size=2', '?limit=2', '?q=x&category=translation&min_rating=4&max_time=60&sort=price&page=1']) {
      expect((await app.request(`/service/services${query}`)).status, query).toBe(200);
    }
  });
});
