import type { Category, Product } from '@farmkit/contract';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.js';

/** Empty values filter nothing, as with django-filter: the spec's search sends `name=&category=` when unset. */
export interface ProductFilter {
  /** Part of the name, matched without regard to case; LIKE wildcards in it are literal. */
  name?: string | undefined;
  /** Exact category name. */
  category?: string | undefined;
}

export async function countProducts(db: Kysely<Database>, filter: ProductFilter): Promise<number> {
  const row = await productsWithCategory(db)
    .where(matching(filter))
    .select(sql<number>`cast(count(*) as integer)`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

export async function listProducts(
  db: Kysely<Database>,
  filter: ProductFilter,
  window: { offset: number; limit: number },
): Promise<Product[]> {
  const rows = await productsWithCategory(db)
    .where(matching(filter))
    .select(productColumns)
    .orderBy('categories.position')
    .orderBy('products.id')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return rows.map(toProduct);
}

export async function findProduct(db: Kysely<Database>, id: number): Promise<Product | undefined> {
  const row = await productsWithCategory(db)
    .where('products.id', '=', id)
    .select(productColumns)
    .executeTakeFirst();
  return row && toProduct(row);
}

export async function listCategories(db: Kysely<Database>): Promise<Category[]> {
  return db.selectFrom('categories').select('name as category').orderBy('position').orderBy('id').execute();
}

const productColumns = [
  'products.id',
  'products.name',
  'products.price_kobo',
  'products.image',
  'products.description',
  'categories.name as category',
  'products.stock',
  'products.low_stock_threshold',
] as const;

/**
 * Every query a shopper's call makes starts here: only published products, so an unpublished one is missing from
 * lists, search, categories and similar items, and its page is a 404 (the staff's queries are in admin/products).
 */
function productsWithCategory(db: Kysely<Database>) {
  return db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .where('products.published', '=', sql<boolean>`true`);
}

function matching(filter: ProductFilter) {
  return (eb: ExpressionBuilder<Database, 'products' | 'categories'>) => {
    const conditions = [];
    if (filter.name) {
      // lower() on both sides and an explicit ESCAPE behave the same on SQLite and PostgreSQL, unlike
      // ILIKE (PostgreSQL only) or SQLite's LIKE, which ignores ASCII case on its own. No B-tree index
      // serves a '%term%' search; a farm catalogue is small enough to scan (pg_trgm would be the next step).
      conditions.push(
        sql<boolean>`lower(${eb.ref('products.name')}) like lower(${likePattern(filter.name)}) escape '\\'`,
      );
    }
    if (filter.category) conditions.push(eb('categories.name', '=', filter.category));
    return eb.and(conditions);
  };
}

/** `%term%` for a LIKE escaped by a backslash: the term's own wildcards are taken literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, '\\$&')}%`;
}

function toProduct(row: {
  id: number;
  name: string;
  price_kobo: number;
  image: string | null;
  description: string;
  category: string;
  stock: number;
  low_stock_threshold: number;
}): Product {
  return {
    id: row.id,
    name: row.name,
    price: row.price_kobo / 100,
    image: row.image,
    description: row.description,
    category: row.category,
    stock: row.stock,
    low_stock_threshold: row.low_stock_threshold,
  };
}
