import fs from 'node:fs';
import path from 'node:path';
import { Hono, type Context as HonoContext } from 'hono';
import { logger } from 'hono/logger';
import { bodyLimit } from 'hono/body-limit';
import { serveStatic } from '@hono/node-server/serve-static';
import { getConnInfo } from '@hono/node-server/conninfo';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { MSG } from '@shared/messages';
import { MAX_JSON_BODY_BYTES } from '@shared/constants';
import { appRouter } from './routers';
import { createRequestContext } from './context';
import type { AppDeps } from './deps';
import { createRestApp, documentedRestPaths } from './rest';
import { methodNotAllowedOr404, methodsOfPaths } from './rest/method-not-allowed';
import { inputIssues } from './validation';
import { createGatewaySimulator } from './payments/simulator';
import { compressGenerated } from './http/compression';
import { cacheControl } from './http/cache-control';
import { liveStream } from './http/live-stream';
import { liveStreamDoc } from './rest/live-doc';
import { checkedAnswer } from './rest/contract';
import { payloadTooLarge } from './http/too-large';
import { privateResponseHeaders } from './http/private-responses';
import { securityHeaders } from './http/security-headers';
import { wholeJsonText } from './http/whole-json';
import { isAnswerKeptRaw } from './http/final-answers';
import { CACHED_PATHS, publicListCache } from './http/public-list-cache';

export interface AppOptions {
  /** Folder of the built client (index.html and assets); omitted in API-only tests. */
  clientDir?: string;
  /** Public uploaded media, served under /media. */
  mediaDir?: string;
  requestLog?: boolean;
  trustProxy?: boolean;
}

function clientAddressOf(trustProxy: boolean) {
  return (c: HonoContext): string => {
    if (trustProxy) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
      if (forwarded) return forwarded;
    }
    try {
      return getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      return 'unknown'; // app.request() in tests has no socket
    }
  };
}

/**
 * tRPC's JSON answer made whole (http/whole-json.ts): read once here instead of by the compression
 * middleware, which also built it anew. Streamed answers (a jsonl batch, a subscription) and answers
 * the public list cache keeps go out as tRPC made them.
 */
async function wholeTrpcAnswer(c: HonoContext, res: Response): Promise<Response> {
  if (isAnswerKeptRaw(c) || !/^application\/json(;|$)/i.test(res.headers.get('content-type') ?? '')) return res;
  return wholeJsonText(c, await res.text(), res.status, res.headers);
}

export function createApp(deps: AppDeps, options: AppOptions = {}): Hono {
  const app = new Hono();
  const clientAddress = clientAddressOf(options.trustProxy ?? false);

  if (options.requestLog) app.use('*', logger());
  app.use('*', securityHeaders());

  // JSON and HTML of 1 KB or more go out brotli/gzip-compressed; built assets are precompressed.
  app.use('*', compressGenerated());
  app.use('*', privateResponseHeaders());
  // The public lists (services, store grid, active orders, cafe cards): kept answers while their
  // tables are unchanged (migrations 0020, 0021).
  const listCache = publicListCache(deps.db);
  for (const path of CACHED_PATHS) app.use(path, listCache);
  // tRPC reads no body of a GET (queries carry their input in the URL): the limit runs on the rest
  // only, since merely looking at a GET's body made the node adapter build a stream (~7 % of a poll).
  const trpcBodyLimit = bodyLimit({ maxSize: MAX_JSON_BODY_BYTES, onError: (c) => payloadTooLarge(c, MSG.payloadTooLarge) });
  app.use('/trpc/*', (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : trpcBodyLimit(c, next)));
  app.all('/trpc/*', async (c) =>
    wholeTrpcAnswer(c, await fetchRequestHandler({
      endpoint: '/trpc',
      req: c.req.raw,
      router: appRouter,
      createContext: () =>
        createRequestContext(deps, {
          authorization: c.req.header('authorization'),
          clientAddress: clientAddress(c),
          apiKey: c.req.header('x-api-key'),
          origin: c.req.header('origin'),
        }),
      // A rejected input answers 422 on tRPC too, as on the REST shim (400 stays for malformed calls).
      responseMeta({ errors, data }) {
        const allInvalidInput = errors.length > 0 && errors.length === data.length && errors.every((e) => inputIssues(e.cause));
        return allInvalidInput ? { status: 422 } : {};
      },
      onError({ error, path: procedure }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') console.error(`[trpc] ${procedure ?? '?'} failed`, error.cause ?? error);
      },
    })),
  );

  // Live updates: one Server-Sent Events stream per signed-in tab (notifications, chat, order status).
  const live = liveStream(deps);
  app.get('/api/live', async (c) => checkedAnswer('GET', liveStreamDoc.path, liveStreamDoc.doc, await live(c)));
  const apiExtraDocs = [liveStreamDoc];
  app.route('/api', createRestApp(deps, clientAddress, apiExtraDocs));
  // The embedded Zarinpal-protocol gateway (DOMAIN.md §4), only when it is the configured one.
  if (deps.payments.mode === 'simulator') {
    app.use('/pg/*', bodyLimit({ maxSize: 64 * 1024, onError: (c) => payloadTooLarge(c, MSG.payloadTooLarge) }));
    app.route('/', createGatewaySimulator(deps.db, { merchantId: deps.payments.merchantId, publicUrl: deps.payments.publicUrl, publicOrigins: deps.payments.publicOrigins, now: deps.now }));
  }
  // An unknown API path is a 404, not the single-page app below; a known one asked with another method a 405.
  app.all('/api/*', methodNotAllowedOr404(methodsOfPaths(documentedRestPaths(deps, apiExtraDocs)), '/api'));

  if (options.mediaDir) {
    const mediaRoot = path.relative(process.cwd(), options.mediaDir) || '.';
    app.use('/media/*', serveStatic({ root: mediaRoot, rewriteRequestPath: (p) => p.replace(/^\/media/, '') }));
    app.all('/media/*', (c) => c.json({ detail: MSG.notFound }, 404));
  }

  if (options.clientDir) {
    const clientDir = options.clientDir;
    const root = path.relative(process.cwd(), clientDir) || '.';
    const indexFile = path.join(clientDir, 'index.html');
    // Hashed assets never change under their name; index.html is asked for again every time.
    // Both send the build's .br/.gz files when the browser accepts them (scripts/precompress.ts).
    app.use('/assets/*', cacheControl('public, max-age=31536000, immutable'), serveStatic({ root, precompressed: true }));
    app.use('*', cacheControl('no-cache', (type) => type.startsWith('text/html')), serveStatic({ root, precompressed: true }));
    // Client routes (/login, /user/dashboard, ...) all answer the single-page app.
    app.get('*', (c) => {
      if (!fs.existsSync(indexFile)) return c.text('Client not built: run `npm run build`.', 503);
      c.header('Cache-Control', 'no-cache');
      return c.html(fs.readFileSync(indexFile, 'utf8'));
    });
  }

  app.notFound((c) => c.json({ detail: MSG.notFound }, 404));
  app.onError((error, c) => {
    console.error('[http] unexpected error', error);
    return c.json({ detail: MSG.serverError }, 500);
  });
  return app;
}
