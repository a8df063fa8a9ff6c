import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractCheckOn } from '../../src-server/rest/contract';
import { DEFAULT_PASSWORD, registerAccount } from '../helpers/db';
import { documentOperations, fuzzWorld, type DocFuzzOperation } from '../helpers/rest-fuzz';

/*
 * Contract tests of issue 17, over the real HTTP stack (Hono app, REST table, procedures, SQLite):
 * - every documented 401, 403, 404, 422 and 413 of every operation is produced by some input, and
 *   its body is the documented error (a `detail`);
 * - every list and read without a path parameter answers 2xx to some role, and the answer matches
 *   its documented schema (the server's contract check, on in tests, turns any mismatch into a 500).
 * Statuses that need a particular state (400, 409, 415, 416, 429, 502, 503) are produced by the
 * paths' own tests (tests/rest/*.test.ts), which run under the same contract check; the unit
 * project's teardown fails the run if any documented status was produced by no test.
 */

const GENERIC = [401, 403, 404, 413, 422] as const;

/**
 * Documented statuses no input can produce in this world, which has no store product: an edit
 * upload's size is checked once its product is found, and a private medium's 401/403 needs one.
 * tests/rest/store-admin-statuses.test.ts produces them (and the media 401/403, also on HEAD) under
 * the same contract check. Every documented status of the whole run is accounted for by the unit
 * project's teardown (tests/helpers/api-status-coverage.ts).
 */
const NEEDS_A_PRODUCT = [
  'PATCH /api/store/products/{id} 413',
  'PATCH /api/store/digital-products/{id} 413',
  'POST /api/store/products/{id}/digital-files 413',
  'POST /api/store/products/{id}/lessons 413',
  ...['lesson-video/{id}/{ref}', 'digital-file/{id}/{ref}'].flatMap((p) =>
    ['GET', 'HEAD'].flatMap((m) => [401, 403].map((s) => `${m} /api/store/download/${p} ${s}`)),
  ),
];
const UNKNOWN_ID = 'abcdefabcdefabcdefabcdef';

type World = Awaited<ReturnType<typeof fuzzWorld>>;
type Schema = Record<string, any>;

/** A value its schema accepts as far as JSON Schema tells, with every id an unknown one (so lookups answer 404). */
function plausible(schema: Schema | undefined, schemas: Record<string, Schema>, requiredOnly = false): unknown {
  if (!schema) return undefined;
  if (schema.$ref) return plausible(schemas[String(schema.$ref).split('/').pop()!], schemas, requiredOnly);
  if (schema.anyOf) return plausible(schema.anyOf.find((s: Schema) => s.type !== 'null') ?? schema.anyOf[0], schemas, requiredOnly);
  if (schema.enum) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  const clamp = (v: number) => Math.min(Math.max(v, schema.minimum ?? -Infinity), schema.maximum ?? Infinity);
  if (type === 'string') return schema.pattern === '^[0-9a-f]{24}$' ? UNKNOWN_ID : 'A0000000000000000000000000000000042'.slice(0, schema.maxLength ?? 64);
  if (type === 'integer') return clamp(50_000);
  if (type === 'number') return clamp(0.1);
  if (type === 'boolean') return true;
  if (type === 'array') return [plausible(schema.items, schemas, requiredOnly)];
  if (type === 'object') {
    const required = new Set<string>(schema.required ?? []);
    const fields = Object.entries((schema.properties ?? {}) as Record<string, Schema>).filter(([k]) => !requiredOnly || required.has(k));
    return Object.fromEntries(fields.map(([k, v]) => [k, plausible(v, schemas, requiredOnly)]));
  }
  return undefined;
}

