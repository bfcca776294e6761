import { type RawBuilder, sql } from 'kysely';

/** `%term%` for a LIKE escaped by a backslash: the term's own wildcards are taken literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, '\\$&')}%`;
}

/** Whether `column` holds `term`, whatever the case; a null column holds nothing. */
export function containsText(column: string, term: string): RawBuilder<boolean> {
  return sql<boolean>`lower(coalesce(${sql.ref(column)}, '')) like lower(${likePattern(term)}) escape '\\'`;
}
