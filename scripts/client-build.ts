// Builds the client into dist/client when it is missing or older than its sources.
// Used by `npm start` and by the browser tests, so neither serves a stale client.
import fs from 'node:fs';
import { spawn } from 'node:child_process';
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

/**
 * Builds in a child process, so the serving process never holds the bundler's memory (a build
 * in-process left `npm start` near 1 GB). The build also precompresses the assets (.br, .gz).
 */
export async function buildClientIfStale(): Promise<boolean> {
  if (!clientBuildIsStale()) return false;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the client build exited with ${code}`))));
  });
  return true;
}
