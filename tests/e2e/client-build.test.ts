import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

// The browser tests' global setup builds the client from inside vitest, where NODE_ENV is "test".
// That build once came out as React's development bundle (60 KB more gzip on the home page), and
// `npm start` served it afterwards because it was newer than its sources.
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coffenet-client-build-'));
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

it('a client build started with NODE_ENV=test is the production build', () => {
  expect(process.env.NODE_ENV).toBe('test');
  const built = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
    env: { ...process.env, NODE_ENV: 'test' },
    encoding: 'utf8',
  });
  expect(built.status, built.stderr).toBe(0);
  const entry = /<script type="module"[^>]*src="\/(assets\/index-[\w-]+\.js)"/.exec(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8'))![1]!;
  const code = fs.readFileSync(path.join(outDir, entry), 'utf8');
  // React's production bundle names its errors by number and links to react.dev/errors; the
  // development one spells them out instead.
  expect(code).toContain('react.dev/errors');
  expect(code).not.toContain('is deprecated');
});
