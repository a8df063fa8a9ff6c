// Run by `npm start` (scripts/start.mjs) and the bench in a child process, so the serving process
// never holds a bundler: builds the client when stale (scripts/client-build.ts), then bundles the
// server into dist/server/main.mjs, which plain `node` runs without a TypeScript loader (tsx in
// the serving process cost about 50 MB; issue 13). Packages stay external (node_modules).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { buildClientIfStale, clientBuildIsStale } from './client-build';

const root = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_BUNDLE = path.join(root, 'dist/server/main.mjs');

if (clientBuildIsStale()) console.log('[start] building the client…');
await buildClientIfStale();

await build({
  configFile: false,
  root,
  logLevel: 'warn',
  resolve: { alias: { '@shared': path.join(root, 'src-shared') } },
  build: {
    ssr: path.join(root, 'src-server/main.ts'),
    outDir: path.dirname(SERVER_BUNDLE),
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rolldownOptions: { output: { entryFileNames: path.basename(SERVER_BUNDLE) } },
  },
});
