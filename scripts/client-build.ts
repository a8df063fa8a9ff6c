// Builds the client into dist/client when it is missing or older than its sources.
// Used by `npm start` and by the browser tests, so neither serves a stale client.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = path.join(root, 'dist/client/index.html');

function newestFileTime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestFileTime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

export function clientBuildIsStale(): boolean {
  const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
  const sourcesAt = Math.max(
    newestFileTime(path.join(root, 'src-client')),
    newestFileTime(path.join(root, 'src-shared')),
    fs.statSync(path.join(root, 'vite.config.ts')).mtimeMs,
  );
  return builtAt < sourcesAt;
}

export async function buildClientIfStale(): Promise<boolean> {
  if (!clientBuildIsStale()) return false;
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  return true;
}
