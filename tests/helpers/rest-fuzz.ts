/**
 * Hostile-input fuzzing of every mounted /api path (issue 14), shared by `npm run fuzz`
 * (scripts/fuzz.ts, about a minute) and the small bounded run in tests/rest/fuzz.test.ts.
 * The paths are read from the app itself (Hono's route list), so paths other branches add are
 * fuzzed without touching this file. Each run sends generated prototype keys, huge and negative
 * numbers, wrong types, arrays for objects, null bytes, RTL overrides and 1 MB strings, as a
 * guest and as each role, and fails on the first answer ≥ 500.
 */
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { serve } from '@hono/node-server';
import { createApp } from '../../src-server/app';
import { createDeps } from '../../src-server/deps';
import { outboxSms } from '../../src-server/services/auth/sms';
import { resolvePaymentSettings } from '../../src-server/payments/settings';
import { SIMULATOR_MERCHANT_ID } from '../../src-server/config';
import { signAccessToken } from '../../src-server/auth/tokens';
import { orderWorld } from './orders';

export const FUZZ_ROLES = ['guest', 'user', 'coffenet', 'admin'] as const;
export type FuzzRole = (typeof FUZZ_ROLES)[number];

export interface FuzzRoute {
  method: string;
  path: string;
}

export interface FuzzCase {
  route: FuzzRoute;
  role: FuzzRole;
  url: string;
  contentType: 'json' | 'form' | 'text';
  body: string | null;
}

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];
const FIELD_NAMES = [
  ...PROTO_KEYS,
  'amount', 'status', 'price', 'base_price', 'estimated_time', 'username', 'password', 'new_password', 'current_password', 'phone', 'code',
  'email', 'role', 'description', 'details', 'cafe_id', 'task_id', 'order_id', 'product_id', 'items', 'quantity', 'rating', 'comment', 'fee',
  'cafe_user_id', 'target_user_id', 'from_user_id', 'to_user_id', 'account_id', 'iban', 'message', 'reason', 'title', 'category', 'limit',
  'skip', 'page', 'q', 'authority', 'Authority', 'Status', 'id', '_id', 'is_final', 'caption', 'shipping', 'total', 'client_request_key',
];

const QUERY_NAMES = ['status', 'limit', 'offset', 'skip', 'page', 'page_size', 'q', 'amount', 'fee', 'min_rating', 'max_time', 'Authority', 'Status', 'type', 'category', 'sort', 'cafe_id', 'target_user_id', '__proto__'];

const hostileString = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...PROTO_KEYS) },
  { weight: 3, arbitrary: fc.constantFrom(...PROTO_KEYS, '', ' ', '\u0000', 'a\u0000b', '\u202Eevil\u202C', '\u200F\u200E', '../../etc/passwd', '%00', '0x2710', '1e4',
    ' 10000 ', '10000.0', '-1', 'NaN', 'Infinity', '۱۰۰۰۰', '٫', 'null', 'undefined', 'true', '[]', '{}', '<script>alert(1)</script>',
    "' or 1=1 --", 'a'.repeat(300), 'x.constructor', '999999constructor', 'pending_confirmation', 'A' + '0'.repeat(35)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.stringMatching(/^[0-9a-f]{24}$/) },
);
const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 53, 0.1, 1e-7, 10_000, 1_000_000_000_000),
  fc.integer(),
  fc.double({ noNaN: true }),
);
const leaf = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 6 }),
})).value;

/** A body: an object of known field names (most useful), a bare value, a 1 MB string or broken JSON. */
const hostileBody = fc.oneof(
  { weight: 6, arbitrary: fc.dictionary(fc.constantFrom(...FIELD_NAMES), hostileValue, { maxKeys: 8 }).map((o) => ({ kind: 'json' as const, text: JSON.stringify(o) })) },
  { weight: 1, arbitrary: hostileValue.map((v) => ({ kind: 'json' as const, text: JSON.stringify(v) ?? 'null' })) },
  { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', '\u0000', '[1,2', '"\\ud800"', '{"__proto__":{"polluted":1}}').map((text) => ({ kind: 'text' as const, text })) },
  { weight: 1, arbitrary: fc.constantFrom(FIELD_NAMES[8]!, 'amount', 'description').map((k) => ({ kind: 'json' as const, text: JSON.stringify({ [k]: 'ب'.repeat(512 * 1024) }) })) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...FIELD_NAMES), hostileString, { maxKeys: 5 }).map((o) => ({ kind: 'form' as const, text: new URLSearchParams(o as Record<string, string>).toString() })) },
);

