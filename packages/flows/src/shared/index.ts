export { isCompleteCode, normalizeCode } from './code';
export {
  type CooldownInput,
  type CooldownTickEvent,
  cooldownMachine,
  cooldownSeconds,
} from './cooldown.machine';
export { errorCode } from './error-code';
export { formatCountdown } from './format-countdown';
export {
  EMPTY_CART_MESSAGE,
  NAME_MISMATCH_MESSAGE,
  PAYMENT_UNSUCCESSFUL_MESSAGE,
  SELECT_PAYMENT_MESSAGE,
  toErrorMessage,
  UNKNOWN_ERROR_MESSAGE,
} from './messages';
export { type ResendCooldownContext, resendCooldown } from './resend-cooldown';
