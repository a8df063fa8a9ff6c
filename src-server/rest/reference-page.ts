import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { DocumentedPath, RouteDoc } from './doc';
import { checkedAnswer } from './contract';

/*
 * GET /api/docs (issue 17): an interactive reference of /api/openapi.json, rendered by Scalar's
 * standalone bundle from node_modules (@scalar/api-reference, pinned), served from here: no CDN,
 * no fonts from elsewhere (withDefaultFonts off), so it works offline, and the app's CSP
 * (connect-src 'self') keeps it from calling out. The page, the bundle and the few lines that start
 * it are three files, as the CSP allows no inline script.
 */

/** The package's dist/ folder (its package.json is not among its exports). */
const scalarDist = path.dirname(createRequire(import.meta.url).resolve('@scalar/api-reference'));
const SCALAR_VERSION = (JSON.parse(fs.readFileSync(path.join(scalarDist, '../package.json'), 'utf8')) as { version: string }).version;
const SCALAR_FILE = path.join(scalarDist, 'browser/standalone.js');

const PAGE = `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Coffenet marketplace API reference</title>
</head>
<body>
<div id="app"></div>
<script src="/api/docs/scalar.js?v=${SCALAR_VERSION}"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

const INIT = `Scalar.createApiReference('#app', ${JSON.stringify({
  url: '/api/openapi.json',
  withDefaultFonts: false,
  hideClientButton: true,
  telemetry: false,
  agent: { disabled: true },
  showDeveloperTools: 'never',
  documentDownloadType: 'json',
})});
`;

const asset = (summary: string): RouteDoc => ({ tag: 'meta', summary, access: 'public', answer: z.string(), answerKind: 'file', notErrors: [] });

export const referencePageDocs: DocumentedPath[] = [
  { method: 'GET', path: '/docs', doc: { tag: 'meta', summary: 'This reference, as an interactive page', access: 'public', answer: z.string(), answerKind: 'html' } },
  // `v` only makes the address change with the renderer's version: any value is served.
  { method: 'GET', path: '/docs/scalar.js', doc: { ...asset('The reference page\'s renderer (Scalar, served from this server)'), query: z.object({ v: z.string().optional() }), notErrors: [422] } },
  { method: 'GET', path: '/docs/init.js', doc: asset('The reference page\'s start-up script') },
];

export function mountReferencePage(api: Hono): void {
  const [page, renderer, init] = referencePageDocs as [DocumentedPath, DocumentedPath, DocumentedPath];
  api.get(page.path, (c) => checkedAnswer('GET', page.path, page.doc, c.html(PAGE) as Response));
  api.get(init.path, (c) => checkedAnswer('GET', init.path, init.doc, c.body(INIT, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' })));
  api.get(renderer.path, (c) => {
    const size = fs.statSync(SCALAR_FILE).size;
    const response = c.body(Readable.toWeb(fs.createReadStream(SCALAR_FILE)) as ReadableStream<Uint8Array>, 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'content-length': String(size),
      // The address carries the renderer's version.
      'cache-control': 'public, max-age=31536000, immutable',
    });
    return checkedAnswer('GET', renderer.path, renderer.doc, response);
  });
}
