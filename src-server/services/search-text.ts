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
