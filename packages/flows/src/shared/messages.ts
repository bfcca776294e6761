/**
 * The only texts the machines hold: messages the specification (section 8) defines as rules, so every
 * client shows the same words. Everything else a user reads belongs to the app.
 */
export const UNKNOWN_ERROR_MESSAGE = 'An error occurred';
export const NAME_MISMATCH_MESSAGE = 'Enter your name correctly!';
export const SELECT_PAYMENT_MESSAGE = 'Select a payment method';
export const PAYMENT_UNSUCCESSFUL_MESSAGE = 'Payment unsuccessful';
export const EMPTY_CART_MESSAGE = 'Nothing added to Cart';

/** What the UI shows for a failed actor: the Error's message, or the spec's generic fallback. */
export function toErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return UNKNOWN_ERROR_MESSAGE;
}
