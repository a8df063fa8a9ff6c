// `npm start`: build the client when it is missing or older than its sources, then serve.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = path.join(root, 'dist/client/index.html');

function newestSourceTime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSourceTime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(newestSourceTime(path.join(root, 'src-client')), newestSourceTime(path.join(root, 'src-shared')));
if (builtAt < sourcesAt) {
  console.log('[start] building the client…');
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'vite.config.ts'), root: path.join(root, 'src-client'), logLevel: 'warn' });
}

await import('../src-server/main');
