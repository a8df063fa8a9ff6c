import type { Hono, Context as HonoContext } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { normalizeDigits } from '@shared/text/digits';
import { MSG } from '@shared/messages';
import { MAX_JSON_BODY_BYTES } from '@shared/constants';
import { MAX_FILES_PER_UPLOAD, mediaMaxBytes, mediaTooLargeMessage, type MediaPurpose } from '@shared/store/media';
import { STORE_ADMIN_MSG } from '@shared/store/admin-messages';
import { PRODUCT_TYPES } from '@shared/store/products';
import { STORE_SALES_PAGE_SIZE, type MediaKind } from '@shared/store/admin-schemas';
import type { AdminProductView } from '@shared/store/admin-types';
import type { AppDeps } from '../deps';
import { createRequestContext, type Context } from '../context';
import { createCaller } from '../routers';
import { DomainError, fail } from '../errors';
import { signUploadTicket, type UploadedMedia } from '../services/store/signing';
import { resolveMedia } from '../services/store/media-access';
import type { UserRow } from '../db/schema';
import { toRestError } from './errors';
import { drain, receiveMultipart, removeAll, type PartSpec } from './multipart';
import { mediaResponse } from './media-response';
import { firstOf, numberParam } from './params';
import type { Caller, RestRoute } from './table';
import { z } from 'zod';
import {
  addLessonInput,
  createDigitalProductInput,
  createGeneralProductInput,
  deleteFileInput,
  storeSalesInput,
  updateProductInput,
} from '@shared/store/admin-schemas';
import type { DocumentedPath, RouteDoc } from './doc';
import { checkedAnswer } from './contract';
import { adminProductAnswer, digitalFileAnswer, storeSaleAnswer } from './answers';
import { isId } from '@shared/ids';

/*
 * Spec 3 §7 "Store", the admin's paths, and the store's media downloads (issue 12). Prices are
 * rials. Upload paths check token, role and target (store.admin.uploadTarget) before reading a
 * byte of the body, stream each file part to disk (multipart.ts), then call the same procedure the
 * client would with signed tickets for the stored files, removing them if it refuses.
 */

const withUnderscoreId = <T extends { id: string }>(value: T) => ({ ...value, _id: value.id });

function restProduct(product: AdminProductView) {
  return {
    ...withUnderscoreId(product),
    lessons: product.lessons.map((l) => ({ ...l, _id: l.id })),
    course_content: product.product_type === 'video_course' ? { lessons: product.lessons } : null,
    files_info: product.files_info,
    download_links: product.files_info.map((f) => f.url),
  };
}

// ---- field readers: multipart gives text, JSON gives values; both end in the schema's types ----

type Fields = Map<string, unknown[]>;
const one = (fields: Fields, name: string): unknown => fields.get(name)?.[0];

/** Decimal integers only ("12000", "-5"; Persian digits allowed); anything else goes to the schema as text (422). */
function integerField(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') return value;
  const text = normalizeDigits(String(value)).trim();
  return /^-?\d{1,15}$/.test(text) ? Number(text) : text;
}

function boolField(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1' || value === 'on') return true;
  if (value === 'false' || value === '0' || value === 'off') return false;
  return value;
}

/** A JSON array, or text split on commas (tags) or lines (objectives). */
function listField(value: unknown, separator: RegExp): unknown {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value;
  const text = String(value).trim();
  if (text.startsWith('[')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text
    .split(separator)
    .map((s) => s.trim())
    .filter(Boolean);
}

function objectField(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'object') return value;
  try {
    return JSON.parse(String(value));
  } catch {
    return value;
  }
}

const optionalText = (value: unknown) => (value === undefined ? undefined : value === '' || value === null ? null : value);

