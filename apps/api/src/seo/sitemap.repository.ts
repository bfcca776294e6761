import type { Kysely } from 'kysely';
import type { AuditAction } from '../audit/audit.js';
import type { Database } from '../db/database.js';
import { isoTime } from '../db/stored-time.js';

export interface ProductChange {
  id: number;
  category: string;
  published: boolean;
  /** ISO time of the last change to what its page shows. */
  changedAt: string;
}

/**
 * Audited changes to what a product's page shows. Stock counts are left out: a sale changes them without an audit
 * row, so a staff adjustment is no more a change to the page than a sale is.
 */
const PAGE_CHANGES: AuditAction[] = [
  'product.create',
  'product.update',
  'product.publish',
  'product.unpublish',
  'product.picture',
];

/**
 * Every product, published or not (hiding one changes its category's listing), with when its page last changed.
 * Products keep no update time of their own: the audit log has every staff change, and a seeded product has none
 * but its creation. The log is read in one grouped pass rather than joined, since SQLite would rescan it per product.
 */
export async function listProductChanges(db: Kysely<Database>): Promise<ProductChange[]> {
  const [products, audited] = await Promise.all([
    db
      .selectFrom('products')
      .innerJoin('categories', 'categories.id', 'products.category_id')
      .select(['products.id', 'products.published', 'products.created_at', 'categories.name as category'])
      .orderBy('categories.position')
      .orderBy('products.id')
      .execute(),
    db
      .selectFrom('audit_log')
      .where('entity_type', '=', 'product')
      .where('action', 'in', PAGE_CHANGES)
      .select((eb) => ['entity_id', eb.fn.max('created_at').as('changed_at')])
      .groupBy('entity_id')
      .execute(),
  ]);
  const lastAudited = new Map(audited.map((row) => [row.entity_id, isoTime(row.changed_at)]));
  return products.map((row) => {
    const created = isoTime(row.created_at);
    const changed = lastAudited.get(String(row.id));
    return {
      id: row.id,
      category: row.category,
      published: Boolean(row.published),
      // Both are toISOString's fixed-width UTC text, so they compare as strings.
      changedAt: changed !== undefined && changed > created ? changed : created,
    };
  });
}