/** GET, HEAD and DELETE carry no body here. */
function takesBody(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && method !== 'DELETE';
}

/** Every /api path the app serves, read from the app (so new paths are covered once merged). */
export function mountedApiRoutes(app: ReturnType<typeof createApp>): FuzzRoute[] {
  const seen = new Set<string>();
  const out: FuzzRoute[] = [];
  for (const r of app.routes) {
    if (!r.path.startsWith('/api/') || r.path === '/api/*' || r.method === 'ALL') continue;
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ method: r.method, path: r.path });
  }
  return out;
}

/** The app over a world with every role, its orders and cafes, and the simulator gateway on a real port. */
export async function fuzzWorld() {
  const w = await orderWorld();
  await w.orderIn('pending');
  await w.orderIn('pending_payment');
  await w.orderIn('completed');
  let app: ReturnType<typeof createApp> | null = null;
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: (req, env) => app!.fetch(req, env), port: 0 }, () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  const payments = resolvePaymentSettings(
    { gateway: 'simulator', zarinpalBaseUrl: null, merchantId: SIMULATOR_MERCHANT_ID, publicUrl: null, serviceApiKey: 'fuzz-service-key' },
    port,
  );
  const deps = createDeps({ db: w.db, files: w.files, payments, sms: outboxSms(w.db, () => {}) });
  app = createApp(deps);
  const sign = (u: typeof w.customer) => signAccessToken(deps.jwtSecret, { userId: u.id, role: u.role, version: u.token_version });
  const tokens: Record<FuzzRole, string | null> = { guest: null, user: await sign(w.customer), coffenet: await sign(w.cafeUser), admin: await sign(w.admin) };
  const orderIds = (await w.db.selectFrom('orders').select('id').execute()).map((r) => r.id);
  const knownIds = [w.cafeId, w.otherCafeId, w.taskId, w.customer.id, w.cafeUser.id, w.admin.id, ...orderIds];
  return {
    app,
    db: w.db,
    sign,
    tokens,
    knownIds,
    routes: mountedApiRoutes(app),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}

function fillPath(path: string, values: string[]): string {
  let i = 0;
  // ":name" or ":name{regex}" segments take the generated values in turn.
  return path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, () => encodeURIComponent(values[i++ % values.length] ?? 'x'));
}

export function fuzzCaseArbitrary(world: Awaited<ReturnType<typeof fuzzWorld>>): fc.Arbitrary<FuzzCase> {
  const param = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...world.knownIds) }, { weight: 2, arbitrary: hostileString });
  const query = fc.dictionary(fc.constantFrom(...QUERY_NAMES), hostileString, { maxKeys: 4 });
  return fc
    .record({
      route: fc.constantFrom(...world.routes),
      role: fc.constantFrom(...FUZZ_ROLES),
      params: fc.array(param, { minLength: 1, maxLength: 3 }),
      query,
      body: hostileBody,
    })
    .map(({ route, role, params, query: q, body }) => {
      const qs = new URLSearchParams(q as Record<string, string>).toString();
      const hasBody = takesBody(route.method);
      return {
        route,
        role,
        url: `${fillPath(route.path, params)}${qs ? `?${qs}` : ''}`,
        contentType: body.kind,
        body: hasBody ? body.text : null,
      };
    });
}

export async function sendFuzzCase(world: Awaited<ReturnType<typeof fuzzWorld>>, c: FuzzCase): Promise<number> {
  const headers: Record<string, string> = {};
  const token = world.tokens[c.role];
  if (token) headers.authorization = `Bearer ${token}`;
  if (c.body !== null) headers['content-type'] = c.contentType === 'form' ? 'application/x-www-form-urlencoded' : c.contentType === 'json' ? 'application/json' : 'text/plain';
  const res = await world.app.request(c.url, { method: c.route.method, headers, body: c.body ?? undefined });
  // A live stream (GET /api/live) never ends by itself: its status is the answer, then it is closed.
  if (res.headers.get('content-type')?.startsWith('text/event-stream')) await res.body?.cancel();
  else await res.arrayBuffer();
  return res.status;
}

