import { randomBytes } from 'node:crypto';
import { sql, type Expression, type RawBuilder } from 'kysely';

/**
 * Every entity id is 24 lowercase hex characters (DOMAIN.md §1), built like a MongoDB ObjectId:
 * 4 bytes of seconds, 5 random bytes fixed per process, a 3-byte counter. New ids sort after
 * older ones, so a primary-key index grows at its end instead of at a random page: a broadcast
 * writing thousands of rows touches a few pages, not thousands. Ids are not secrets (every read
 * checks ownership); tokens and file names use their own random bytes.
 */
const processPart = randomBytes(5).toString('hex');
let counter = randomBytes(3).readUIntBE(0, 3);

export function newId(now: number = Date.now()): string {
  counter = (counter + 1) % 0x1000000;
  const seconds = Math.floor(now / 1000) >>> 0;
  return seconds.toString(16).padStart(8, '0') + processPart + counter.toString(16).padStart(6, '0');
}

export function nowIso(now: Date = new Date()): string {
  return now.toISOString();
}

/**
 * `count` consecutive ids for one set-based INSERT … SELECT (a broadcast writes thousands of rows
 * without a statement per row): the returned function gives the SQL of the id at a 1-based ordinal,
 * typically `row_number() over (…)`. The counter jumps past the block, so later newId() calls in
 * this process never repeat one. printf is SQLite's; PostgreSQL's equivalent is
 * lpad(to_hex(…), 6, '0').
 */
export function idBlock(count: number, now: number = Date.now()): (ordinal: Expression<number>) => RawBuilder<string> {
  const prefix = (Math.floor(now / 1000) >>> 0).toString(16).padStart(8, '0') + processPart;
  const start = counter;
  counter = (counter + count) % 0x1000000;
  return (ordinal) => sql<string>`${prefix} || printf('%06x', (${start} + ${ordinal}) % 16777216)`;
}