function productFields(fields: Fields) {
  return {
    name: one(fields, 'name'),
    price: integerField(one(fields, 'price')),
    category: optionalText(one(fields, 'category')) ?? undefined,
    product_type: optionalText(one(fields, 'product_type')) ?? undefined,
    description: one(fields, 'description'),
    language: optionalText(one(fields, 'language')) ?? undefined,
    tags: listField(one(fields, 'tags'), /[,،\n]/),
    is_featured: boolField(one(fields, 'is_featured')),
    is_active: boolField(one(fields, 'is_active')),
    instructor_name: optionalText(one(fields, 'instructor_name')),
    instructor_bio: optionalText(one(fields, 'instructor_bio')),
    difficulty_level: optionalText(one(fields, 'difficulty_level')),
    prerequisites: listField(one(fields, 'prerequisites'), /\n/),
    learning_objectives: listField(one(fields, 'learning_objectives'), /\n/),
    certificate_available: boolField(one(fields, 'certificate_available')),
    specifications: objectField(one(fields, 'specifications')),
    video_preview_url: optionalText(one(fields, 'video_preview_url')),
    remove_video_preview: boolField(one(fields, 'remove_video_preview')),
  } as Record<string, unknown>;
}

const withoutUndefined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

// ---- upload paths ----

type UploadKind = 'general' | 'digital' | 'edit' | 'lesson' | 'files';

interface UploadRoute {
  method: 'POST' | 'PATCH';
  path: string;
  kind: UploadKind;
  status?: ContentfulStatusCode;
  /** Field name → what it carries. */
  parts: ReadonlyMap<string, PartSpec>;
  call: (api: Caller, req: { id: string | undefined; fields: Fields; tickets: Map<string, string[]>; query: Record<string, string> }) => Promise<unknown>;
  doc: RouteDoc;
}

// ---- what the document says of the uploads and downloads (issue 17) ----

const ADMIN = ['admin'] as const;
const binary = (what: string) => z.string().meta({ format: 'binary', description: what });
/** Multipart text fields: lists as JSON or comma/line separated text, booleans as true/false, specifications as JSON. */
const productFieldsDoc = z.object(updateProductInput.shape).omit({ id: true, image: true, video_preview: true, files: true });
const productAnswer = z.looseObject({ success: z.literal(true), message: z.string(), product: adminProductAnswer });
const filesDoc = binary('One file (send the field again for more; at most 10 per request)');
const uploadDoc = (summary: string, body: z.ZodType, answer: z.ZodType = productAnswer, creates = false): RouteDoc => ({
  tag: 'store-admin',
  summary,
  description: 'multipart/form-data (or JSON without files). Each file\'s size and type is checked as it arrives: 413 over its limit, 415 for a type or content the product does not take.',
  access: ADMIN,
  body,
  bodyType: 'multipart',
  answer,
  errors: [404, 409, 415],
  // A new product has no id to miss, nor a type or family to conflict with.
  notErrors: creates ? [404, 409] : [],
});


const IMAGE: PartSpec = { purpose: 'image', multiple: false };
const VIDEO: PartSpec = { purpose: 'video', multiple: false };
const FILES: PartSpec = { purpose: 'file', multiple: true };

function maxBodyOf(parts: ReadonlyMap<string, PartSpec>): number {
  let total = 1024 * 1024;
  for (const spec of parts.values()) total += mediaMaxBytes(spec.purpose) * (spec.multiple ? MAX_FILES_PER_UPLOAD : 1) + 64 * 1024;
  return total;
}

function largestPurpose(parts: ReadonlyMap<string, PartSpec>): MediaPurpose {
  let best: MediaPurpose = 'image';
  for (const spec of parts.values()) if (mediaMaxBytes(spec.purpose) > mediaMaxBytes(best)) best = spec.purpose;
  return best;
}

const ticketsOf = (tickets: Map<string, string[]>, ...names: string[]) => names.flatMap((n) => tickets.get(n) ?? []);
const firstTicket = (tickets: Map<string, string[]>, ...names: string[]) => ticketsOf(tickets, ...names)[0] ?? null;

const FILE_FIELDS = ['files', 'file', 'files[]'];