/** Runs `numRuns` generated cases with a fixed seed; throws (with the shrunk case) on any answer ≥ 500. */
export async function runRestFuzz(opts: { numRuns: number; seed: number; world?: Awaited<ReturnType<typeof fuzzWorld>> }) {
  const world = opts.world ?? (await fuzzWorld());
  const statuses = new Map<number, number>();
  try {
    await fc.assert(
      fc.asyncProperty(fuzzCaseArbitrary(world), async (c) => {
        const status = await sendFuzzCase(world, c);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500) throw new Error(`${c.role} ${c.route.method} ${c.url} answered ${status} (body ${c.body?.slice(0, 200)})`);
      }),
      { numRuns: opts.numRuns, seed: opts.seed, endOnFailure: true },
    );
  } finally {
    if (!opts.world) await world.close();
  }
  return { routes: world.routes.length, statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)) };
}

/** Values the sweep puts in every query name and body field at once. */
export const SWEEP_VALUES: unknown[] = [...PROTO_KEYS, '0x2710', '1e4', ' 10000 ', '\u0000', '\u202E', -1, 1e308, 0.5, [], [[]], {}, { __proto__: 1 }, null, true];

/**
 * The systematic half of the fuzz: every mounted path × every role × each sweep value, with the
 * value in every query parameter, every path parameter (where the route takes any text) and
 * every body field. Random cases find the odd mix; the sweep makes sure no path is skipped.
 */
export async function runSweep(world: Awaited<ReturnType<typeof fuzzWorld>>, values: unknown[] = SWEEP_VALUES) {
  let sent = 0;
  for (const route of world.routes) {
    for (const role of FUZZ_ROLES) {
      for (const value of values) {
        const text = typeof value === 'string' ? value : JSON.stringify(value);
        const qs = new URLSearchParams(QUERY_NAMES.map((n) => [n, text])).toString();
        const paramText = typeof value === 'string' ? value : world.knownIds[sent % world.knownIds.length]!;
        const body = JSON.stringify(Object.fromEntries(FIELD_NAMES.filter((f) => !PROTO_KEYS.includes(f)).map((f) => [f, value])));
        const c: FuzzCase = { route, role, url: `${fillPath(route.path, [paramText])}?${qs}`, contentType: 'json', body: takesBody(route.method) ? body : null };
        const status = await sendFuzzCase(world, c);
        sent += 1;
        if (status >= 500) throw new Error(`${role} ${route.method} ${c.url} answered ${status} (body ${body.slice(0, 200)})`);
      }
    }
  }
  return sent;
}

/**
 * One value in one slot at a time (a query parameter, or a body field), for every path as each
 * role that gets past its guard: a bad value in one field is not hidden behind another field's
 * refusal. Kept to a few values, as it sends paths × roles × slots requests.
 */
export async function runSlotSweep(world: Awaited<ReturnType<typeof fuzzWorld>>, values: unknown[] = ['__proto__', 'constructor']) {
  let sent = 0;
  const bodyFields = FIELD_NAMES.filter((f) => !PROTO_KEYS.includes(f));
  for (const route of world.routes) {
    const hasBody = takesBody(route.method);
    const base = fillPath(route.path, [world.knownIds[0]!]);
    for (const role of FUZZ_ROLES) {
      const probe = await sendFuzzCase(world, { route, role, url: base, contentType: 'json', body: hasBody ? '{}' : null });
      sent += 1;
      if (probe >= 500) throw new Error(`${role} ${route.method} ${base} answered ${probe}`);
      if (probe === 401 || probe === 403) continue;
      for (const value of values) {
        const text = typeof value === 'string' ? value : JSON.stringify(value);
        const slots: Array<{ url: string; body: string | null }> = [
          ...QUERY_NAMES.map((n) => ({ url: `${base}?${new URLSearchParams([[n, text]])}`, body: hasBody ? '{}' : null })),
          ...(hasBody ? bodyFields.map((f) => ({ url: base, body: JSON.stringify({ [f]: value }) })) : []),
        ];
        for (const slot of slots) {
          const status = await sendFuzzCase(world, { route, role, url: slot.url, contentType: 'json', body: slot.body });
          sent += 1;
          if (status >= 500) throw new Error(`${role} ${route.method} ${slot.url} answered ${status} (body ${slot.body?.slice(0, 200)})`);
        }
      }
    }
  }
  return sent;
}