describe('every operation of /api/openapi.json against the real HTTP stack', () => {
  let world: World;
  let operations: DocFuzzOperation[];
  let schemas: Record<string, Schema> = {};
  /** A signed-in account that must change its one-time password first: 403 on every guarded path. */
  let lockedToken = '';

  beforeAll(async () => {
    world = await fuzzWorld();
    const document = (await (await world.app.request('/api/openapi.json')).json()) as { components: { schemas: Record<string, Schema> } };
    operations = documentOperations(document as never);
    schemas = document.components.schemas;
    const blocked = await registerAccount(world.db, { username: 'blocked_account' });
    await world.db.updateTable('users').set({ is_blocked: 1 }).where('id', '=', blocked.id).execute();
    const locked = await registerAccount(world.db, { username: 'locked_account', mustChangePassword: true });
    lockedToken = await world.sign(locked);
  }, 60_000);
  afterAll(async () => {
    await world.close();
  });

  async function send(
    op: DocFuzzOperation,
    opts: { token?: string | null; params?: string; body?: string; query?: string; url?: string; form?: FormData; apiKey?: string },
  ) {
    const headers: Record<string, string> = {};
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.apiKey) headers['x-api-key'] = opts.apiKey;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const url = (opts.url ?? op.path.replace(/\{[^}]+\}/g, opts.params ?? world.knownIds[0]!)) + (opts.query ? `?${opts.query}` : '');
    const res = await world.app.request(url, { method: op.method, headers, body: opts.form ?? opts.body });
    const text = op.method === 'HEAD' ? '' : await res.text();
    return { status: res.status, text };
  }

  const hasBody = (op: DocFuzzOperation) => op.method === 'POST' || op.method === 'PUT' || op.method === 'PATCH';
  const tokens = () => [world.tokens.admin, world.tokens.user, world.tokens.coffenet, null];

  /** Inputs for what the generic attempts below cannot guess: a well-formed body naming an unknown id. */
  function targeted(op: DocFuzzOperation, status: number): Array<Parameters<typeof send>[1]> {
    const key = `${status} ${op.method} ${op.path}`;
    const json = (token: string | null, body: unknown, url?: string) => ({ token, body: JSON.stringify(body), url });
    const file = () => {
      const form = new FormData();
      form.append('file', new File(['hello'], 'a.txt', { type: 'text/plain' }));
      return form;
    };
    const unknownOrder = `/api/order/${UNKNOWN_ID}`;
    const inputs: Record<string, Array<Parameters<typeof send>[1]>> = {
      '404 PUT /api/wallet/accounts/{id}': [json(world.tokens.coffenet, { IBAN: 'IR062960000000100324200001', account_number: '1234567890', bank: 'ملت', full_name: 'علی رضایی' })],
      '404 POST /api/wallet/withdraw-request': [json(world.tokens.coffenet, { amount: 10_000, account_id: UNKNOWN_ID })],
      '404 POST /api/wallet/admin/deposit': [json(world.tokens.admin, { target_user_id: UNKNOWN_ID, amount: 50_000, description: 'واریز' })],
      '404 POST /api/wallet/admin/withdraw': [json(world.tokens.admin, { target_user_id: UNKNOWN_ID, amount: 50_000, description: 'برداشت' })],
      '404 POST /api/wallet/admin/transfer': [json(world.tokens.admin, { from_user_id: UNKNOWN_ID, to_user_id: world.knownIds[3], amount: 50_000, description: 'انتقال' })],
      '404 POST /api/payment_verify/bot-api/verify': [{ body: JSON.stringify({ authority: 'A000000000000000000000000000000unknown' }), apiKey: 'fuzz-service-key' }],
      '404 POST /api/payment_verify/bot-api/service/payment/verify': [{ body: JSON.stringify({ authority: 'A000000000000000000000000000000unknown' }), apiKey: 'fuzz-service-key' }],
      '404 POST /api/order/{id}/upload': [{ token: world.tokens.user, url: `${unknownOrder}/upload`, form: file() }],
      '404 PATCH /api/order/{id}/review': [json(world.tokens.coffenet, { price: 50_000, estimated_time: '2d' }, `${unknownOrder}/review`)],
      '404 PATCH /api/order/{id}/pricing': [json(world.tokens.coffenet, { price: 50_000, estimated_time: '2d' }, `${unknownOrder}/pricing`)],
      '404 PATCH /api/order/{id}/status': [json(world.tokens.user, { status: 'cancelled' }, `${unknownOrder}/status`)],
      '404 PATCH /api/store/store_order/{id}/shipping': [
        json(world.tokens.user, { shipping_info: { full_name: 'علی رضایی', phone: '09121234567', address: 'تهران', postal_code: '1234567890' } }, `/api/store/store_order/${UNKNOWN_ID}/shipping`),
      ],
      '404 DELETE /api/store/products/{id}/lessons/{order}': [{ token: world.tokens.admin, url: `/api/store/products/${UNKNOWN_ID}/lessons/1` }],
    };
    return inputs[key] ?? [];
  }

  /** Inputs likely to produce `status` on `op`; the first that does is enough. */
  function* attempts(op: DocFuzzOperation, status: number): Generator<Parameters<typeof send>[1]> {
    yield* targeted(op, status);
    const empty = hasBody(op) ? '{}' : undefined;
    const bodySchema = op.op.requestBody?.content?.['application/json']?.schema as Schema | undefined;
    const valid = bodySchema ? JSON.stringify(plausible(bodySchema, schemas)) : empty;
    const validRequired = bodySchema ? JSON.stringify(plausible(bodySchema, schemas, true)) : empty;
    const queryParams: Schema[] = (op.op.parameters ?? []).filter((p: Schema) => p.in === 'query');
    const validQuery = new URLSearchParams(queryParams.map((p) => [p.name, String(plausible(p.schema, schemas))])).toString();
    const idQuery = new URLSearchParams(queryParams.filter((p) => /authority/i.test(p.name)).map((p) => [p.name, String(plausible(p.schema, schemas))])).toString();
    const login = (username: string, password: string) => JSON.stringify({ username, password });
    if (status === 401) {
      yield { token: null, body: empty };
      if (op.path === '/api/auth/login') yield { token: null, body: login('ali', 'not-the-password') };
    }
    if (status === 403) {
      yield { token: lockedToken, body: empty };
      for (const token of tokens()) yield { token, body: empty };
      if (op.path === '/api/auth/login') yield { token: null, body: login('blocked_account', DEFAULT_PASSWORD) };
    }
    if (status === 404)
      for (const token of tokens())
        for (const params of [UNKNOWN_ID, 'no_such_name_here', ...world.knownIds])
          for (const body of new Set([empty, valid, validRequired])) for (const query of new Set(['', validQuery, idQuery])) yield { token, params, body, query };
    if (status === 422) {
      for (const token of tokens()) {
        if (hasBody(op)) yield { token, body: '{"broken json' };
        for (const params of ['not-an-id', 'x'.repeat(300)]) yield { token, params, body: empty };
        yield { token, body: empty, query: 'limit=-5&skip=-1&page=0&page_size=0&status=x&cursor=x&from_date=x&Authority=&fee=x&amount=x&min_rating=x&active=x' };
      }
    }
    if (status === 413) for (const token of tokens()) for (const size of [2, 12, 130]) yield { token, body: JSON.stringify({ description: 'x'.repeat(size * 1024 * 1024) }) };
  }

  it('API_CONTRACT_CHECK is on, so every 2xx below was checked against its documented answer', () => {
    expect(contractCheckOn).toBe(true);
  });

  it('each documented 401, 403, 404, 413 and 422 is produced by some input, with a detail', async () => {
    const missing: string[] = [];
    for (const op of operations) {
      for (const status of GENERIC) {
        if (!op.statuses.has(status)) continue;
        let produced = false;
        for (const attempt of attempts(op, status)) {
          const res = await send(op, attempt);
          expect(res.status, `${op.method} ${op.path}`).toBeLessThan(500);
          expect(op.statuses.has(res.status), `${op.method} ${op.path} answered an undocumented ${res.status}`).toBe(true);
          if (res.status === status) {
            if (op.method !== 'HEAD') expect(JSON.parse(res.text).detail, `${op.method} ${op.path} ${status}`).toEqual(expect.any(String));
            produced = true;
            break;
          }
        }
        if (!produced) missing.push(`${op.method} ${op.path} ${status}`);
      }
    }
    expect(missing.filter((m) => !NEEDS_A_PRODUCT.includes(m)).join('\n')).toBe('');
  }, 300_000);

  it('every read without a path parameter answers 2xx to some role, in its documented shape', async () => {
    const failures: string[] = [];
    const needsQuery = (o: DocFuzzOperation) => (o.op.parameters ?? []).some((p: Schema) => p.in === 'query' && p.required);
    // Verify paths need a payment's authority: their answers are checked by tests/rest/wallet.test.ts.
    const isVerify = (o: DocFuzzOperation) => o.path.endsWith('/verify');
    for (const op of operations.filter((o) => o.method === 'GET' && !o.path.includes('{') && !needsQuery(o) && !isVerify(o))) {
      const answers = [];
      for (const token of tokens()) answers.push((await send(op, { token })).status);
      if (!answers.some((s) => s >= 200 && s < 300) || answers.some((s) => s >= 500)) failures.push(`${op.path}: ${answers.join(' ')}`);
    }
    expect(failures.join("\n")).toBe("");
  }, 120_000);
});
