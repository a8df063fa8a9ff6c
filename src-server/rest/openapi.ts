import { z } from 'zod';
import { MSG } from '@shared/messages';
import { documentedErrors, ERROR_TEXT, errorAnswer, paramSchema, pathParams, type Access, type DocumentedPath, type RouteDoc } from './doc';

/*
 * The OpenAPI 3.1 document of the /api paths (issue 17), built from the route tables' docs: the
 * request schemas are the shared zod schemas the procedures validate with, turned into JSON Schema
 * by zod 4 itself. Nothing here describes a path by hand; a path without a doc does not compile.
 */

type Json = Record<string, unknown>;

/** Hono's `/order/:id` and `/coffenet/:cafeId{[0-9a-f]{24}}` as OpenAPI's `/order/{id}`. */
export function openApiPath(honoPath: string): string {
  return honoPath.replace(/:([A-Za-z_]+)(\{(?:[^{}]|\{[^}]*\})*\})?/g, '{$1}');
}

const TAGS: Array<{ name: string; description: string }> = [
  { name: 'auth', description: 'Registration, sign-in (Bearer token), password reset' },
  { name: 'catalogue', description: 'Cafes, categories and services (task prices in toman)' },
  { name: 'cafe', description: 'A cafe\'s own profile and services' },
  { name: 'orders', description: 'Service orders, their files and ratings (order prices in toman)' },
  { name: 'chat', description: 'Order chat' },
  { name: 'notifications', description: 'The bell' },
  { name: 'wallet', description: 'Wallets, top-ups, bank accounts, withdrawals (rials)' },
  { name: 'wallet-admin', description: 'The platform wallet, fees and withdrawals (rials)' },
  { name: 'payments', description: 'Gateway payments and their verification' },
  { name: 'chat-bot', description: 'Calls of the chat-bot (X-API-Key)' },
  { name: 'store', description: 'The store, checkout and store orders (rials)' },
  { name: 'store-admin', description: 'Product management and store sales (rials)' },
  { name: 'tickets', description: 'Support tickets' },
  { name: 'admin', description: 'The admin console' },
  { name: 'meta', description: 'This document, its reference page and the live stream' },
];

/**
 * zod → JSON Schema for a request (what a client may send) or an answer (what it gets). Named
 * answer schemas (`.meta({ id })`) become components; transforms and refinements have no JSON
 * Schema form and are described by their input side.
 */
function makeConverter() {
  const components: Record<string, Json> = {};
  const convert = (schema: z.ZodType, io: 'input' | 'output'): Json => {
    const raw = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
      reused: 'inline',
      override: ({ jsonSchema }) => {
        // File fields of multipart bodies.
        if (jsonSchema.format === 'binary') jsonSchema.contentMediaType = 'application/octet-stream';
      },
    });
    // Named schemas ($defs) become shared components.
    const out = JSON.parse(JSON.stringify(raw).replaceAll('"#/$defs/', '"#/components/schemas/')) as Json;
    const defs = (out.$defs ?? {}) as Record<string, Json>;
    for (const [name, def] of Object.entries(defs)) components[name] = def;
    delete out.$defs;
    delete out.$schema;
    return out;
  };
  return { components, convert };
}

function securityOf(access: Access): Json[] | undefined {
  if (access === 'public') return undefined;
  if (access === 'api-key') return [{ ApiKey: [] }];
  return [{ Bearer: [] }];
}

function accessText(access: Access): string {
  if (access === 'public') return 'Anyone (no token needed).';
  if (access === 'api-key') return 'The chat-bot: `X-API-Key` header.';
  if (access === 'signed-in') return 'Any signed-in account (Bearer token).';
  return `Roles: ${access.join(', ')} (Bearer token).`;
}

