import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * A LIKE pattern for "contains": wildcards typed by a person are escaped, and a space or a
 * zero-width non-joiner matches either ("ثبت نام" finds "ثبت‌نام"). The query is already
 * normalised by the shared schema (ی/ک, spaces).
 */
export function containsPattern(query: string): string {
  const escaped = query.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`);
  return `%${escaped.replace(/[ \u200c]+/g, '_')}%`;
}

/** `lower(column) like pattern`, portable between SQLite and PostgreSQL. */
export function likeContains(column: string, pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/**
 * The rowids of services whose title, description or cafe name contains `pattern` (from
 * containsPattern), answered by the FTS5 trigram index tasks_search (kept by triggers,
 * 0014_speed). SQLite answers LIKE from that index only without an ESCAPE clause, so the clause
 * is added only when the person typed a wildcard character; search text is lowercased both sides.
 */
export function searchableTaskRowids(pattern: string) {
  const escape = /\\[\\%_]/.test(pattern) ? sql` escape '\\'` : sql``;
  return sql`select rowid from tasks_search where title like ${pattern}${escape}
    union select rowid from tasks_search where description like ${pattern}${escape}
    union select rowid from tasks_search where cafe_name like ${pattern}${escape}`;
}
