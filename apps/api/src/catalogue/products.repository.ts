import type { Category, Product } from '@farmkit/contract';
import { fromKobo } from '@farmkit/contract';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { compiledOnce } from '../db/compiled-once.js';
import type { Database } from '../db/database.js';
import { likePattern } from '../db/text-search.js';

/** Empty values filter nothing, as with django-filter: the spec's search sends `name=&category=` when unset. */
export interface ProductFilter {
  /** Part of the name, matched without regard to case; LIKE wildcards in it are literal. */
  name?: string | undefined;
  /** Exact category name. */
  category?: string | undefined;
}

export async function countProducts(db: Kysely<Database>, filter: ProductFilter): Promise<number> {
  const [row] = await countQuery(db, filterParams(filter));
  return row?.count ?? 0;
}

export async function listProducts(
  db: Kysely<Database>,
  filter: ProductFilter,
  window: { offset: number; limit: number },
): Promise<Product[]> {
  const rows = await listQuery(db, { ...filterParams(filter), ...window });
  return rows.map(toProduct);
}

export async function findProduct(db: Kysely<Database>, id: number): Promise<Product | undefined> {
  const [row] = await findQuery(db, { id });
  return row && toProduct(row);
}

export async function listCategories(db: Kysely<Database>): Promise<Category[]> {
  return categoriesQuery(db, {});
}

// The catalogue's queries are built and compiled once (db/compiled-once.ts): a read that finds no kept answer
// (after every catalogue write) spends its time running them, not building them.

/** A filter as query parameters: empty values filter nothing, as with django-filter. */
interface FilterParams {
  namePattern: string | undefined;
  category: string | undefined;
}

function filterParams(filter: ProductFilter): FilterParams {
  return {
    namePattern: filter.name ? likePattern(filter.name) : undefined,
    category: filter.category || undefined,
  };
}

const countQuery = compiledOnce((db: Kysely<Database>, filter: FilterParams) =>
  productsWithCategory(db).where(matching(filter)).select(sql<number>`cast(count(*) as integer)`.as('count')),
);

const listQuery = compiledOnce(
  (db: Kysely<Database>, { limit, offset, ...filter }: FilterParams & { limit: number; offset: number }) =>
    productsWithCategory(db)
      .where(matching(filter))
      .select(productColumns)
      .orderBy('categories.position')
      .orderBy('products.id')
      .limit(limit)
      .offset(offset),
);

const findQuery = compiledOnce((db: Kysely<Database>, { id }: { id: number }) =>
  productsWithCategory(db).where('products.id', '=', id).select(productColumns),
);

const categoriesQuery = compiledOnce((db: Kysely<Database>, _: Record<string, never>) =>
  db.selectFrom('categories').select('name as category').orderBy('position').orderBy('id'),
);

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

function matching({ namePattern, category }: FilterParams) {
  return (eb: ExpressionBuilder<Database, 'products' | 'categories'>) => {
    const conditions = [];
    if (namePattern !== undefined) {
      // lower() on both sides and an explicit ESCAPE behave the same on SQLite and PostgreSQL, unlike
      // ILIKE (PostgreSQL only) or SQLite's LIKE, which ignores ASCII case on its own. No B-tree index
      // serves a '%term%' search; a farm catalogue is small enough to scan (pg_trgm would be the next step).
      conditions.push(sql<boolean>`lower(${eb.ref('products.name')}) like lower(${namePattern}) escape '\\'`);
    }
    if (category !== undefined) conditions.push(eb('categories.name', '=', category));
    return eb.and(conditions);
  };
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
    price: fromKobo(row.price_kobo),
    image: row.image,
    description: row.description,
    category: row.category,
    stock: row.stock,
    low_stock_threshold: row.low_stock_threshold,
  };
}