function updateCall(api: Caller, req: { id: string | undefined; fields: Fields; tickets: Map<string, string[]> }) {
  const files = ticketsOf(req.tickets, ...FILE_FIELDS);
  return api.store.admin
    .update({
      id: req.id!,
      ...withoutUndefined(productFields(req.fields)),
      image: firstTicket(req.tickets, 'image'),
      video_preview: firstTicket(req.tickets, 'video_preview', 'video'),
      files: files.length > 0 ? files : undefined,
    } as never)
    .then((p) => ({ success: true, message: STORE_ADMIN_MSG.productEdited, product: restProduct(p), ...restProduct(p) }));
}

const UPLOAD_ROUTES: UploadRoute[] = [
  {
    method: 'POST',
    path: '/store/products',
    kind: 'general',
    doc: uploadDoc('Add a physical product or a video course (price in rials)', z.object(createGeneralProductInput.shape).omit({ image: true, video_preview: true }).extend({ image: binary('Cover image').optional(), video_preview: binary('Preview video').optional() }), productAnswer, true),
    status: 201,
    parts: new Map([
      ['image', IMAGE],
      ['video_preview', VIDEO],
    ]),
    call: async (api, { fields, tickets }) => {
      const product = await api.store.admin.createGeneral({
        ...withoutUndefined(productFields(fields)),
        image: firstTicket(tickets, 'image'),
        video_preview: firstTicket(tickets, 'video_preview'),
      } as never);
      return { success: true, message: STORE_ADMIN_MSG.productAdded, product: restProduct(product), ...restProduct(product) };
    },
  },
  {
    method: 'POST',
    path: '/store/digital-products',
    kind: 'digital',
    doc: uploadDoc('Add a digital product, e-book or software with its files (price in rials)', z.object(createDigitalProductInput.shape).omit({ image: true, files: true }).extend({ image: binary('Cover image').optional(), files: filesDoc }), productAnswer, true),
    status: 201,
    parts: new Map([
      ['image', IMAGE],
      ...FILE_FIELDS.map((n) => [n, FILES] as const),
    ]),
    call: async (api, { fields, tickets }) => {
      const product = await api.store.admin.createDigital({
        ...withoutUndefined(productFields(fields)),
        image: firstTicket(tickets, 'image'),
        files: ticketsOf(tickets, ...FILE_FIELDS),
      } as never);
      return { success: true, message: STORE_ADMIN_MSG.productAdded, product: restProduct(product), ...restProduct(product) };
    },
  },
  {
    method: 'PATCH',
    path: '/store/products/:id',
    kind: 'edit',
    doc: uploadDoc('Edit a product: fields left out stay; a new image or preview replaces the old', productFieldsDoc.extend({ image: binary('New cover image').optional(), video_preview: binary('New preview video').optional() }).partial()),
    parts: new Map([
      ['image', IMAGE],
      ['video_preview', VIDEO],
      ['video', VIDEO],
    ]),
    call: updateCall,
  },
  {
    method: 'PATCH',
    path: '/store/digital-products/:id',
    kind: 'edit',
    doc: uploadDoc('Edit a digital product: fields left out stay; files are appended', productFieldsDoc.extend({ image: binary('New cover image').optional(), files: filesDoc.optional() }).partial()),
    parts: new Map([
      ['image', IMAGE],
      ...FILE_FIELDS.map((n) => [n, FILES] as const),
    ]),
    call: updateCall,
  },
  {
    method: 'POST',
    path: '/store/products/:id/digital-files',
    kind: 'files',
    doc: uploadDoc('Append files to a digital product', z.object({ files: filesDoc }), z.looseObject({ success: z.literal(true), message: z.string(), files_info: z.array(digitalFileAnswer), files: z.array(digitalFileAnswer) })),
    status: 201,
    parts: new Map(FILE_FIELDS.map((n) => [n, FILES] as const)),
    call: async (api, { id, tickets }) => {
      const files = await api.store.admin.appendFiles({ product_id: id!, files: ticketsOf(tickets, ...FILE_FIELDS) });
      return { success: true, message: STORE_ADMIN_MSG.filesAdded, files_info: files, files };
    },
  },
  {
    method: 'POST',
    path: '/store/products/:id/lessons',
    kind: 'lesson',
    doc: uploadDoc('Add a lesson to a video course (duration in seconds)', z.object(addLessonInput.shape).omit({ product_id: true, video_file: true }).extend({ video_file: binary('The lesson video') }), z.looseObject({ success: z.literal(true), message: z.string(), lesson: z.looseObject({ id: z.string(), title: z.string() }) })),
    status: 201,
    parts: new Map([
      ['video_file', VIDEO],
      ['video', VIDEO],
    ]),
    call: async (api, { id, fields, tickets }) => {
      const lesson = await api.store.admin.addLesson({
        product_id: id!,
        title: one(fields, 'title'),
        description: optionalText(one(fields, 'description')),
        order: integerField(one(fields, 'order')) ?? null,
        is_preview: boolField(one(fields, 'is_preview')),
        duration: integerField(one(fields, 'duration')) ?? 0,
        video_file: firstTicket(tickets, 'video_file', 'video') ?? undefined,
      } as never);
      return { success: true, message: STORE_ADMIN_MSG.lessonAdded, lesson: { ...lesson, _id: lesson.id } };
    },
  },
];

