import { type Kysely, sql } from 'kysely';

// Frozen: once released, a migration never changes (a schema change is a new migration), so it is typed
// against no table types of today.
// biome-ignore lint/suspicious/noExplicitAny: see above
type FrozenDatabase = Kysely<any>;

/**
 * Catalogue management: a product may be unpublished, hidden from shoppers but kept for past orders
 * and the staff. Every product there is, the seed's included, stays published.
 */
export async function up(db: FrozenDatabase): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('published', 'boolean', (col) => col.notNull().defaultTo(sql`true`))
    .execute();
}

export async function down(db: FrozenDatabase): Promise<void> {
  await db.schema.alterTable('products').dropColumn('published').execute();
}
