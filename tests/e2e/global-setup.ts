import fs from 'node:fs';
import { buildClientIfStale } from '../../scripts/client-build';
import { CHROMIUM_PATH } from './chromium-path';

/** Browser tests need Debian's Chromium and an up-to-date client build. */
export default async function setup() {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install Debian's "chromium" package (apt-get install chromium).`);
  }
  await buildClientIfStale();
}