async function readJsonFields(request: Request): Promise<Fields> {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_JSON_BODY_BYTES) throw new DomainError('PAYLOAD_TOO_LARGE', MSG.payloadTooLarge);
  const text = await request.text();
  if (text.length > MAX_JSON_BODY_BYTES) throw new DomainError('PAYLOAD_TOO_LARGE', MSG.payloadTooLarge);
  if (!text.trim()) return new Map();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw fail.unprocessable(MSG.invalidBody);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw fail.unprocessable(MSG.invalidBody);
  return new Map(Object.entries(parsed).map(([k, v]) => [k, [v]]));
}

function errorResponse(c: HonoContext, error: unknown): Response {
  const { status, body } = toRestError(error);
  return c.json(body, status as ContentfulStatusCode);
}

function mountUpload(api: Hono, deps: AppDeps, clientAddress: (c: HonoContext) => string, route: UploadRoute): void {
  const maxBody = maxBodyOf(route.parts);
  api.on(route.method, route.path, async (c) => checkedAnswer(route.method, route.path, route.doc, await answerUpload(c)));

  async function answerUpload(c: HonoContext): Promise<Response> {
    const request = c.req.raw;
    let ctx: Context;
    let caller: Caller;
    let productType: string | null;
    try {
      ctx = await createRequestContext(deps, {
        authorization: c.req.header('authorization'),
        clientAddress: clientAddress(c),
        apiKey: c.req.header('x-api-key'),
        origin: c.req.header('origin'),
      });
      caller = createCaller(ctx);
      // Token, role and target before a byte of the body: a refused upload stores nothing.
      productType = (await caller.store.admin.uploadTarget({ kind: route.kind, product_id: c.req.param('id') ?? null })).product_type;
    } catch (error) {
      drain(request.body);
      return errorResponse(c, error);
    }
    const isMultipart = (request.headers.get('content-type') ?? '').includes('multipart/form-data');
    let received = { fields: new Map() as Fields, files: new Map<string, UploadedMedia[]>() };
    try {
      if (isMultipart) {
        const length = Number(request.headers.get('content-length') ?? 0);
        if (length > maxBody) throw new DomainError('PAYLOAD_TOO_LARGE', mediaTooLargeMessage(largestPurpose(route.parts)));
        // A new digital product's type may come after its files: the widest set here, and the
        // procedure checks each file against the type it gets.
        const parsed = await receiveMultipart(request, deps.files, route.parts, productType ?? (route.kind === 'digital' ? 'software' : null));
        received = { fields: parsed.fields, files: parsed.files };
      } else {
        received.fields = await readJsonFields(request);
      }
    } catch (error) {
      drain(request.body);
      // The body was refused part-way: this connection is not reused, so no client can send its next
      // request into what is left of this one.
      c.header('connection', 'close');
      return errorResponse(c, error);
    }
    const user = ctx.user as UserRow;
    const tickets = new Map<string, string[]>();
    for (const [name, list] of received.files) tickets.set(name, list.map((f) => signUploadTicket(deps.jwtSecret, f, user.id, deps.now())));
    try {
      const result = await route.call(caller, { id: c.req.param('id'), fields: received.fields, tickets, query: c.req.query() });
      return c.json(result as object, route.status ?? 200);
    } catch (error) {
      await removeAll(deps.files, received.files);
      return errorResponse(c, error);
    }
  }
}

