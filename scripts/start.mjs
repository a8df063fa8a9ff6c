// `npm start`: builds what is stale in a child process (scripts/build-for-start.ts: the client when
// its sources changed, and the server bundle), then serves from that bundle in this process, with
// plain node: no bundler and no TypeScript loader in the serving process (issue 13: memory).
// package.json sets MALLOC_MMAP_THRESHOLD_ for it: see docs/decisions.md (issue 13, memory).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-for-start.ts'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

await import('../dist/server/main.mjs');
