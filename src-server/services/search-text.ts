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

/**
 * Whether the index's match alone is the exact "contains" answer: one word (no space or ZWNJ) of
 * at least a trigram, whose phrase matches exactly the subjects holding it (the index folds case
 * as lower() does, and beyond ASCII too). Several words need the LIKE to check their order.
 */
export function searchIndexIsExact(query: string): boolean {
  return !/[ \u200c]/.test(query.trim()) && [...query.trim()].length >= 3;
}

/** The trigram indexes kept by triggers: services (0014) and ticket subjects (0016). */
const SEARCH_INDEXES = { tasks_search: sql.raw('tasks_search'), tickets_search: sql.raw('tickets_search') } as const;

/** The rowids whose indexed text may contain the query (see searchCandidatesQuery). */
export function searchCandidateRowids(match: string, index: keyof typeof SEARCH_INDEXES = 'tasks_search') {
  const table = SEARCH_INDEXES[index];
  return sql`select rowid from ${table} where ${table} match ${match}`;
}