// ---- media downloads ----

const MEDIA_PATHS: Array<[MediaKind, string]> = [
  ['product-image', '/store/download/product-image/:id'],
  ['video-preview', '/store/download/video-preview/:id'],
  ['lesson-video', '/store/download/lesson-video/:id/:ref'],
  ['digital-file', '/store/download/digital-file/:id/:ref'],
];

const mediaDoc = (kind: MediaKind): RouteDoc => ({
  tag: 'store',
  summary: `Download a store medium (${kind})`,
  description:
    'Public media answer to anyone; a lesson video or a digital file to its buyer (Bearer token) or through the signed address the product gives (u, exp, sig). Range requests answer 206, If-None-Match 304.',
  access: 'public',
  params: { ref: z.string().max(200).describe('The lesson order or the file id') },
  query: z.object({ u: z.string(), exp: z.string(), sig: z.string(), v: z.string().describe('The file version (cached as immutable)') }).partial(),
  answer: z.string(),
  answerKind: 'file',
  // Only a lesson video or a digital file is private (a buyer's token or a signed address).
  errors: kind === 'lesson-video' || kind === 'digital-file' ? [401, 403, 416] : [416],
  // A malformed id is a 404 here, like an unknown one.
  notErrors: [422],
});

/** The paths this file mounts beside the table, with their documents. */
export const storeMediaDocs: DocumentedPath[] = [
  ...UPLOAD_ROUTES.map((r) => ({ method: r.method, path: r.path, doc: r.doc, status: r.status })),
  ...MEDIA_PATHS.flatMap(([kind, path]) => (['GET', 'HEAD'] as const).map((method) => ({ method, path, doc: mediaDoc(kind) }))),
];

function mountMedia(api: Hono, deps: AppDeps, clientAddress: (c: HonoContext) => string): void {
  for (const [kind, path] of MEDIA_PATHS) {
    const doc = mediaDoc(kind);
    const answerMedia = async (c: HonoContext): Promise<Response> => {
      try {
        const ctx = await createRequestContext(deps, { authorization: c.req.header('authorization'), clientAddress: clientAddress(c) });
        const id = c.req.param('id') ?? '';
        if (!isId(id)) throw fail.notFound(STORE_ADMIN_MSG.mediaNotFound);
        const q = c.req.query();
        const ticket = await resolveMedia(
          deps.db,
          deps.jwtSecret,
          ctx.user,
          { kind, product_id: id, ref: c.req.param('ref' as never) ?? null, u: q.u ?? null, exp: q.exp ?? null, sig: q.sig ?? null },
          deps.now(),
        );
        return await mediaResponse(c.req.raw, deps.files, ticket, q.v ?? null);
      } catch (error) {
        return errorResponse(c, error);
      }
    };
    // Hono answers HEAD with the GET handler; the request keeps its own method.
    api.on(['GET', 'HEAD'], path, async (c) => checkedAnswer(c.req.method === 'HEAD' ? 'HEAD' : 'GET', path, doc, await answerMedia(c)));
  }
}

/** The upload and media paths, which stream and so are mounted beside the JSON table. */
export function mountStoreMedia(api: Hono, deps: AppDeps, clientAddress: (c: HonoContext) => string): void {
  for (const route of UPLOAD_ROUTES) mountUpload(api, deps, clientAddress, route);
  mountMedia(api, deps, clientAddress);
}

