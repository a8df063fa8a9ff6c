import { describe, expect, it } from 'vitest';
import { CompiledQuery } from 'kysely';
import { adminTicketsInput, type AdminTicketsInput } from '@shared/tickets/rules';
import type { DB } from '../../src-server/db/connection';
import { adminTicketsCountQuery, adminTicketsQuery, myTicketsCountQuery, myTicketsQuery, subjectMatchesQuery, subjectWalkQuery } from '../../src-server/services/tickets/lists';
import { ticketsWithOwner } from '../../src-server/services/tickets/views';
import { freshMemoryDb } from '../helpers/db';
import { onPostgres } from '../helpers/postgres';

async function plan(db: DB, compiled: CompiledQuery): Promise<string> {
  const { rows } = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]));
  return rows.map((r) => r.detail).join(' | ');
}

// SQLite's query plans; PostgreSQL plans its own way (docs/decisions.md, issue 16).
describe.skipIf(onPostgres)('ticket lists are paged from indexes', () => {
  it('the admin list, bare and with each filter, reads an index in order (no temp b-tree, no table scan)', async () => {
    const db = await freshMemoryDb();
    const cases: Array<[AdminTicketsInput, RegExp]> = [
      [{}, /tickets_updated_idx/],
      [{ group: 'user' }, /tickets_role_updated_idx \(owner_role=\?\)/],
      [{ start_date: '2030-01-01', end_date: '2030-01-02' }, /tickets_updated_idx \(updated_at>\? AND updated_at<\?\)/],
      [{ group: 'coffenet', start_date: '2030-01-01' }, /tickets_role_updated_idx \(owner_role=\? AND updated_at>\?\)/],
      [{ ticket_id: 'a'.repeat(24) }, /sqlite_autoindex_tickets_1 \(id=\?\)/],
    ];
    for (const [filters, index] of cases) {
      const query = adminTicketsQuery(db, adminTicketsInput.parse(filters)).orderBy('t.updated_at', 'desc').orderBy('t.id', 'desc').limit(20).compile();
      const detail = await plan(db, query);
      expect(detail, JSON.stringify(filters)).toMatch(index);
      expect(detail, JSON.stringify(filters)).not.toMatch(/TEMP B-TREE|SCAN t$|SCAN t \||SCAN owner/);
    }
    // A reference ("A3F9-1C2B") is a range of the key: the few tickets in it are sorted, none scanned.
    const byReference = adminTicketsQuery(db, adminTicketsInput.parse({ ticket_id: 'AAAA-AAAA' })).orderBy('t.updated_at', 'desc').orderBy('t.id', 'desc').limit(20).compile();
    const detail = await plan(db, byReference);
    expect(detail).toMatch(/sqlite_autoindex_tickets_1 \(id>\? AND id<\?\)/);
    expect(detail).not.toMatch(/SCAN t$|SCAN t \||SCAN owner/);
  });

  it('a subject search with many matches walks the activity index in order, testing each subject (no sort of every match)', async () => {
    const db = await freshMemoryDb();
    for (const [filters, index] of [
      [{ subject: 'پرداخت' }, /tickets_updated_idx/],
      [{ subject: 'مشکل پرداخت', group: 'user' }, /tickets_role_updated_idx \(owner_role=\?\)/],
      [{ subject: 'پرداخت', start_date: '2030-01-01' }, /tickets_updated_idx \(updated_at>\?\)/],
    ] as Array<[AdminTicketsInput, RegExp]>) {
      const detail = await plan(db, subjectWalkQuery(db, adminTicketsInput.parse(filters)).compile());
      expect(detail, JSON.stringify(filters)).toMatch(index);
      expect(detail, JSON.stringify(filters)).not.toMatch(/TEMP B-TREE|SCAN t$|SCAN t \|/);
    }
  });

  it('a subject search reads the trigram index of subjects, and the subject index for a short word', async () => {
    const db = await freshMemoryDb();
    const matches = await plan(db, subjectMatchesQuery(db, 'پرداخت', 2_001).compile());
    expect(matches).toMatch(/SEARCH t USING INTEGER PRIMARY KEY \(rowid=\?\)/);
    expect(matches).toMatch(/tickets_search VIRTUAL TABLE/);
    // Without a word of three letters the index cannot help: the LIKE walks the covering subject index.
    expect(await plan(db, subjectMatchesQuery(db, 'پر', 2_001).compile())).toMatch(/COVERING INDEX tickets_subject_idx/);
    const cases: Array<[AdminTicketsInput, RegExp]> = [
      [{ subject: 'مشکل پرداخت', group: 'user' }, /SEARCH t USING (INTEGER PRIMARY KEY \(rowid=\?\)|INDEX tickets_role_updated_idx \(owner_role=\?\))/],
      [{ subject: 'پرداخت', start_date: '2030-01-01' }, /tickets_updated_idx \(updated_at>\?\)/],
    ];
    for (const [filters, index] of cases) {
      const count = await plan(db, adminTicketsCountQuery(db, adminTicketsInput.parse(filters)).compile());
      expect(count, JSON.stringify(filters)).toMatch(index);
      expect(count, JSON.stringify(filters)).toMatch(/tickets_search VIRTUAL TABLE/);
      expect(count, JSON.stringify(filters)).not.toMatch(/SCAN t$|SCAN t \|/);
    }
  });

  it('a person’s own list reads the (owner_id, updated_at, id) index', async () => {
    const db = await freshMemoryDb();
    const query = ticketsWithOwner(db).where('t.owner_id', '=', 'a'.repeat(24)).orderBy('t.updated_at', 'desc').orderBy('t.id', 'desc').limit(20).compile();
    const detail = await plan(db, query);
    expect(detail).toMatch(/tickets_owner_updated_idx \(owner_id=\?\)/);
    expect(detail).not.toMatch(/TEMP B-TREE/);
  });

  it('a person’s own search by reference reads the owner index in page order, the id range tested on each of their tickets', async () => {
    const db = await freshMemoryDb();
    const owner = 'a'.repeat(24);
    // "AAAA-AAAA" as the client sends it (referencePrefix): the owner's few tickets are walked newest first.
    const rows = await plan(db, myTicketsQuery(db, owner, 'aaaaaaaa').limit(1).compile());
    expect(rows).toMatch(/SEARCH t USING INDEX tickets_owner_updated_idx \(owner_id=\?\)/);
    expect(rows).not.toMatch(/TEMP B-TREE|SCAN t$|SCAN t \||SCAN owner/);
    const count = await plan(db, myTicketsCountQuery(db, owner, 'aaaaaaaa').compile());
    expect(count).toMatch(/SEARCH t USING COVERING INDEX tickets_owner_updated_idx \(owner_id=\?\)/);
    expect(count).not.toMatch(/SCAN t$|SCAN t \|/);
    // A whole id stays one key lookup (or the owner's index): never a scan or a sort.
    const whole = await plan(db, myTicketsQuery(db, owner, 'b'.repeat(24)).limit(1).compile());
    expect(whole).toMatch(/SEARCH t USING INDEX (sqlite_autoindex_tickets_1 \(id=\?\)|tickets_owner_updated_idx \(owner_id=\?\))/);
    expect(whole).not.toMatch(/TEMP B-TREE|SCAN t$|SCAN t \||SCAN owner/);
  });
});
