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
 * An FTS5 query over tasks_search (the trigram index of each service's title, description and
 * cafe name, kept by triggers in 0014_speed) that every service containing `query` matches: each
 * word as a phrase, so a row holding all the words, anywhere, is a candidate. A word
 * shorter than a trigram is left out (null when every word is). Candidates are then checked with the
 * exact LIKE, so the index only narrows the rows and never changes the answer.
 */
export function searchCandidatesQuery(query: string): string | null {
  // A word shorter than a trigram cannot be looked up; the longer ones still narrow the rows.
  const words = query.toLowerCase().split(/[ \u200c]+/).filter((word) => [...word].length >= 3);
  if (words.length === 0) return null;
  return words.map((word) => `"${word.replace(/"/g, '""')}"`).join(' AND ');
}

/** The rowids of services whose indexed text may contain the query (see searchCandidatesQuery). */
export function searchCandidateRowids(match: string) {
  return sql`select rowid from tasks_search where tasks_search match ${match}`;
}
