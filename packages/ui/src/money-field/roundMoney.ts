/**
 * Rounds an amount to whole minor units (kobo for naira: 2 decimals), half away from zero, without the
 * float errors of `Math.round(amount * 100) / 100`: `roundMoney(1.005)` is 1.01 (not 1.00),
 * `roundMoney(0.1 + 0.2)` is 0.3 (not 0.30000000000000004). NaN (an empty field) stays NaN.
 */
export function roundMoney(amount: number, fractionDigits = 2): number {
  // Beyond 2^53 / 100 a double holds no kobo to round; NaN and the infinities pass through too.
  if (!Number.isFinite(amount) || Math.abs(amount) >= 1e15) return amount;
  const sign = amount < 0 ? -1 : 1;
  const magnitude = Math.abs(amount);
  // Shifting the decimal point in the number's shortest text form ("1.005e2") gives 100.5 exactly,
  // where 1.005 * 100 gives 100.49999999999999.
  const shifted = Number(`${magnitude}e${fractionDigits}`);
  if (`${magnitude}`.includes('e')) {
    // Amounts too small for the text trick ("5e-7"): plain arithmetic is exact enough there.
    const factor = 10 ** fractionDigits;
    return (sign * Math.round(magnitude * factor)) / factor;
  }
  // Dividing a whole number by a power of ten gives the double nearest the decimal amount.
  return (sign * Math.round(shifted)) / 10 ** fractionDigits;
}
