import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openSqlite } from '../../src-server/db/connection';
import { idBlock, newId } from '../../src-server/ids';

describe('ids', () => {
  it('are 24 lowercase hex, unique, and sort in the order they were made', () => {
    const ids = Array.from({ length: 5_000 }, () => newId());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // Within one second the counter orders them, unless it wrapped past ffffff once.
    const sorted = [...ids].sort();
    const wrapped = ids.findIndex((id, i) => i > 0 && id < ids[i - 1]!);
    if (wrapped === -1) expect(sorted).toEqual(ids);
    const later = newId(Date.now() + 2_000);
    expect(later > ids.at(-1)!).toBe(true);
  });

  it('a block made in SQL never repeats an id made before or after it', async () => {
    const db = openSqlite(':memory:');
    const before = newId();
    const block = idBlock(1_000);
    const rows = await sql<{ id: string }>`
      with recursive n(k) as (select 1 union all select k + 1 from n where k < 1000)
      select ${block(sql<number>`k`)} as id from n`.execute(db);
    const after = newId();
    const made = rows.rows.map((r) => r.id);
    for (const id of made) expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Set([before, ...made, after]).size).toBe(1_002);
    await db.destroy();
  });
});
