import { type CartLine, ORDER_PATHS, type OutOfStockError } from '@farmkit/contract';
import type { App } from '../app.js';
import { callApi, someProducts } from './api.js';

/** What the stock suites do to and ask of their app: products with known stock, their ledger, a cart add. */
export function stockTools(app: () => App) {
  let nextProduct = 10;
  return {
    /** A product of its own for each test (the seed's 10th, 11th…), with `units` in stock. */
    async productWithStock(units: number) {
      const [product] = await someProducts(app(), nextProduct++).then((rows) => rows.slice(-1));
      if (!product) throw new Error('the seed has products');
      await app().db.updateTable('products').set({ stock: units }).where('id', '=', product.id).execute();
      return product;
    },
    async stockOf(productId: number) {
      const row = await app()
        .db.selectFrom('products')
        .where('id', '=', productId)
        .select('stock')
        .executeTakeFirstOrThrow();
      return row.stock;
    },
    /** The product's ledger after the seed's opening row. */
    ledgerOf(productId: number) {
      return app()
        .db.selectFrom('stock_movements')
        .where('product_id', '=', productId)
        .where('reason', '!=', 'opening')
        .select(['change', 'stock_after', 'reason', 'order_id', 'note'])
        .orderBy('id')
        .execute();
    },
    addToCart(token: string, product: number, quantity: number) {
      return callApi<CartLine & OutOfStockError>(app(), 'POST', ORDER_PATHS.cart, {
        token,
        body: { product, quantity },
      });
    },
  };
}
