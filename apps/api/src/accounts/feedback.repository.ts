import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';

export async function insertFeedback(db: Kysely<Database>, userId: number, message: string): Promise<void> {
  await db.insertInto('feedback').values({ user_id: userId, message }).execute();
}
