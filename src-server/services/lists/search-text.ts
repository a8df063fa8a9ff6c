import { sql, type Expression, type SqlBool } from 'kysely';
import { searchCandidateKeys, searchRowKey, type SearchIndex } from '../../db/dialect';

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

/**
 * The keys (searchRowKey) of the rows whose indexed text may contain the query (see
 * searchCandidatesQuery): services from tasks_search (0014_speed), ticket subjects from
 * tickets_search (0016), products from products_search (0017_store_search).
 */
export function searchCandidateRowids(match: string, index: SearchIndex = 'tasks_search') {
  return searchCandidateKeys(match, index);
}

/**
 * "search_text contains query" for products: the trigram index narrows the rows when the query
 * has a word of 3+ letters, and the LIKE decides, so the answer is the LIKE's alone.
 */
export function productSearchMatches(query: string): Expression<SqlBool> {
  const match = searchCandidatesQuery(query);
  const like = likeContains('products.search_text', containsPattern(query));
  return match ? sql<SqlBool>`(${searchRowKey('products')} in (${searchCandidateRowids(match, 'products_search')}) and ${like})` : like;
}
