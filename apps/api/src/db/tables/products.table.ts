import type { STOCK_REASONS } from '@farmkit/contract';
import type { ColumnType, Generated } from 'kysely';

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  /** Where the category comes in lists: ascending. */
  position: number;
}

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: string;
  /** Money is kept in whole kobo (1/100 naira) so sums never meet floating point. */
  price_kobo: number;
  /** URL path of the picture, or null when the product has none. */
  image: string | null;
  category_id: number;
  /** Whole units on hand; never below zero (a check constraint). */
  stock: Generated<number>;
  /** At or below this many units the shop says "Only N left". */
  low_stock_threshold: Generated<number>;
  /** Whether shoppers see it (PostgreSQL answers a boolean, SQLite 0 or 1); unpublished, only the staff do. */
  published: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** PostgreSQL returns a Date, SQLite the text of CURRENT_TIMESTAMP. */
  created_at: Generated<Date | string>;
}

export type StockReason = (typeof STOCK_REASONS)[number];

/** One change to a product's stock, with why, who and what it left. */
export interface StockMovementsTable {
  id: Generated<number>;
  product_id: number;
  /** Units added (positive) or taken (negative). */
  change: number;
  stock_after: number;
  reason: StockReason;
  order_id: number | null;
  /** The staff member who made the change; null for the shop's own (a sale, the seed). */
  actor_id: number | null;
  note: Generated<string>;
  created_at: Generated<Date | string>;
}

export interface ProductTables {
  categories: CategoriesTable;
  products: ProductsTable;
  stock_movements: StockMovementsTable;
}
