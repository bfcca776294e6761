/**
 * Deleting an account erases the person and keeps the farm's records (orders, payments, refunds, the stock
 * ledger, timelines, the audit log): see `docs/spec-decisions.md#account-deletion-keeps-records`. Where a record
 * named the person, it names the account by number instead, in these words.
 */

/** Error codes of `DELETE accounts/edit/`, beside the common ones (`last_owner` is the staff's). */
export const ACCOUNT_DELETION_ERROR_CODES = {
  /** 409: one of the shopper's orders is on its way: the rider needs its address until it is delivered. */
  orderOutForDelivery: 'order_out_for_delivery',
  /**
   * 409: a Pay Now payment of the shopper's is still open (its stock is held): were it to go through, its order
   * would be placed for an erased account, with nowhere to deliver it.
   */
  paymentInProgress: 'payment_in_progress',
} as const;

export const ACCOUNT_DELETION_ERROR_DETAILS = {
  orderOutForDelivery:
    'One of your orders is out for delivery. You can delete your account once it has been delivered.',
  paymentInProgress:
    'One of your payments is still in progress. You can delete your account once it has gone through or run out.',
} as const;

/** How the back-office names a deleted shopper's account on their orders and customer page. */
export function deletedCustomerName(id: number): string {
  return `Deleted customer #${id}`;
}

/** How the audit log, timelines and the stock ledger name a deleted staff member: never the operator. */
export function deletedStaffName(id: number): string {
  return `Deleted staff #${id}`;
}

/**
 * What a back-office search for deleted customers asks: "Deleted customer #12" (any case, "#" optional) names the
 * account 12; "deleted customer" alone, every deleted account. Undefined: the search is not about one.
 */
export function deletedCustomerSearch(q: string): { id: number | undefined } | undefined {
  const match = /^deleted customer(?:\s*#?\s*(\d{1,9}))?$/i.exec(q.trim());
  if (!match) return undefined;
  return { id: match[1] === undefined ? undefined : Number(match[1]) };
}
