import type { Hono, Context as HonoContext } from 'hono';
import { z } from 'zod';
import { STORE_ADMIN_MSG } from '@shared/store/admin-messages';
import type { MediaKind } from '@shared/store/admin-schemas';
import { isId } from '@shared/ids';
import type { AppDeps } from '../deps';
import { createRequestContext } from '../context';
import { fail } from '../errors';
import { resolveMedia } from '../services/store/media-access';
import { restErrorResponse } from './errors';
import { mediaResponse } from './media-response';
import type { DocumentedPath, RouteDoc } from './doc';
import { checkedAnswer } from './contract';

/*
 * The store's media downloads (issue 12): product images and preview videos to anyone, a lesson
 * video or a digital file to its buyer or through a signed address. They answer with the file
 * itself (ranges, ETags), so they are mounted beside the JSON table.
 */

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

/** The media paths, on GET and HEAD, with their documents. */
export const storeMediaDocs: DocumentedPath[] = MEDIA_PATHS.flatMap(([kind, path]) => (['GET', 'HEAD'] as const).map((method) => ({ method, path, doc: mediaDoc(kind) })));

export function mountStoreMedia(api: Hono, deps: AppDeps, clientAddress: (c: HonoContext) => string): void {
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
        return restErrorResponse(c, error);
      }
    };
    // Hono answers HEAD with the GET handler; the request keeps its own method.
    api.on(['GET', 'HEAD'], path, async (c) => checkedAnswer(c.req.method === 'HEAD' ? 'HEAD' : 'GET', path, doc, await answerMedia(c)));
  }
}
