import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzWorld, runDocFuzz, runRestFuzz, runSlotSweep, runSweep, FUZZ_ROLES } from '../helpers/rest-fuzz';

// A small bounded run of `npm run fuzz` (issue 14): same generators, fixed seed, a few seconds.
describe('hostile input to every mounted /api path, as a guest and each role', () => {
  let world: Awaited<ReturnType<typeof fuzzWorld>>;
  beforeAll(async () => {
    world = await fuzzWorld();
  });
  afterAll(async () => {
    await world.close();
  });

  it('reads the paths from the app itself', () => {
    expect(world.routes.length).toBeGreaterThan(80);
    expect(world.routes).toContainEqual({ method: 'PATCH', path: '/api/order/:id/status' });
    expect(FUZZ_ROLES).toEqual(['guest', 'user', 'coffenet', 'admin']);
  });

  it('the sweep (every path × role, prototype keys and lenient numbers everywhere) never answers ≥ 500', async () => {
    expect(await runSweep(world, ['__proto__', 'constructor', '0x2710', '\u0000', -1, [], {}])).toBe(world.routes.length * 4 * 7);
  }, 120_000);

  it('a prototype key in any one query parameter or body field never answers ≥ 500', async () => {
    expect(await runSlotSweep(world, ['__proto__'])).toBeGreaterThan(world.routes.length * 4);
  }, 120_000);

  it('random hostile cases never answer ≥ 500', async () => {
    const result = await runRestFuzz({ numRuns: Number(process.env.FUZZ_TEST_RUNS ?? 400), seed: 14, world });
    expect(Object.keys(result.statuses).every((s) => Number(s) < 500)).toBe(true);
  }, 120_000);

  // Issue 17: cases generated from /api/openapi.json itself (valid, boundary and hostile values per
  // documented field); each answer's status must be one the document lists, and an error must carry detail.
  it('cases generated from the OpenAPI document get only documented statuses, never ≥ 500, errors with detail', async () => {
    const result = await runDocFuzz({ numRuns: Number(process.env.FUZZ_TEST_RUNS ?? 600), seed: 17, world });
    expect(result.operations).toBeGreaterThan(160);
    expect(Object.keys(result.statuses).some((s) => Number(s) < 300)).toBe(true);
  }, 180_000);
});