function operation(method: string, path: string, doc: RouteDoc, status: number, convert: (s: z.ZodType, io: 'input' | 'output') => Json): Json {
  const parameters: Json[] = pathParams(path).map((name) => ({ name, in: 'path', required: true, schema: convert(paramSchema(doc, name), 'input') }));
  if (doc.query) {
    for (const [name, field] of Object.entries(doc.query.shape)) {
      const schema = field as z.ZodType;
      parameters.push({ name, in: 'query', required: !schema.safeParse(undefined).success, schema: convert(schema, 'input') });
    }
  }
  const op: Json = {
    operationId: `${method.toLowerCase()}${openApiPath(path).replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
    summary: doc.summary,
    description: [doc.description, accessText(doc.access)].filter(Boolean).join('\n\n'),
    tags: [doc.tag],
    'x-roles': typeof doc.access === 'string' ? doc.access : [...doc.access],
  };
  const security = securityOf(doc.access);
  if (security) op.security = security;
  if (parameters.length > 0) op.parameters = parameters;

  if (doc.body) {
    const schema = convert(doc.body, 'input');
    const example = doc.example?.body === undefined ? {} : { example: doc.example.body };
    const content: Json = {};
    if (doc.bodyType === 'multipart') content['multipart/form-data'] = { schema, ...example };
    content['application/json'] = { schema, ...example };
    if (doc.bodyType === 'json-or-form') content['application/x-www-form-urlencoded'] = { schema };
    op.requestBody = { required: doc.body.safeParse(undefined).success === false, content };
  }

  const responses: Json = {};
  const kind = doc.answerKind ?? 'json';
  const answerSchema = convert(doc.answer, 'output');
  const answerExample = doc.example?.answer === undefined ? {} : { example: doc.example.answer };
  if (kind === 'file') {
    responses[String(status)] = {
      description: 'The file, with its type, length and Content-Disposition',
      content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } },
    };
  } else if (kind === 'stream') {
    responses[String(status)] = { description: 'Server-Sent Events', content: { 'text/event-stream': { schema: { type: 'string' } } } };
  } else if (kind === 'html') {
    responses[String(status)] = { description: 'An HTML page', content: { 'text/html': { schema: { type: 'string' } } } };
  } else {
    responses[String(status)] = {
      description: kind === 'page' ? 'One page; X-Total-Count holds the number of all matches' : 'Success',
      ...(kind === 'page' ? { headers: { 'X-Total-Count': { description: 'All matches', schema: { type: 'integer', minimum: 0 } } } } : {}),
      content: { 'application/json': { schema: answerSchema, ...answerExample } },
    };
  }
  for (const code of documentedErrors(method, path, doc)) responses[String(code)] = { $ref: `#/components/responses/Error${code}` };
  op.responses = responses;
  return op;
}

/** The OpenAPI 3.1 document of the given /api paths (paths relative to /api, as the tables hold them). */
export function buildOpenApiDocument(paths: readonly DocumentedPath[]): Json {
  const { components, convert } = makeConverter();
  const out: Record<string, Json> = {};
  for (const p of paths) {
    const key = openApiPath(`/api${p.path}`);
    const item = (out[key] ??= {});
    item[p.method.toLowerCase()] = operation(p.method, `/api${p.path}`, p.doc, p.status ?? 200, convert);
  }
  convert(errorAnswer, 'output'); // registers the Error component every error answer refers to
  const errorResponses: Record<string, Json> = {};
  for (const [code, description] of Object.entries(ERROR_TEXT)) {
    errorResponses[`Error${code}`] = {
      description,
      ...(code === '429' ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } } : {}),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Coffenet marketplace API',
      version: '1',
      description: [
        'The /api paths the chat-bot, the payment gateway and other integrators call.',
        'Sign in with POST /api/auth/login and send `Authorization: Bearer <access_token>`. The chat-bot sends `X-API-Key`.',
        'Every error answers `{ "detail": "<Persian message>" }`; a 422 adds `errors` (field → message), each field named as the path\'s own parameters and body name it.',
        `Units: order and task prices are toman; every wallet, ledger, payment and store amount is rials. An unknown path answers 404 with "${MSG.notFound}"; a known path asked with a method it does not answer, 405 with an Allow header and "${MSG.methodNotAllowed}".`,
      ].join('\n\n'),
    },
    servers: [{ url: '/' }],
    tags: TAGS,
    paths: out,
    components: {
      schemas: components,
      responses: errorResponses,
      securitySchemes: {
        Bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access_token of POST /api/auth/login' },
        ApiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'The chat-bot\'s service key' },
      },
    },
  };
}
