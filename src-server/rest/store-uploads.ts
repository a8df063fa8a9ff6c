import type { Hono, Context as HonoContext } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { DomainError } from '../errors';
import { MAX_FILES_PER_UPLOAD, mediaMaxBytes, mediaTooLargeMessage, type MediaPurpose } from '@shared/store/media';
import { STORE_ADMIN_MSG } from '@shared/store/admin-messages';
import { addLessonInput, createDigitalProductInput, createGeneralProductInput, updateProductInput, type UploadKind } from '@shared/store/admin-schemas';
import type { AdminProductView } from '@shared/store/admin-types';
import type { AppDeps } from '../deps';
import { createRequestContext, type Context } from '../context';
import { createCaller } from '../routers';
import { signUploadTicket, type UploadedMedia } from '../services/store/signing';
import type { UserRow } from '../db/schema';
import { restErrorResponse } from './errors';
import { drain, receiveMultipart, removeAll, type PartSpec } from './multipart';
import type { Caller } from './table';
import type { DocumentedPath, RouteDoc } from './doc';
import { checkedRequestAnswer, watchedParts, watchedQuery } from './contract';
import { adminProductAnswer, digitalFileAnswer } from './answers';
import { boolField, integerField, one, optionalText, productFields, readJsonFields, withoutUndefined, type Fields } from './store-admin-fields';

/*
 * Spec 3 §7 "Store", the admin's upload paths. Prices are rials. Each path checks token, role and
 * target (store.admin.uploadTarget) before reading a byte of the body, streams each file part to
 * disk (multipart.ts), then calls the same procedure the client would with signed tickets for the
 * stored files, removing them if it refuses.
 */

function restProduct(product: AdminProductView) {
  return {
    ...product,
    _id: product.id,
    lessons: product.lessons.map((l) => ({ ...l, _id: l.id })),
    course_content: product.product_type === 'video_course' ? { lessons: product.lessons } : null,
    files_info: product.files_info,
    download_links: product.files_info.map((f) => f.url),
  };
}

interface UploadRoute {
  method: 'POST' | 'PATCH';
  path: string;
  kind: UploadKind;
  status?: ContentfulStatusCode;
  /** Field name → what it carries. */
  parts: ReadonlyMap<string, PartSpec>;
  call: (api: Caller, req: { id: string | undefined; fields: Fields; tickets: Map<string, string[]>; query: Record<string, string>; doc: RouteDoc }) => Promise<unknown>;
  doc: RouteDoc;
}

// ---- what the document says of the uploads (issue 17) ----

const ADMIN = ['admin'] as const;
const binary = (what: string) => z.string().meta({ format: 'binary', description: what });
/** Multipart text fields: lists as JSON or comma/line separated text, booleans as true/false, specifications as JSON. */
const productFieldsDoc = z.object(updateProductInput.shape).omit({ id: true, image: true, video_preview: true, files: true });
const productAnswer = z.looseObject({ success: z.literal(true), message: z.string(), product: adminProductAnswer });
const filesDoc = binary(`One file (send the field again for more; at most ${MAX_FILES_PER_UPLOAD} per request)`);
/** Other names the file parts are taken under, as common upload clients spell them. */
const FILE_ALIASES = { file: binary('Same as files').optional(), 'files[]': binary('Same as files').optional() };
const VIDEO_ALIAS = { video: binary('Same as the video part above').optional() };
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

/** The body names a path documents: the product fields it reads are these. */
const namesOf = (doc: RouteDoc): ReadonlySet<string> => new Set(doc.body instanceof z.ZodObject ? Object.keys(doc.body.shape) : []);

