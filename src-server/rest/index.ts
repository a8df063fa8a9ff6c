import { Hono, type Context as HonoContext } from 'hono';
import type { AppDeps } from '../deps';
import { authRoutes } from './auth';
import { catalogueRoutes } from './catalogue';
import { notificationRoutes } from './notifications';
import { orderRoutes } from './orders';
import { chatRoutes } from './chat';
import { mountRestRoutes } from './table';
import { walletRoutes } from './wallet';
import { paymentRoutes } from './payments';
import { storeRoutes } from './store';
import { adminRoutes } from './admin';
import { storeAdminRoutes } from './store-admin';
import { mountStoreUploads, storeUploadDocs } from './store-uploads';
import { mountStoreMedia, storeMediaDocs } from './store-media';
import { ticketRoutes } from './tickets';
import type { DocumentedPath } from './doc';
import { buildOpenApiDocument } from './openapi';
import { mountReferencePage, referencePageDocs } from './reference-page';
import { z } from 'zod';
import { checkedAnswer } from './contract';

const openApiDoc: DocumentedPath = {
  method: 'GET',
  path: '/openapi.json',
  doc: { tag: 'meta', summary: 'This OpenAPI 3.1 document', access: 'public', answer: z.looseObject({ openapi: z.literal('3.1.0'), paths: z.record(z.string(), z.looseObject({})) }) },
};

function tableRoutes(deps: AppDeps) {
  return [...authRoutes, ...notificationRoutes, ...catalogueRoutes, ...walletRoutes, ...paymentRoutes, ...orderRoutes(deps), ...chatRoutes, ...storeRoutes, ...adminRoutes, ...storeAdminRoutes, ...ticketRoutes];
}

/** Every path createRestApp mounts, with its document (issue 17); `extraDocs` are paths the app mounts under /api itself. */
export function documentedRestPaths(deps: AppDeps, extraDocs: readonly DocumentedPath[] = []): DocumentedPath[] {
  return [
    ...extraDocs,
    ...storeUploadDocs,
    ...storeMediaDocs,
    ...tableRoutes(deps).map((r) => ({ method: r.method, path: r.path, doc: r.doc, status: r.status })),
    ...referencePageDocs,
    openApiDoc,
  ];
}

/** The /api shim for the chat-bot, the gateway and old clients: every path calls a procedure. */
export function createRestApp(deps: AppDeps, clientAddress: (c: HonoContext) => string, extraDocs: readonly DocumentedPath[] = []): Hono {
  const api = new Hono();
  // The upload and media paths stream, so they are mounted beside the JSON table (and before it).
  mountStoreUploads(api, deps, clientAddress);
  mountStoreMedia(api, deps, clientAddress);
  mountRestRoutes(api, tableRoutes(deps), deps, clientAddress);

  // The document of every path here, built on first request from the routes' docs.
  const documented = documentedRestPaths(deps, extraDocs);
  let document: string | null = null;
  api.get('/openapi.json', (c) => {
    document ??= JSON.stringify(buildOpenApiDocument(documented));
    return checkedAnswer('GET', openApiDoc.path, openApiDoc.doc, c.body(document, 200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' }));
  });
  mountReferencePage(api);
  return api;
}
