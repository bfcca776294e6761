import { type AdminCategory, CATALOGUE_ERROR_CODES } from '@farmkit/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import { ApiFailure } from '../api-errors.js';
import { audit } from '../audit/audit.js';
import type { Database } from '../db/database.js';
import { isUniqueViolation } from '../db/unique-violation.js';

/** 409: another category has this name, whatever its case. */
export const categoryExists = new ApiFailure(409, {
  detail: 'Another category has this name.',
  code: CATALOGUE_ERROR_CODES.categoryExists,
});

/** In shop order, each with its products, published or not. */
export async function listAdminCategories(db: Kysely<Database>): Promise<AdminCategory[]> {
  return categoriesWithCounts(db).orderBy('categories.position').orderBy('categories.id').execute();
}

export async function findAdminCategory(
  db: Kysely<Database>,
  id: number,
): Promise<AdminCategory | undefined> {
  return categoriesWithCounts(db).where('categories.id', '=', id).executeTakeFirst();
}

function categoriesWithCounts(db: Kysely<Database>) {
  return db
    .selectFrom('categories')
    .select([
      'categories.id',
      'categories.name',
      'categories.position',
      sql<number>`(select cast(count(*) as integer) from products where products.category_id = categories.id)`.as(
        'product_count',
      ),
    ]);
}

/** Whether a category other than `exceptId` has the name, compared without regard to case. */
async function nameTaken(trx: Transaction<Database>, name: string, exceptId?: number): Promise<boolean> {
  const row = await trx
    .selectFrom('categories')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .$if(exceptId !== undefined, (query) => query.where('id', '!=', exceptId ?? 0))
    .executeTakeFirst();
  return row !== undefined;
}

/** A new category, listed last; 409 when the name is taken. */
export async function createCategory(
  trx: Transaction<Database>,
  actorId: number,
  name: string,
): Promise<number> {
  if (await nameTaken(trx, name)) throw categoryExists;
  const { last } = await trx
    .selectFrom('categories')
    .select(sql<number | null>`max(position)`.as('last'))
    .executeTakeFirstOrThrow();
  const row = await trx
    .insertInto('categories')
    .values({ name, position: Number(last ?? -1) + 1 })
    .returning(['id', 'position'])
    .executeTakeFirstOrThrow()
    .catch(uniqueName);
  await audit(trx, {
    actorId,
    action: 'category.create',
    entityType: 'category',
    entityId: row.id,
    before: null,
    after: { name, position: row.position },
  });
  return row.id;
}

/** Renames a category; false when there is none with this id, 409 when the name is taken. */
export async function renameCategory(
  trx: Transaction<Database>,
  actorId: number,
  id: number,
  name: string,
): Promise<boolean> {
  const before = await trx.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
  if (!before) return false;
  if (before.name === name) return true;
  if (await nameTaken(trx, name, id)) throw categoryExists;
  await trx.updateTable('categories').set({ name }).where('id', '=', id).execute().catch(uniqueName);
  await audit(trx, {
    actorId,
    action: 'category.rename',
    entityType: 'category',
    entityId: id,
    before: { name: before.name },
    after: { name },
  });
  return true;
}

/**
 * Puts the categories in the order of `ids`, which must name every category once: false otherwise, and nothing
 * is changed.
 */
export async function reorderCategories(
  trx: Transaction<Database>,
  actorId: number,
  ids: number[],
): Promise<boolean> {
  const rows = await trx
    .selectFrom('categories')
    .select(['id', 'position'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  const known = new Set(rows.map((row) => row.id));
  if (ids.length !== known.size || !ids.every((id) => known.has(id))) return false;
  for (const [position, id] of ids.entries()) {
    await trx.updateTable('categories').set({ position }).where('id', '=', id).execute();
  }
  await audit(trx, {
    actorId,
    action: 'category.reorder',
    entityType: 'category',
    entityId: 'order',
    before: { ids: rows.map((row) => row.id) },
    after: { ids },
  });
  return true;
}

/** Two creations or renames to one name at once: the one the constraint stops is a 409 too. */
function uniqueName(error: unknown): never {
  throw isUniqueViolation(error) ? categoryExists : error;
}