/** The admin store's JSON paths and the buyer's file list (spec 3 §7 "Store", "Admin"). */
export const storeAdminRoutes: RestRoute[] = [
  {
    method: 'DELETE',
    path: '/store/products/:id',
    doc: { tag: 'store-admin', summary: 'Delete a product (archived instead once sold)', access: ADMIN, answer: z.looseObject({ success: z.literal(true), archived: z.boolean(), message: z.string() }) },
    call: async (api, { params }) => {
      const { archived } = await api.store.admin.remove({ id: params.id! });
      return { success: true, archived, message: archived ? STORE_ADMIN_MSG.productArchived : STORE_ADMIN_MSG.productDeleted };
    },
  },
  {
    method: 'DELETE',
    path: '/store/products/:id/digital-files',
    doc: {
      tag: 'store-admin',
      summary: 'Remove one file of a digital product',
      access: ADMIN,
      query: deleteFileInput.omit({ product_id: true }).partial(),
      answer: z.looseObject({ success: z.literal(true), message: z.string() }),
      errors: [409],
    },
    call: async (api, { params, query }) => {
      await api.store.admin.deleteFile({ product_id: params.id!, file_url: query.file_url ?? null, file_id: query.file_id || null });
      return { success: true, message: STORE_ADMIN_MSG.fileDeleted };
    },
  },
  {
    method: 'DELETE',
    path: '/store/products/:id/lessons/:order',
    doc: {
      tag: 'store-admin',
      summary: 'Remove a lesson of a course',
      access: ADMIN,
      params: { order: z.number().int().min(1) },
      answer: z.looseObject({ success: z.literal(true), message: z.string() }),
    },
    call: async (api, { params }) => {
      await api.store.admin.deleteLesson({ product_id: params.id!, order: numberParam(params.order) as number });
      return { success: true, message: STORE_ADMIN_MSG.lessonDeleted };
    },
  },
  {
    method: 'GET',
    path: '/store/digital-products/:id',
    doc: {
      tag: 'store',
      summary: 'A digital product one owns, with its download links',
      access: 'signed-in',
      answer: z.looseObject({
        id: z.string(),
        _id: z.string(),
        name: z.string(),
        description: z.string(),
        product_type: z.enum(PRODUCT_TYPES),
        image: z.string().nullable(),
        is_active: z.boolean(),
        files_info: z.array(digitalFileAnswer),
        files_count: z.number().int(),
        download_links: z.array(z.string()),
      }),
    },
    call: async (api, { params }) => {
      const view = await api.store.content.digital({ id: params.id! });
      return { ...withUnderscoreId(view), download_links: view.files_info.map((f) => f.url) };
    },
  },
  {
    method: 'GET',
    path: '/finance/admin/financial/store/statistics',
    doc: {
      tag: 'store-admin',
      summary: 'Store income figures (rials) and the latest sales',
      access: ADMIN,
      answer: z.looseObject({ total_income: z.number(), monthly_income: z.number(), paid_orders: z.number().int(), last_transactions: z.array(storeSaleAnswer) }),
    },
    call: async (api) => {
      const [stats, latest] = await Promise.all([api.store.admin.financeStats(), api.store.admin.sales({ skip: 0, limit: 10 })]);
      return { ...stats, last_transactions: latest.items.map((s) => ({ ...s, _id: s.id })) };
    },
  },
  {
    method: 'GET',
    path: '/finance/admin/store',
    doc: {
      tag: 'store-admin',
      summary: 'Store sales, filtered, a page at a time (rials)',
      access: ADMIN,
      query: z.object(storeSalesInput.shape).partial(),
      answer: z.looseObject({ sales: z.array(storeSaleAnswer), skip: z.number().int(), limit: z.number().int(), has_more: z.boolean() }),
    },
    call: async (api, { query }) => {
      const page = await api.store.admin.sales({
        skip: numberParam(query.skip) ?? 0,
        limit: numberParam(query.limit) ?? STORE_SALES_PAGE_SIZE,
        from_date: firstOf(query.from_date) ?? null,
        to_date: firstOf(query.to_date) ?? null,
        product_type: firstOf(query.product_type) ?? null,
        search: firstOf(query.search) ?? null,
      } as never);
      return { sales: page.items.map((s) => ({ ...s, _id: s.id })), skip: page.skip, limit: page.limit, has_more: page.has_more };
    },
  },
];
