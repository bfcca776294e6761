import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { SHOP_PHONE_COUNTRY } from '../config.js';

/** The least digits a search must hold to be tried as part of a phone number: fewer match too many numbers. */
const MIN_PHONE_DIGITS = 6;
const PHONE_LIKE = /^\+?[\d\s().-]+$/;

/**
 * The digits to look for inside a stored phone number (its digits only) when a search looks like one: a whole
 * number in any of its Nigerian writings (+234 803 123 4567, 2348031234567, 0803-123-4567) comes down to its
 * national number, 8031234567, which every stored writing of it holds (+2348031234567, +234 0803 123 4567); a part
 * of one loses its trunk 0 or dial code the same way. Undefined for a search that is not a phone number.
 */
export function phoneDigitsOf(search: string): string | undefined {
  const term = search.trim();
  if (!PHONE_LIKE.test(term)) return undefined;
  const phone = parsePhoneNumberFromString(term, SHOP_PHONE_COUNTRY);
  if (phone?.isValid()) return phone.nationalNumber;
  const digits = term.replace(/\D/g, '');
  const national = digits.startsWith('234') ? digits.slice(3) : digits.replace(/^0/, '');
  return national.length >= MIN_PHONE_DIGITS ? national : undefined;
}
