import { toKobo } from '@farmkit/contract';
import { type Kysely, sql } from 'kysely';
import { productImageUrl } from '../../paths.js';
import type { Database } from '../database.js';
import { catalogue } from './catalogue.js';

/**
 * Fills an empty catalogue in one transaction and reports whether it did. Upserts make it safe when two
 * instances start on the same empty database at once: the second inserts nothing.
 */
export async function seedCatalogue(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('products').select('id').limit(1).executeTakeFirst();
    if (existing) return false;

    await trx
      .insertInto('categories')
      .values(catalogue.map((category, index) => ({ name: category.name, position: index + 1 })))
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const categories = await trx.selectFrom('categories').select(['id', 'name']).execute();
    const categoryIds = new Map(categories.map((category) => [category.name, category.id]));

    await trx
      .insertInto('products')
      .values(
        catalogue.flatMap((category) => {
          const categoryId = categoryIds.get(category.name);
          if (categoryId === undefined) throw new Error(`Category ${category.name} was not saved`);
          return category.products.map((product) => ({
            name: product.name,
            slug: product.slug,
            description: product.description,
            price_kobo: toKobo(product.priceNaira),
            image: productImageUrl(product.slug),
            category_id: categoryId,
            stock: product.stock ?? category.stock,
            low_stock_threshold: category.lowStockThreshold,
          }));
        }),
      )
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
    await trx
      .insertInto('stock_movements')
      .columns(['product_id', 'change', 'stock_after', 'reason', 'note'])
      .expression((eb) =>
        eb
          .selectFrom('products')
          .select([
            'id',
            'stock',
            'stock',
            sql.lit('opening').as('reason'),
            sql.lit('Seed catalogue').as('note'),
          ]),
      )
      .execute();
    return true;
  });
}
