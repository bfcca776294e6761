/** Sign-up and reset codes are 6 digits (DESIGN, "Accounts and sessions"). */
export const DEFAULT_CODE_LENGTH = 6;

/**
 * The code boxes accept digits only, and a paste fills the boxes truncated to their count (spec section 5),
 * so whatever the UI hands over is reduced to at most `length` digits.
 */
export function normalizeCode(raw: string, length: number = DEFAULT_CODE_LENGTH): string {
  return raw.replace(/\D/g, '').slice(0, length);
}

export function isCompleteCode(code: string, length: number = DEFAULT_CODE_LENGTH): boolean {
  return code.length === length && /^\d+$/.test(code);
}
