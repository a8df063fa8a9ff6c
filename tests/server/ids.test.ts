import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openSqlite } from '../../src-server/db/connection';
import { idBlock, newId } from '../../src-server/ids';

const block = async (count: number) => {
  const db = openSqlite(':memory:');
  const ids = idBlock(count);
  const rows = await sql<{ id: string }>`
    with recursive n(k) as (select 1 union all select k + 1 from n where k < ${count})
    select ${ids(sql<number>`k`)} as id from n`.execute(db);
  await db.destroy();
  return rows.rows.map((r) => r.id);
};

describe('ids', () => {
  it('newId: 24 lowercase hex, unique', () => {
    const ids = Array.from({ length: 5_000 }, () => newId());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('a block made in SQL is 24 hex, side by side, and never repeats an id of another block', async () => {
    const first = await block(1_000);
    const second = await block(1_000);
    for (const id of [...first, ...second]) expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Set([...first, ...second]).size).toBe(2_000);
    // One block shares its first 18 characters (second and process), so its rows sit together.
    expect(new Set(first.map((id) => id.slice(0, 18))).size).toBe(1);
  });
});
