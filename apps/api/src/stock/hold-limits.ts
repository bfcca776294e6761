import { ERROR_CODES } from '@farmkit/contract';
import { ApiFailure } from '../api-errors.js';
import type { HoldLimits } from '../config.js';
import type { StockLine } from './stock.repository.js';

/**
 * Why a Pay Now initialize may not hold these lines, in words the checkout shows, or undefined when it may: a line
 * past the per-product cap, or lines past the account's cap in all. Said as what to reduce, so the shopper can
 * fix the cart. (A product with fewer units than the cap is capped by its stock: the shortage check says so.)
 */
export function holdLimitBreach(lines: readonly StockLine[], limits: HoldLimits): string | undefined {
  const { perProduct, perAccount } = limits;
  const over = lines.filter((line) => line.quantity > perProduct);
  const sentences: string[] = [];
  if (over.length > 0) {
    sentences.push(
      `Pay Now holds at most ${perProduct} of each product for you while you pay: ` +
        `reduce ${listed(over.map((line) => `${line.name} (${line.quantity})`))} to ${perProduct}.`,
    );
  }
  // What is left past the account's cap once each line is within its own.
  const units = lines.reduce((sum, line) => sum + Math.min(line.quantity, perProduct), 0);
  if (units > perAccount) {
    sentences.push(
      `Pay Now holds at most ${perAccount} items in all for you while you pay: ` +
        `${over.length > 0 ? 'that leaves' : 'your cart has'} ${units}, so remove ${units - perAccount} more.`,
    );
  }
  return sentences.length > 0 ? sentences.join(' ') : undefined;
}

/** 422 `hold_limit`: the cart asks Pay Now to hold more than one account may. */
export function holdLimitExceeded(detail: string): ApiFailure {
  return new ApiFailure(422, { detail, code: ERROR_CODES.holdLimit });
}

function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
