import type { User } from '@farmkit/contract';
import { type Insertable, type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import type { Database } from '../db/database.js';
import { isPostgres } from '../db/dialect.js';
import type { UserRow, UsersTable } from '../db/tables/accounts.table.js';
import { avatarUrl } from '../paths.js';

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export async function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The new user, or the one a concurrent request (a double-click) created with the same e-mail first. */
export async function createUser(db: Kysely<Database>, user: Insertable<UsersTable>): Promise<UserRow> {
  const email = user.email.toLowerCase();
  const created = await db
    .insertInto('users')
    .values({ ...user, email })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
  return (
    created ?? (await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow())
  );
}

export async function updateUser(
  db: Kysely<Database>,
  id: number,
  changes: Omit<Updateable<UsersTable>, 'id' | 'updated_at'>,
): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    gender: row.gender === 'M' || row.gender === 'F' ? row.gender : null,
    country: row.country,
    phone_number: row.phone_number,
    profilePicture: row.profile_picture && avatarUrl(row.profile_picture),
    address: row.address,
    city: row.city,
    zipcode: row.zipcode,
  };
}

/**
 * The writes of one account that must not interleave (two placements, a placement and a profile change) run
 * one after the other: its row is locked (PostgreSQL) until the transaction ends.
 * SQLite runs one write transaction at a time anyway.
 */
export async function lockAccount(trx: Transaction<Database>, userId: number): Promise<void> {
  if (isPostgres(trx)) {
    await sql`select id from users where id = ${userId} for update`.execute(trx);
  }
}
