import { OTP_LENGTH } from '@farmkit/contract';

/**
 * The code boxes accept digits only, and a paste fills the boxes truncated to their count,
 * so whatever the UI hands over is reduced to at most `length` digits.
 */
export function normalizeCode(raw: string, length: number = OTP_LENGTH): string {
  return raw.replace(/\D/g, '').slice(0, length);
}

export function isCompleteCode(code: string, length: number = OTP_LENGTH): boolean {
  return code.length === length && /^\d+$/.test(code);
}