// ---- fuzzing driven by the OpenAPI document (issue 17) ----

type JsonSchema = Record<string, any>;
interface OpenApiDocument {
  paths: Record<string, Record<string, any>>;
  components: { schemas: Record<string, JsonSchema> };
}

export interface DocFuzzOperation {
  method: string;
  /** OpenAPI spelling: /api/order/{id}. */
  path: string;
  op: any;
  /** Documented answer statuses. */
  statuses: Set<number>;
}

export function documentOperations(document: OpenApiDocument): DocFuzzOperation[] {
  const out: DocFuzzOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item)) {
      // The live stream never ends by itself and the renderer is 4 MB of static JavaScript: both are
      // covered by their own tests, not by thousands of generated requests.
      if (path === '/api/live' || path === '/api/docs/scalar.js') continue;
      out.push({ method: method.toUpperCase(), path, op, statuses: new Set(Object.keys(op.responses).map(Number)) });
    }
  }
  return out;
}

/**
 * Values for a JSON Schema of the document: valid ones (inside its bounds, from its enums, known
 * ids for id patterns), its boundaries and one past them, and the hostile values of the fuzz.
 */
export function schemaArbitrary(schema: JsonSchema | undefined, document: OpenApiDocument, knownIds: string[], depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return hostileValue;
  if (schema.$ref) return schemaArbitrary(document.components.schemas[String(schema.$ref).split('/').pop()!], document, knownIds, depth + 1);
  const hostile = { weight: 1, arbitrary: hostileValue };
  const valid = (arbitrary: fc.Arbitrary<unknown>) => fc.oneof({ weight: 4, arbitrary }, hostile);
  if (schema.anyOf || schema.oneOf) return fc.oneof(...(schema.anyOf ?? schema.oneOf).map((s: JsonSchema) => schemaArbitrary(s, document, knownIds, depth + 1)));
  if (schema.enum) return valid(fc.constantFrom(...schema.enum));
  if (schema.const !== undefined) return valid(fc.constant(schema.const));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'binary') return valid(fc.string({ maxLength: 20 }));
      if (schema.pattern === '^[0-9a-f]{24}$') return valid(fc.oneof(fc.constantFrom(...knownIds), fc.stringMatching(/^[0-9a-f]{24}$/)));
      const min = schema.minLength ?? 0;
      const max = Math.min(schema.maxLength ?? 60, 5000);
      const edges = [min > 0 ? 'ب'.repeat(min - 1) : '', 'ب'.repeat(min), 'ب'.repeat(max), 'ب'.repeat(max + 1)];
      return valid(fc.oneof(fc.string({ minLength: min, maxLength: Math.min(max, 60) }), fc.constantFrom(...edges), fc.constant('\u202Eabc\u202C'.padEnd(min, 'x'))));
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e6;
      const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e12;
      const lo = Math.max(min, -Number.MAX_SAFE_INTEGER);
      const hi = Math.min(max, Number.MAX_SAFE_INTEGER);
      const edges = [lo, hi, lo - 1, hi + 1, 0, -1];
      const inside = type === 'integer' ? fc.integer({ min: Math.max(lo, -2_000_000_000), max: Math.min(hi, 2_000_000_000) }) : fc.double({ min: lo, max: hi, noNaN: true });
      return valid(fc.oneof(inside, fc.constantFrom(...edges)));
    }
    case 'boolean':
      return valid(fc.boolean());
    case 'null':
      return fc.constant(null);
    case 'array':
      return valid(fc.array(schemaArbitrary(schema.items, document, knownIds, depth + 1), { maxLength: Math.min(schema.maxItems ?? 3, 3) }));
    case 'object': {
      const props = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>);
      if (props.length === 0) return hostileValue;
      const record = fc.record(Object.fromEntries(props.map(([k, s]) => [k, schemaArbitrary(s, document, knownIds, depth + 1)])), {
        requiredKeys: [],
      });
      // Sometimes a prototype key or an unknown field rides along.
      return valid(fc.tuple(record, fc.option(fc.constantFrom(...PROTO_KEYS)), hostileValue).map(([o, extra, v]) => (extra ? { ...o, [extra]: v } : o)));
    }
    default:
      return hostileValue;
  }
}

export interface DocFuzzCase {
  operation: DocFuzzOperation;
  role: FuzzRole;
  url: string;
  body: string | null;
  contentType: 'json' | 'form';
}

