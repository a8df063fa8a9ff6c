import { randomBytes, randomFillSync } from 'node:crypto';
import { sql, type Expression, type RawBuilder } from 'kysely';
import { hex6 } from './db/dialect';

// Random bytes are drawn 4 KB at a time and handed out 12 at a time: a call into the crypto
// module per id showed in the payment path's profile (issue 13). Same randomness, fewer calls.
const POOL_IDS = 341;
const pool = Buffer.alloc(POOL_IDS * 12);
let poolAt = pool.length;

/** Every entity id is 24 lowercase hex characters (DOMAIN.md §1): 12 random bytes. */
export function newId(): string {
  if (poolAt === pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  poolAt += 12;
  return pool.toString('hex', poolAt - 12, poolAt);
}

export function nowIso(now: Date = new Date()): string {
  return now.toISOString();
}

const processPart = randomBytes(5).toString('hex');
let blockCounter = randomBytes(3).readUIntBE(0, 3);

/**
 * `count` consecutive ids for one set-based INSERT … SELECT (a broadcast writes thousands of rows
 * without a statement per row): the returned function gives the SQL of the id at a 1-based ordinal,
 * typically `row_number() over (…)`. They are built like MongoDB ObjectIds (4 bytes of seconds,
 * 5 bytes fixed per process, a 3-byte counter that jumps past each block), so a block's rows sit
 * side by side in each id index: thousands of inserts touch a few pages, not thousands.
 */
export function idBlock(count: number, now: number = Date.now()): (ordinal: Expression<number>) => RawBuilder<string> {
  const prefix = (Math.floor(now / 1000) >>> 0).toString(16).padStart(8, '0') + processPart;
  const start = blockCounter;
  blockCounter = (blockCounter + count) % 0x1000000;
  return (ordinal) => sql<string>`${prefix} || ${hex6(sql<number>`(${start} + ${ordinal}) % 16777216`)}`;
}
