/**
 * `npm run fuzz`: hostile input to every mounted /api path as a guest and as each role
 * (issue 14). FUZZ_RUNS (default 2000; with the sweeps about a minute on a small machine) and FUZZ_SEED (fixed
 * by default, so CI is repeatable; any number explores further). Exits 1 on any answer ≥ 500.
 */
import { fuzzWorld, runRestFuzz, runSlotSweep, runSweep } from '../tests/helpers/rest-fuzz';

const numRuns = Number(process.env.FUZZ_RUNS ?? 2000);
const seed = Number(process.env.FUZZ_SEED ?? 20260314);
const started = Date.now();
const world = await fuzzWorld();
try {
  const swept = await runSweep(world);
  console.log(`[fuzz] sweep: ${swept} requests (every path × role × hostile value) in ${((Date.now() - started) / 1000).toFixed(1)} s: no answer ≥ 500`);
  const slots = await runSlotSweep(world);
  console.log(`[fuzz] slot sweep: ${slots} requests (one prototype key per field) in ${((Date.now() - started) / 1000).toFixed(1)} s: no answer ≥ 500`);
  const result = await runRestFuzz({ numRuns, seed, world });
  console.log(`[fuzz] ${numRuns} cases over ${result.routes} paths (seed ${seed}) in ${((Date.now() - started) / 1000).toFixed(1)} s: no answer ≥ 500`);
  console.log(`[fuzz] statuses: ${JSON.stringify(result.statuses)}`);
  await world.close();
  process.exit(0);
} catch (error) {
  console.error(`[fuzz] FAILED (seed ${seed})`);
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
