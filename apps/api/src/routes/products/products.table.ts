import type { Generated } from 'kysely';

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
  /** PostgreSQL returns a Date, SQLite the text of CURRENT_TIMESTAMP. */
  created_at: Generated<Date | string>;
}

export interface ProductTables {
  categories: CategoriesTable;
  products: ProductsTable;
}
