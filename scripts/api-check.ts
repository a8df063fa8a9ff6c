/**
 * `npm run api:check` (issue 17): every /api route the app mounts is in /api/openapi.json and
 * every path there is mounted; every example validates against its schema. Exits 1 otherwise.
 * tests/rest/openapi.test.ts runs the same check in the test suite.
 */
import { createApp } from '../src-server/app';
import { createDeps } from '../src-server/deps';
import { openSqlite } from '../src-server/db/connection';
import { migrateToLatest } from '../src-server/db/migrate';
import { checkApi } from '../tests/helpers/api-check';

const db = openSqlite(':memory:');
await migrateToLatest(db);
const deps = createDeps({ db });
const result = await checkApi(createApp(deps), deps);
const problems = [
  ...result.undocumented.map((op) => `mounted but not documented: ${op}`),
  ...result.notMounted.map((op) => `documented but not mounted: ${op}`),
  ...result.badExamples.map((p) => `example: ${p}`),
];
for (const p of problems) console.error(`[api:check] ${p}`);
console.log(`[api:check] ${result.mounted} mounted operations, ${result.documented} documented: ${problems.length === 0 ? 'they match, examples valid' : `${problems.length} problem(s)`}`);
process.exit(problems.length === 0 ? 0 : 1);
