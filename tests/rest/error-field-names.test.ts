import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentOperations, fuzzWorld, type DocFuzzOperation, type FuzzRole } from '../helpers/rest-fuzz';
import { contractProblem } from '../../src-server/rest/contract';
import { storeRoutes } from '../../src-server/rest/store';

/*
 * A REST 422 names each field as the caller sent it (docs/decisions.md "A REST 422 names the field
 * as it was sent"). Walks every operation of /api/openapi.json: sends each documented path, query
 * and body field a few bad values, one field at a time (and an empty body, so missing fields are
 * named too), and holds every name in `errors` to what the operation documents. A route that
 * renames a field for its procedure and forgets to name it back in `errors` fails here.
 */

type JsonSchema = Record<string, any>;
interface OpenApiDocument {
  paths: Record<string, Record<string, any>>;
  components: { schemas: Record<string, JsonSchema> };
}

const BAD_TEXT = ['abc', '-1', 'ب'.repeat(5001)];
const BAD_JSON: unknown[] = ['abc', -1, 1.5, {}, [], 'ب'.repeat(5001), true, null];
const SERVICE_KEY = 'fuzz-service-key'; // fuzzWorld's chat-bot key

/** The first role the operation lets in; guests for public paths. */
function roleFor(op: DocFuzzOperation): FuzzRole | 'api-key' {
  const roles = op.op['x-roles'] as string | string[];
  if (roles === 'public') return 'guest';
  if (roles === 'api-key') return 'api-key';
  if (roles === 'signed-in') return 'user';
  return (['admin', 'user', 'coffenet'] as const).find((r) => roles.includes(r)) ?? 'user';
}

/** Whether a dotted `errors` name (`items.0.quantity`) walks down `schema` (unions, refs, arrays, records). */
function schemaHas(schema: JsonSchema | undefined, segments: string[], document: OpenApiDocument, depth = 0): boolean {
  if (segments.length === 0) return true;
  if (!schema || depth > 8) return false;
  if (schema.$ref) return schemaHas(document.components.schemas[String(schema.$ref).split('/').pop()!], segments, document, depth + 1);
  const options = (schema.anyOf ?? schema.oneOf ?? schema.allOf) as JsonSchema[] | undefined;
  if (options) return options.some((s) => schemaHas(s, segments, document, depth + 1));
  const [head, ...rest] = segments as [string, ...string[]];
  if (schema.items && /^\d+$/.test(head)) return schemaHas(schema.items, rest, document, depth + 1);
  if (schema.properties && Object.hasOwn(schema.properties, head)) return schemaHas(schema.properties[head], rest, document, depth + 1);
  // A record (or an object the document leaves open) takes any key.
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') return schemaHas(schema.additionalProperties, rest, document, depth + 1);
  return schema.type === 'object' && !schema.properties && schema.additionalProperties !== false;
}

