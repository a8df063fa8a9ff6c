/**
 * `npm run fuzz`: hostile input to every mounted /api path as a guest and as each role (issue 14),
 * and cases generated from /api/openapi.json whose answers must be documented (issue 17).
 * `--runs N` (or FUZZ_RUNS; default 2000 of each kind, about a minute and a half on a small machine)
 * and `--seed N` (or FUZZ_SEED; fixed by default, so CI is repeatable; any number explores further).
 * Exits 1 on any answer ≥ 500, any undocumented status or any error without `detail`.
 * Example: `npm run fuzz -- --runs 20000 --seed 7`.
 */
import { parseArgs } from 'node:util';

// The server holds every answer to the document too (src-server/rest/contract.ts), as in the tests.
process.env.API_CONTRACT_CHECK ??= '1';
const { fuzzWorld, runDocFuzz, runRestFuzz, runSlotSweep, runSweep } = await import('../tests/helpers/rest-fuzz');

const USAGE = 'usage: npm run fuzz -- [--runs N] [--seed N]   (defaults: 2000 runs of each kind, a fixed seed)';
let values: { runs?: string; seed?: string; help?: boolean };
try {
  ({ values } = parseArgs({ options: { runs: { type: 'string' }, seed: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }));
} catch (error) {
  console.error(`[fuzz] ${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const numRuns = Number(values.runs ?? process.env.FUZZ_RUNS ?? 2000);
const seed = Number(values.seed ?? process.env.FUZZ_SEED ?? 20260314);
if (!Number.isInteger(numRuns) || numRuns < 1 || !Number.isInteger(seed)) {
  console.error('[fuzz] --runs and --seed take whole numbers');
  process.exit(2);
}
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
const world = await fuzzWorld();
try {
  const swept = await runSweep(world);
  console.log(`[fuzz] sweep: ${swept} requests (every path × role × hostile value) in ${seconds()} s: no answer ≥ 500`);
  const slots = await runSlotSweep(world);
  console.log(`[fuzz] slot sweep: ${slots} requests (one prototype key per field) in ${seconds()} s: no answer ≥ 500`);
  const result = await runRestFuzz({ numRuns, seed, world });
  console.log(`[fuzz] ${numRuns} hostile cases over ${result.routes} paths (seed ${seed}) in ${seconds()} s: no answer ≥ 500`);
  console.log(`[fuzz] statuses: ${JSON.stringify(result.statuses)}`);
  const fromDoc = await runDocFuzz({ numRuns, seed, world });
  console.log(`[fuzz] ${numRuns} cases from the OpenAPI document over ${fromDoc.operations} operations (seed ${seed}) in ${seconds()} s: every status documented, errors with detail`);
  console.log(`[fuzz] statuses: ${JSON.stringify(fromDoc.statuses)}`);
  await world.close();
  process.exit(0);
} catch (error) {
  console.error(`[fuzz] FAILED (seed ${seed})`);
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
