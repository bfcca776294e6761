import type { AdminProduct, AdminProductOrdering } from '@farmkit/contract';
import { fromKobo } from '@farmkit/contract';
import { type ExpressionBuilder, type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { type AuditAction, audit } from '../audit/audit.js';
import type { Database } from '../db/database.js';
import { isPostgres } from '../db/dialect.js';
import { isoTime } from '../db/stored-time.js';
import type { ProductsTable } from '../db/tables/products.table.js';
import { likePattern } from '../db/text-search.js';
import { recordOpeningStock } from '../stock/stock.repository.js';

type ProductRow = Selectable<ProductsTable>;

/** The staff's filters; empty values filter nothing. */
export interface AdminProductFilter {
  q?: string | undefined;
  category?: string | undefined;
  published?: 'true' | 'false' | undefined;
}

/** better-sqlite3 binds no boolean: the literal is understood by both databases. */
export const sqlBoolean = (value: boolean) => (value ? sql<boolean>`true` : sql<boolean>`false`);

export async function countAdminProducts(db: Kysely<Database>, filter: AdminProductFilter): Promise<number> {
  const row = await withCategory(db)
    .where(matching(filter))
    .select(sql<number>`cast(count(*) as integer)`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

const SORT_COLUMNS = {
  name: 'products.name',
  price: 'products.price_kobo',
  stock: 'products.stock',
  created: 'products.created_at',
} as const;

export async function listAdminProducts(
  db: Kysely<Database>,
  filter: AdminProductFilter,
  ordering: AdminProductOrdering,
  window: { offset: number; limit: number },
): Promise<AdminProduct[]> {
  const descending = ordering.startsWith('-');
  const column = SORT_COLUMNS[ordering.replace('-', '') as keyof typeof SORT_COLUMNS];
  const rows = await withCategory(db)
    .where(matching(filter))
    .select(columns)
    .orderBy(column, descending ? 'desc' : 'asc')
    // Ties (same price, same stock) keep one order from page to page.
    .orderBy('products.id', descending ? 'desc' : 'asc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return rows.map(toAdminProduct);
}

/** Published or not. */
export async function findAdminProduct(db: Kysely<Database>, id: number): Promise<AdminProduct | undefined> {
  const row = await withCategory(db).where('products.id', '=', id).select(columns).executeTakeFirst();
  return row && toAdminProduct(row);
}

export async function productExists(db: Kysely<Database>, id: number): Promise<boolean> {
  return (await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** A category named by its id or its exact name; undefined when there is none. */
export async function findCategoryId(
  db: Kysely<Database>,
  by: { category_id?: number | undefined; category?: string | undefined },
): Promise<number | undefined> {
  const query = db.selectFrom('categories').select('id');
  const row =
    by.category_id === undefined
      ? await query.where('name', '=', by.category ?? '').executeTakeFirst()
      : await query.where('id', '=', by.category_id).executeTakeFirst();
  return row?.id;
}

/**
 * A slug from the name: ASCII letters and digits in lower case, joined by hyphens ("Ẹ̀wà beans, 1kg" becomes
 * "ewa-beans-1kg"); "product" when nothing is left.
 */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 180)
    .replace(/-+$/, '');
  return slug || 'product';
}

/** The slug, or the first of slug-2, slug-3 … that no product has. */
export async function freeSlug(db: Kysely<Database>, name: string): Promise<string> {
  const base = slugOf(name);
  const taken = new Set(
    (
      await db
        .selectFrom('products')
        .select('slug')
        .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
        .execute()
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    if (!taken.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
  }
}

export interface NewProduct {
  name: string;
  slug: string;
  description: string;
  priceKobo: number;
  categoryId: number;
  stock: number;
  lowStockThreshold: number;
  published: boolean;
}

/** Adds a product with its opening ledger row and its audit row, in the caller's transaction. */
export async function createProduct(
  trx: Transaction<Database>,
  actorId: number,
  product: NewProduct,
): Promise<number> {
  const row = await trx
    .insertInto('products')
    .values({
      name: product.name,
      slug: product.slug,
      description: product.description,
      price_kobo: product.priceKobo,
      image: null,
      category_id: product.categoryId,
      stock: product.stock,
      low_stock_threshold: product.lowStockThreshold,
      published: sqlBoolean(product.published),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (product.stock > 0) await recordOpeningStock(trx, { productId: row.id, stock: product.stock, actorId });
  await audit(trx, {
    actorId,
    action: 'product.create',
    entityType: 'product',
    entityId: row.id,
    before: null,
    after: auditState(row),
  });
  return row.id;
}

export interface ProductChanges {
  name?: string;
  description?: string;
  price_kobo?: number;
  category_id?: number;
  low_stock_threshold?: number;
  published?: boolean;
  image?: string | null;
}

/**
 * Changes a product and records it, before and after, in the caller's transaction; the row is locked first
 * (PostgreSQL; SQLite writes one at a time), so the "before" is what the change replaced. Undefined when there
 * is no such product.
 */
export async function changeProduct(
  trx: Transaction<Database>,
  {
    actorId,
    action,
    productId,
    changes,
  }: {
    actorId: number;
    action: AuditAction;
    productId: number;
    changes: ProductChanges;
  },
): Promise<{ before: ProductRow; after: ProductRow } | undefined> {
  const postgres = isPostgres(trx);
  const before = await trx
    .selectFrom('products')
    .selectAll()
    .where('id', '=', productId)
    .$if(postgres, (query) => query.forUpdate())
    .executeTakeFirst();
  if (!before) return undefined;
  // Only what differs is written and audited: a change to what is already there records nothing.
  const changed = Object.fromEntries(
    Object.entries(changes).filter(([field, value]) => {
      const current = before[field as keyof ProductChanges];
      return field === 'published' ? Boolean(current) !== value : current !== value;
    }),
  ) as ProductChanges;
  if (Object.keys(changed).length === 0) return { before, after: before };
  const { published, ...rest } = changed;
  const after = await trx
    .updateTable('products')
    .set({ ...rest, ...(published === undefined ? {} : { published: sqlBoolean(published) }) })
    .where('id', '=', productId)
    .returningAll()
    .executeTakeFirstOrThrow();
  await audit(trx, {
    actorId,
    action,
    entityType: 'product',
    entityId: productId,
    before: auditState(before),
    after: auditState(after),
  });
  return { before, after };
}

/** What the audit log keeps of a product. */
function auditState(row: ProductRow) {
  return {
    name: row.name,
    slug: row.slug,
    description: row.description,
    price_kobo: row.price_kobo,
    category_id: row.category_id,
    image: row.image,
    stock: row.stock,
    low_stock_threshold: row.low_stock_threshold,
    published: Boolean(row.published),
  };
}

const columns = [
  'products.id',
  'products.name',
  'products.slug',
  'products.description',
  'products.price_kobo',
  'products.image',
  'products.category_id',
  'categories.name as category',
  'products.stock',
  'products.low_stock_threshold',
  'products.published',
  'products.created_at',
] as const;

function withCategory(db: Kysely<Database>) {
  return db.selectFrom('products').innerJoin('categories', 'categories.id', 'products.category_id');
}

function matching(filter: AdminProductFilter) {
  return (eb: ExpressionBuilder<Database, 'products' | 'categories'>) => {
    const conditions = [];
    if (filter.q) {
      conditions.push(
        sql<boolean>`lower(${eb.ref('products.name')}) like lower(${likePattern(filter.q)}) escape '\\'`,
      );
    }
    if (filter.category) conditions.push(eb('categories.name', '=', filter.category));
    if (filter.published) {
      conditions.push(eb('products.published', '=', sqlBoolean(filter.published === 'true')));
    }
    return eb.and(conditions);
  };
}

function toAdminProduct(row: {
  id: number;
  name: string;
  slug: string;
  description: string;
  price_kobo: number;
  image: string | null;
  category_id: number;
  category: string;
  stock: number;
  low_stock_threshold: number;
  published: boolean | number;
  created_at: Date | string;
}): AdminProduct {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    price: fromKobo(row.price_kobo),
    image: row.image,
    category_id: row.category_id,
    category: row.category,
    stock: row.stock,
    low_stock_threshold: row.low_stock_threshold,
    published: Boolean(row.published),
    created_at: isoTime(row.created_at),
  };
}
