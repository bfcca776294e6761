import { describe, expect, it } from 'vitest';
import { createMoneyFormatter, formatMoney } from './formatMoney';

describe('formatMoney', () => {
  it('shows whole naira with thousands separators by default', () => {
    expect(formatMoney(12500)).toBe('₦12,500');
    expect(formatMoney(1250000)).toBe('₦1,250,000');
  });

  it('rounds to whole naira by default', () => {
    expect(formatMoney(12500.6)).toBe('₦12,501');
  });

  it('shows zero', () => {
    expect(formatMoney(0)).toBe('₦0');
  });

  it('shows the requested number of decimals', () => {
    expect(formatMoney(12500, { fractionDigits: 2 })).toBe('₦12,500.00');
    expect(formatMoney(99.5, { fractionDigits: 2 })).toBe('₦99.50');
  });

  it('formats another currency and locale', () => {
    expect(formatMoney(1234.5, { currency: 'USD', locale: 'en-US', fractionDigits: 2 })).toBe('$1,234.50');
    // de-DE puts a no-break space before the symbol.
    expect(formatMoney(1234, { currency: 'EUR', locale: 'de-DE' })).toBe('1.234\u00a0€');
  });
});

describe('createMoneyFormatter', () => {
  it("writes one shop's money, whole by default or with the decimals asked", () => {
    const dollars = createMoneyFormatter({ currency: 'USD', locale: 'en-US' });
    expect(dollars(12500)).toBe('$12,500');
    expect(dollars(12500, { fractionDigits: 2 })).toBe('$12,500.00');
    const cedis = createMoneyFormatter({ currency: 'GHS', locale: 'en-GH' });
    expect(cedis(99.5, { fractionDigits: 2 })).toBe('GH₵99.50');
  });

  it('writes naira in en-NG as formatMoney does by default', () => {
    const naira = createMoneyFormatter({ currency: 'NGN', locale: 'en-NG' });
    expect(naira(12500)).toBe(formatMoney(12500));
    expect(naira(99.5, { fractionDigits: 2 })).toBe(formatMoney(99.5, { fractionDigits: 2 }));
  });
});
