import { type CartLine, fromKobo, MAX_CART_QUANTITY } from '@farmkit/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database.js';
import { cartDeliveryCharges } from '../delivery/cart-delivery.js';
import { unitsForSale } from '../stock/stock.repository.js';
import { type FirstOrderDiscount, nextOrderDiscountKobo } from './first-order-discount.js';

type Db = Kysely<Database>;

export interface CartLineRow {
  id: number;
  quantity: number;
  product_id: number;
  name: string;
  description: string;
  price_kobo: number;
  image: string | null;
  stock: number;
}

/**
 * The caller's lines with their products, at today's catalogue prices, oldest line first. A line's stock is what its
 * product has for sale, so a product unpublished since it was added reads as sold out.
 */
function linesOf(db: Db, userId: number) {
  return db
    .selectFrom('cart_lines')
    .innerJoin('products', 'products.id', 'cart_lines.product_id')
    .where('cart_lines.user_id', '=', userId)
    .select([
      'cart_lines.id',
      'cart_lines.quantity',
      'cart_lines.product_id',
      'products.name',
      'products.description',
      'products.price_kobo',
      'products.image',
      unitsForSale.as('stock'),
    ]);
}

/**
 * THE totals of the caller's whole cart, as the cart list shows them and as checkout, Pay Now and placement
 * charge them: each line at today's price, the subtotal, the next order's discount (the shop's first-order
 * `discount`, on the subtotal only), the delivery fee of the cart's choice (0 for pickup or no choice) and the
 * total, subtotal - discount + fee. An empty cart has no lines and a subtotal of 0.
 */
export async function cartTotals(db: Db, userId: number, discount: FirstOrderDiscount): Promise<CartTotals> {
  const lines = await db
    .selectFrom('cart_lines')
    .innerJoin('products', 'products.id', 'cart_lines.product_id')
    .where('cart_lines.user_id', '=', userId)
    .select(['products.id', 'products.name', 'products.image', 'products.price_kobo', 'cart_lines.quantity'])
    .orderBy('cart_lines.id')
    .execute();
  const subtotalKobo = subtotalOf(lines);
  const discountKobo = await nextOrderDiscountKobo(db, userId, subtotalKobo, discount);
  const { feeKobo, minOrderKobo } = await cartDeliveryCharges(db, userId);
  return withDeliveryFee({ lines, subtotalKobo, discountKobo, minOrderKobo }, feeKobo);
}

/** The totals with `feeKobo` as the delivery fee (a Pay Now order charges the fee its payment was opened with). */
export function withDeliveryFee(
  totals: Omit<CartTotals, 'deliveryFeeKobo' | 'totalKobo'>,
  feeKobo: number,
): CartTotals {
  return {
    ...totals,
    deliveryFeeKobo: feeKobo,
    totalKobo: totals.subtotalKobo - totals.discountKobo + feeKobo,
  };
}

/** What the goods after discount still lack for the chosen area's minimum order, in kobo (0 once met). */
export function minimumMissingKobo(totals: CartTotals): number {
  return Math.max(0, totals.minOrderKobo - (totals.subtotalKobo - totals.discountKobo));
}

/** What lines cost before any discount, in kobo: each line's price times its quantity. */
export function subtotalOf(lines: readonly { price_kobo: number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.price_kobo * line.quantity, 0);
}

export interface CartTotals {
  lines: { id: number; name: string; image: string | null; price_kobo: number; quantity: number }[];
  subtotalKobo: number;
  discountKobo: number;
  /** The cart's delivery choice's fee (0 for pickup or no choice). */
  deliveryFeeKobo: number;
  /** The chosen area's minimum order, after discount (0 for pickup or no choice). */
  minOrderKobo: number;
  /** subtotal - discount + delivery fee. */
  totalKobo: number;
}

export async function listCartLines(
  db: Db,
  userId: number,
  window?: { offset: number; limit: number },
): Promise<CartLineRow[]> {
  let query = linesOf(db, userId).orderBy('cart_lines.id');
  if (window) query = query.limit(window.limit).offset(window.offset);
  return query.execute();
}

export async function findCartLine(db: Db, userId: number, id: number): Promise<CartLineRow | undefined> {
  return linesOf(db, userId).where('cart_lines.id', '=', id).executeTakeFirst();
}

/**
 * The product as an add to the cart needs it, with what the caller's cart already holds of it; an unpublished
 * product is not in the shop, so it is not found.
 */
export async function productForCart(db: Db, userId: number, productId: number) {
  return db
    .selectFrom('products')
    .leftJoin('cart_lines', (join) =>
      join.onRef('cart_lines.product_id', '=', 'products.id').on('cart_lines.user_id', '=', userId),
    )
    .where('products.id', '=', productId)
    .where('products.published', '=', sql<boolean>`true`)
    .select(['products.name', 'products.stock', 'cart_lines.quantity as inCart'])
    .executeTakeFirst();
}

/** One statement, so two adds of the same product at once both count: the second raises the first's quantity. */
export async function addToCart(
  db: Db,
  userId: number,
  productId: number,
  quantity: number,
): Promise<number> {
  const row = await db
    .insertInto('cart_lines')
    .values({ user_id: userId, product_id: productId, quantity })
    .onConflict((oc) =>
      oc.columns(['user_id', 'product_id']).doUpdateSet({
        quantity: sql<number>`case when cart_lines.quantity + excluded.quantity > ${sql.lit(MAX_CART_QUANTITY)} then ${sql.lit(MAX_CART_QUANTITY)} else cart_lines.quantity + excluded.quantity end`,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setCartLineQuantity(
  db: Db,
  userId: number,
  id: number,
  quantity: number,
): Promise<boolean> {
  const result = await db
    .updateTable('cart_lines')
    .set({ quantity })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteCartLine(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('cart_lines')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Placing an order empties the cart it was made of. */
export async function emptyCart(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('cart_lines').where('user_id', '=', userId).execute();
}

export function toCartLine(row: CartLineRow): CartLine {
  return {
    id: row.id,
    quantity: row.quantity,
    product: {
      id: row.product_id,
      name: row.name,
      description: row.description,
      price: fromKobo(row.price_kobo),
      image: row.image,
      stock: row.stock,
    },
  };
}
