import type { ColumnType } from 'kysely';

/** Money in whole kobo, stored as bigint: PostgreSQL (pg) answers it as text, SQLite as a number. */
export type Kobo = ColumnType<number | string, number, number>;
