import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH } from './harness';

/** Browser tests need the built client and Debian's Chromium; say plainly when either is missing. */
export default async function setup() {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install Debian's "chromium" package (apt-get install chromium).`);
  }
  if (!fs.existsSync(path.resolve('dist/client/index.html'))) {
    const { build } = await import('vite');
    await build({ configFile: path.resolve('vite.config.ts'), logLevel: 'warn' });
  }
}