describe('a REST 422 names only fields the path documents', () => {
  let world: Awaited<ReturnType<typeof fuzzWorld>>;
  let document: OpenApiDocument;
  beforeAll(async () => {
    world = await fuzzWorld();
    document = (await (await world.app.request('/api/openapi.json')).json()) as OpenApiDocument;
  });
  afterAll(async () => {
    await world.close();
  });

  it('every operation of /api/openapi.json, each field sent bad values one at a time', async () => {
    const problems = new Map<string, string>(); // one line per (operation, name), with the first case that showed it
    let named = 0;
    for (const op of documentOperations(document)) {
      const params: any[] = op.op.parameters ?? [];
      const pathParams = params.filter((p) => p.in === 'path');
      const queryParams = params.filter((p) => p.in === 'query');
      const bodySchema = op.op.requestBody?.content?.['application/json']?.schema as JsonSchema | undefined;
      const bodyFields = Object.keys(bodySchema?.properties ?? {});
      if (pathParams.length + queryParams.length + bodyFields.length === 0 && !bodySchema) continue;

      const role = roleFor(op);
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (role === 'api-key') headers['x-api-key'] = SERVICE_KEY;
      else if (world.tokens[role]) headers.authorization = `Bearer ${world.tokens[role]}`;
      const fill = (bad?: { name: string; value: string }) =>
        op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(bad?.name === name ? bad.value : world.knownIds[0]!));
      const documented = (name: string) => {
        const [head, ...rest] = name.split('.');
        if (params.some((p) => p.name === head)) return rest.length === 0;
        return schemaHas(bodySchema, [head!, ...rest], document);
      };
      const send = async (url: string, body: unknown) => {
        const res = await world.app.request(url, { method: op.method, headers, body: ['GET', 'HEAD', 'DELETE'].includes(op.method) ? undefined : JSON.stringify(body) });
        expect(res.status, `${op.method} ${url}`).toBeLessThan(500);
        if (res.status !== 422) return;
        const errors = ((await res.json()) as { errors?: Record<string, string> }).errors ?? {};
        for (const name of Object.keys(errors)) {
          named += 1;
          const key = `${op.method} ${op.path}: errors names "${name}"`;
          if (!documented(name) && !problems.has(key)) problems.set(key, `${key}, which it does not document (sent ${url.slice(0, 100)} ${JSON.stringify(body).slice(0, 60)})`);
        }
      };

      await send(fill(), {});
      for (const p of pathParams) for (const value of BAD_TEXT) await send(fill({ name: p.name, value }), {});
      for (const p of queryParams) for (const value of BAD_TEXT) await send(`${fill()}?${new URLSearchParams([[p.name, value]])}`, {});
      for (const field of bodyFields) for (const value of BAD_JSON) await send(fill(), { [field]: value });
    }
    expect([...problems.values()]).toEqual([]);
    expect(named).toBeGreaterThan(200); // the walk reached the procedures' checks, not only guards
  }, 180_000);

  it('a field with two documented spellings is named by the one the request used', async () => {
    const long = 'ب'.repeat(5001);
    const cases: Array<[FuzzRole, string, string, Record<string, unknown> | null, string, string]> = [
      ['guest', 'GET', `/api/store/products?q=${long}`, null, 'q', 'search'],
      ['guest', 'GET', `/api/store/products?search=${long}`, null, 'search', 'q'],
      ['guest', 'GET', '/api/store/products?is_featured=maybe', null, 'is_featured', 'featured'],
      ['user', 'POST', '/api/store/purchased-courses', { product_id: 'abc' }, 'product_id', 'course_id'],
      ['guest', 'POST', `/api/payment/public/verify?Authority=${'A'.repeat(65)}`, {}, 'Authority', 'authority'],
      ['guest', 'POST', '/api/payment/public/verify', { authority: 'A'.repeat(65) }, 'authority', 'Authority'],
      ['coffenet', 'POST', '/api/coffenet/tasks', { estimated_time: 'abc' }, 'estimated_time', 'default_estimated_time'],
      ['user', 'POST', '/api/order', { service: long }, 'service', 'service_type'],
    ];
    for (const [role, method, url, body, named, notNamed] of cases) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (world.tokens[role]) headers.authorization = `Bearer ${world.tokens[role]}`;
      const res = await world.app.request(url, { method, headers, body: body ? JSON.stringify(body) : undefined });
      const where = `${method} ${url.slice(0, 60)} ${JSON.stringify(body).slice(0, 60)}`;
      expect(res.status, where).toBe(422);
      const names = Object.keys(((await res.json()) as { errors: Record<string, string> }).errors);
      expect.soft(names, where).toContain(named); // soft: every case is reported
      expect.soft(names, where).not.toContain(notNamed);
    }
  });

});

// The same rule in the contract check every REST test runs under: a path that forgets its
// errorFields answers 500 naming the stray field, in whichever test produced the 422.
describe('the contract check holds a 422\'s errors names to the document', () => {
  const list = storeRoutes.find((r) => r.method === 'GET' && r.path === '/store/products')!;
  const shipping = storeRoutes.find((r) => r.method === 'PATCH' && r.path === '/store/store_order/:id/shipping')!;

  it('a procedure\'s name the path does not document is a violation; the documented names pass', () => {
    expect(contractProblem('GET', list.path, list.doc, 422, { detail: 'x', errors: { pageSize: 'x' } })).toContain('naming "pageSize"');
    expect(contractProblem('GET', list.path, list.doc, 422, { detail: 'x', errors: { limit: 'x', q: 'x' } })).toBeNull();
    expect(contractProblem('PATCH', shipping.path, shipping.doc, 422, { detail: 'x', errors: { 'shipping.phone': 'x' } })).toContain('naming "shipping.phone"');
    expect(contractProblem('PATCH', shipping.path, shipping.doc, 422, { detail: 'x', errors: { phone: 'x', id: 'x' } })).toBeNull();
  });
});
