import {
  type AdminProduct,
  type AdminProductPage,
  type ApiError,
  CATALOGUE_ADMIN_PATHS,
  ORDER_PATHS,
  type Order,
  type PaymentInit,
} from '@farmkit/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_HOLD_LIMITS } from '../../config.js';
import { isoTime } from '../../db/stored-time.js';
import { HOLD_MINUTES, heldUnits } from '../../stock/stock-holds.repository.js';
import { signUpReadyToOrder, UNLIMITED } from '../../test/accounts.js';
import { callApi } from '../../test/api.js';
import { describeEachDialect, useTestApp } from '../../test/dialects.js';
import { accountWithRole } from '../../test/staff.js';
import { stockTools } from '../../test/stock.js';

const { perProduct, perAccount } = DEFAULT_HOLD_LIMITS;

describeEachDialect('what one account may hold while it pays', (dialect) => {
  // The sandbox takes Pay Now: its initialize opens and holds as Paystack's does, without a network.
  const app = useTestApp(dialect, { rateLimits: UNLIMITED });
  const { productWithStock, stockOf, addToCart } = stockTools(app);
  const shopper = async () => (await signUpReadyToOrder(app())).tokens.access;
  const initialize = (token: string) =>
    callApi<PaymentInit & ApiError>(app(), 'POST', ORDER_PATHS.initializePayment, { token });
  /** Sets a cart line's quantity, and says it did. */
  const setQuantity = async (token: string, line: number, quantity: number) =>
    expect(
      (await callApi(app(), 'PATCH', ORDER_PATHS.cartLine(line), { token, body: { quantity } })).status,
    ).toBe(200);
  /** The expiry of every hold on the product, as instants. */
  const expiriesOn = async (productId: number) =>
    (
      await app()
        .db.selectFrom('stock_holds')
        .where('product_id', '=', productId)
        .select('expires_at')
        .execute()
    ).map((row) => Date.parse(isoTime(row.expires_at)));
  const minutesFromNow = (minutes: number) => Date.now() + minutes * 60_000;

  describe('the caps', () => {
    it(`refuses to hold more than ${perProduct} of a product (422 hold_limit, saying what to reduce) and holds nothing`, async () => {
      const product = await productWithStock(50);
      const token = await shopper();
      const line = (await addToCart(token, product.id, perProduct + 5)).body.id;

      const refused = await initialize(token);
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({
        detail:
          `Pay Now holds at most ${perProduct} of each product for you while you pay: ` +
          `reduce ${product.name} (${perProduct + 5}) to ${perProduct}.`,
        code: 'hold_limit',
      });
      expect(await stockOf(product.id)).toBe(50);
      expect(await heldUnits(app().db, product.id)).toBe(0);

      await setQuantity(token, line, perProduct);
      expect((await initialize(token)).status).toBe(200);
      expect(await heldUnits(app().db, product.id)).toBe(perProduct);
      expect(await stockOf(product.id)).toBe(50 - perProduct);
    });

    it(`refuses to hold more than ${perAccount} units in all, across products`, async () => {
      const products = await Promise.all([0, 1, 2, 3].map(() => productWithStock(40)));
      const token = await shopper();
      const lines: number[] = [];
      for (const product of products) lines.push((await addToCart(token, product.id, 8)).body.id);

      const refused = await initialize(token);
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe('hold_limit');
      expect(refused.body.detail).toBe(
        `Pay Now holds at most ${perAccount} items in all for you while you pay: your cart has 32, so remove 2 more.`,
      );
      for (const product of products) expect(await heldUnits(app().db, product.id)).toBe(0);

      await setQuantity(token, lines[0] ?? 0, 6);
      expect((await initialize(token)).status).toBe(200);
    });

    it('another shopper can still buy what the cap left: the rest of the stock stays on sale', async () => {
      const product = await productWithStock(perProduct + 4);
      const hoarder = await shopper();
      const line = (await addToCart(hoarder, product.id, perProduct + 4)).body.id;
      expect((await initialize(hoarder)).status).toBe(422);
      await setQuantity(hoarder, line, perProduct);
      expect((await initialize(hoarder)).status).toBe(200);
      expect(await stockOf(product.id)).toBe(4);

      const other = await shopper();
      expect((await addToCart(other, product.id, 4)).status).toBe(201);
      expect((await initialize(other)).status).toBe(200);
      expect(await heldUnits(app().db, product.id)).toBe(perProduct + 4);

      const third = await shopper();
      expect((await addToCart(third, product.id, 1)).status).toBe(409);
    });

    it('a product with less stock than the cap may be held whole', async () => {
      const product = await productWithStock(3);
      const token = await shopper();
      await addToCart(token, product.id, 3);
      expect((await initialize(token)).status).toBe(200);
      expect(await stockOf(product.id)).toBe(0);
    });
  });

  describe('re-initializing', () => {
    it("never renews a hold: the second initialize's hold ends when the first one's would have", async () => {
      const product = await productWithStock(20);
      const token = await shopper();
      await addToCart(token, product.id, 2);
      expect((await initialize(token)).status).toBe(200);
      const [first] = await expiriesOn(product.id);
      expect(first).toBeGreaterThan(minutesFromNow(HOLD_MINUTES - 1));

      // Forty minutes on, the shopper opens the payment again: five minutes are left, not forty-five.
      const fiveMinutesLeft = new Date(minutesFromNow(5)).toISOString();
      await app()
        .db.updateTable('stock_holds')
        .set({ expires_at: fiveMinutesLeft })
        .where('product_id', '=', product.id)
        .execute();
      expect((await initialize(token)).status).toBe(200);
      expect(await expiriesOn(product.id)).toEqual([Date.parse(fiveMinutesLeft)]);
      expect(await heldUnits(app().db, product.id)).toBe(2);

      // A changed cart (one more product) joins the same window.
      const another = await productWithStock(20);
      await addToCart(token, another.id, 1);
      expect((await initialize(token)).status).toBe(200);
      expect(await expiriesOn(another.id)).toEqual([Date.parse(fiveMinutesLeft)]);
      expect(await expiriesOn(product.id)).toEqual([Date.parse(fiveMinutesLeft)]);
    });

    it('opens a new window once the last one has ended', async () => {
      const product = await productWithStock(20);
      const token = await shopper();
      await addToCart(token, product.id, 2);
      await initialize(token);
      await app()
        .db.updateTable('stock_holds')
        .set({ expires_at: new Date(minutesFromNow(-1)).toISOString() })
        .where('product_id', '=', product.id)
        .execute();

      expect((await initialize(token)).status).toBe(200);
      const [renewed] = await expiriesOn(product.id);
      expect(renewed).toBeGreaterThan(minutesFromNow(HOLD_MINUTES - 1));
      expect(await stockOf(product.id)).toBe(18);
    });
  });

  describe('the staff view', () => {
    it('shows the holds on a product, soonest to end first, until an order takes them', async () => {
      const product = await productWithStock(10);
      const manager = await accountWithRole(app(), 'manager');
      const view = async () =>
        (
          await callApi<AdminProduct>(app(), 'GET', CATALOGUE_ADMIN_PATHS.product(product.id), {
            token: manager.token,
          })
        ).body;
      expect((await view()).holds).toEqual([]);

      const first = await shopper();
      await addToCart(first, product.id, 3);
      await initialize(first);
      const second = await shopper();
      await addToCart(second, product.id, 2);
      const { reference } = (await initialize(second)).body;
      const soon = new Date(minutesFromNow(10)).toISOString();
      await app()
        .db.updateTable('stock_holds')
        .set({ expires_at: soon })
        .where('product_id', '=', product.id)
        .where('quantity', '=', 2)
        .execute();

      const held = await view();
      expect(held.stock).toBe(5);
      expect(held.holds?.map((hold) => hold.quantity)).toEqual([2, 3]);
      expect(held.holds?.[0]?.expires_at).toBe(soon);
      expect(Date.parse(held.holds?.[1]?.expires_at ?? '')).toBeGreaterThan(minutesFromNow(HOLD_MINUTES - 1));

      // The sandbox's payment succeeds and its order takes the 2 held units: they are a sale now, not a hold.
      await callApi(app(), 'POST', `payments/sandbox/${reference}/`, {
        token: second,
        body: { outcome: 'success' },
      });
      const placed = await callApi<Order>(app(), 'POST', ORDER_PATHS.orders, {
        token: second,
        body: { payment_method: 'pay_now', reference },
      });
      expect(placed.status).toBe(201);
      expect((await view()).holds?.map((hold) => hold.quantity)).toEqual([3]);

      // The list stays as it was: holds are one product's answer.
      const list = await callApi<AdminProductPage>(app(), 'GET', CATALOGUE_ADMIN_PATHS.products, {
        token: manager.token,
      });
      expect(list.body.results.every((row) => !('holds' in row))).toBe(true);
    });
  });
});