function queryText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value) ?? '';
}

export function docFuzzCaseArbitrary(world: Awaited<ReturnType<typeof fuzzWorld>>, document: OpenApiDocument): fc.Arbitrary<DocFuzzCase> {
  const operations = documentOperations(document);
  return fc.constantFrom(...operations).chain((operation) => {
    const params: any[] = operation.op.parameters ?? [];
    const pathParams = params.filter((p) => p.in === 'path');
    const queryParams = params.filter((p) => p.in === 'query');
    const bodySchema = operation.op.requestBody?.content?.['application/json']?.schema as JsonSchema | undefined;
    return fc.record({
      role: fc.constantFrom(...FUZZ_ROLES),
      path: fc.tuple(...pathParams.map((p) => schemaArbitrary(p.schema, document, world.knownIds).map(queryText))),
      query: fc.tuple(...queryParams.map((p) => fc.option(schemaArbitrary(p.schema, document, world.knownIds).map(queryText), { nil: undefined }))),
      body: bodySchema ? fc.oneof({ weight: 5, arbitrary: schemaArbitrary(bodySchema, document, world.knownIds) }, { weight: 1, arbitrary: hostileValue }) : fc.constant(undefined),
      asForm: fc.boolean(),
    }).map(({ role, path, query, body, asForm }) => {
      let i = 0;
      const filled = operation.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(path[i++] ?? 'x'));
      const qs = new URLSearchParams(queryParams.flatMap((p, j) => (query[j] === undefined ? [] : [[p.name, query[j]!] as [string, string]]))).toString();
      const form = asForm && body && typeof body === 'object' && !Array.isArray(body) && operation.op.requestBody?.content?.['application/x-www-form-urlencoded'];
      const hasBody = takesBody(operation.method);
      return {
        operation,
        role,
        url: `${filled}${qs ? `?${qs}` : ''}`,
        contentType: form ? ('form' as const) : ('json' as const),
        body: !hasBody ? null : form ? new URLSearchParams(Object.entries(body as object).map(([k, v]) => [k, queryText(v)])).toString() : (JSON.stringify(body) ?? '{}'),
      };
    });
  });
}

/** Sends a case and returns what is wrong with its answer, if anything: a 5xx, an undocumented status, an error without `detail`. */
export async function docCaseProblem(world: Awaited<ReturnType<typeof fuzzWorld>>, c: DocFuzzCase): Promise<{ status: number; problem: string | null }> {
  const headers: Record<string, string> = {};
  const token = world.tokens[c.role];
  if (token) headers.authorization = `Bearer ${token}`;
  if (c.body !== null) headers['content-type'] = c.contentType === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  const res = await world.app.request(c.url, { method: c.operation.method, headers, body: c.body ?? undefined });
  const text = await res.text();
  const where = `${c.role} ${c.operation.method} ${c.url} (body ${c.body?.slice(0, 200)})`;
  if (res.status >= 500) return { status: res.status, problem: `${where} answered ${res.status}: ${text.slice(0, 300)}` };
  if (!c.operation.statuses.has(res.status)) return { status: res.status, problem: `${where} answered ${res.status}, not among its documented ${[...c.operation.statuses].join(', ')}` };
  if (res.status >= 400 && c.operation.method !== 'HEAD') {
    let detail: unknown;
    try {
      detail = (JSON.parse(text) as { detail?: unknown }).detail;
    } catch {
      detail = undefined;
    }
    if (typeof detail !== 'string' || detail === '') return { status: res.status, problem: `${where} answered ${res.status} without a detail: ${text.slice(0, 200)}` };
  }
  return { status: res.status, problem: null };
}

/** Runs `numRuns` cases generated from the document, with a fixed seed; throws (with the shrunk case) on the first problem. */
export async function runDocFuzz(opts: { numRuns: number; seed: number; world: Awaited<ReturnType<typeof fuzzWorld>> }) {
  const document = (await (await opts.world.app.request('/api/openapi.json')).json()) as OpenApiDocument;
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(docFuzzCaseArbitrary(opts.world, document), async (c) => {
      const { status, problem } = await docCaseProblem(opts.world, c);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (problem) throw new Error(problem);
    }),
    { numRuns: opts.numRuns, seed: opts.seed, endOnFailure: true },
  );
  return { operations: documentOperations(document).length, statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)) };
}