function updateCall(api: Caller, req: { id: string | undefined; fields: Fields; tickets: Map<string, string[]>; doc: RouteDoc }) {
  // The product edit takes a preview, the digital edit files: each reads only what it documents.
  const names = namesOf(req.doc);
  const files = names.has('files') ? ticketsOf(req.tickets, ...FILE_FIELDS) : [];
  return api.store.admin
    .update({
      id: req.id!,
      ...withoutUndefined(productFields(req.fields, names)),
      image: firstTicket(req.tickets, 'image'),
      video_preview: names.has('video_preview') ? firstTicket(req.tickets, 'video_preview', 'video') : null,
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
    call: async (api, { fields, tickets, doc }) => {
      const product = await api.store.admin.createGeneral({
        ...withoutUndefined(productFields(fields, namesOf(doc))),
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
    doc: uploadDoc('Add a digital product, e-book or software with its files (price in rials)', z.object(createDigitalProductInput.shape).omit({ image: true, files: true }).extend({ image: binary('Cover image').optional(), files: filesDoc, ...FILE_ALIASES }), productAnswer, true),
    status: 201,
    parts: new Map([
      ['image', IMAGE],
      ...FILE_FIELDS.map((n) => [n, FILES] as const),
    ]),
    call: async (api, { fields, tickets, doc }) => {
      const product = await api.store.admin.createDigital({
        ...withoutUndefined(productFields(fields, namesOf(doc))),
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
    doc: uploadDoc('Edit a product: fields left out stay; a new image or preview replaces the old', productFieldsDoc.extend({ image: binary('New cover image').optional(), video_preview: binary('New preview video').optional(), ...VIDEO_ALIAS }).partial()),
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
    doc: uploadDoc('Edit a digital product: fields left out stay; files are appended', productFieldsDoc.extend({ image: binary('New cover image').optional(), files: filesDoc.optional(), ...FILE_ALIASES }).partial()),
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
    doc: uploadDoc('Append files to a digital product', z.object({ files: filesDoc, ...FILE_ALIASES }), z.looseObject({ success: z.literal(true), message: z.string(), files_info: z.array(digitalFileAnswer), files: z.array(digitalFileAnswer) })),
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
    doc: uploadDoc('Add a lesson to a video course (duration in seconds)', z.object(addLessonInput.shape).omit({ product_id: true, video_file: true }).extend({ video_file: binary('The lesson video'), ...VIDEO_ALIAS }), z.looseObject({ success: z.literal(true), message: z.string(), lesson: z.looseObject({ id: z.string(), title: z.string() }) })),
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

/** The path's :id is the procedures' product_id: a 422 names it `id`, as it was sent. */
const UPLOAD_ERROR_FIELDS = { product_id: 'id' };

function mountUpload(api: Hono, deps: AppDeps, clientAddress: (c: HonoContext) => string, route: UploadRoute): void {
  const maxBody = maxBodyOf(route.parts);
  api.on(route.method, route.path, async (c) => checkedRequestAnswer(route.method, route.path, route.doc, c.req.raw, await answerUpload(c)));

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
      return restErrorResponse(c, error, UPLOAD_ERROR_FIELDS);
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
      return restErrorResponse(c, error, UPLOAD_ERROR_FIELDS);
    }
    const user = ctx.user as UserRow;
    const tickets = new Map<string, string[]>();
    for (const [name, list] of received.files) tickets.set(name, list.map((f) => signUploadTicket(deps.jwtSecret, f, user.id, deps.now())));
    try {
      // The names read are held to the document (with the contract check on), as the JSON paths' are.
      const result = await route.call(caller, {
        id: c.req.param('id'),
        fields: watchedParts(request, route.doc, received.fields),
        tickets: watchedParts(request, route.doc, tickets),
        query: watchedQuery(request, route.doc, c.req.query()),
        doc: route.doc,
      });
      return c.json(result as object, route.status ?? 200);
    } catch (error) {
      await removeAll(deps.files, received.files);
      return restErrorResponse(c, error, UPLOAD_ERROR_FIELDS);
    }
  }
}

/** The upload paths with their documents; they stream, so they are mounted beside the JSON table. */
export const storeUploadDocs: DocumentedPath[] = UPLOAD_ROUTES.map((r) => ({ method: r.method, path: r.path, doc: r.doc, status: r.status }));

export function mountStoreUploads(api: Hono, deps: AppDeps, clientAddress: (c: HonoContext) => string): void {
  for (const route of UPLOAD_ROUTES) mountUpload(api, deps, clientAddress, route);
}
