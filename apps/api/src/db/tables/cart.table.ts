import type { Generated } from 'kysely';

/** One product in a shopper's cart; a product appears at most once per shopper. */
export interface CartLinesTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  quantity: number;
  created_at: Generated<Date | string>;
}

export interface CartTables {
  cart_lines: CartLinesTable;
}
