import { describe, expect, it } from 'vitest';
import {
  createMoneyFormatter,
  formatMoney,
  fromKobo,
  hasWholeKobo,
  toDecimalText,
  toKobo,
  withHundredths,
} from './money.js';

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

describe('withHundredths', () => {
  it('writes every amount to the hundredth, in the formatter’s currency', () => {
    const naira = withHundredths(createMoneyFormatter({ currency: 'NGN', locale: 'en-NG' }));
    expect(naira(12500)).toBe('₦12,500.00');
    expect(naira(85_280.4)).toBe('₦85,280.40');
    expect(withHundredths(createMoneyFormatter({ currency: 'GHS', locale: 'en-GH' }))(0.5)).toBe('GH₵0.50');
  });
});

describe('toKobo', () => {
  it('gives whole kobo for amounts of up to 2 decimals, float error aside', () => {
    expect(toKobo(19.99)).toBe(1999);
    expect(toKobo(0.1 + 0.2)).toBe(30);
    expect(toKobo(1.15)).toBe(115);
    expect(toKobo(10_000_000)).toBe(1_000_000_000);
    expect(toKobo(0)).toBe(0);
  });

  it('is exact for every amount of 2 decimals up to the highest price', () => {
    const amounts = [...Array.from({ length: 100_001 }, (_, kobo) => kobo), 123_456_789, 1_000_000_000];
    expect(amounts.filter((kobo) => toKobo(kobo / 100) !== kobo)).toEqual([]);
  });
});

describe('fromKobo', () => {
  it('gives the amount in whole units', () => {
    expect(fromKobo(1999)).toBe(19.99);
    expect(fromKobo(10_660_000)).toBe(106_600);
    expect(fromKobo(0)).toBe(0);
  });

  it('undoes toKobo', () => {
    for (const amount of [0.01, 19.99, 85_000, 95_940.5, 9_999_999.99])
      expect(fromKobo(toKobo(amount))).toBe(amount);
  });
});

describe('hasWholeKobo', () => {
  it('accepts at most 2 decimals', () => {
    expect(hasWholeKobo(19.99)).toBe(true);
    expect(hasWholeKobo(0.1 + 0.2)).toBe(true);
    expect(hasWholeKobo(85_000)).toBe(true);
    expect(hasWholeKobo(19.995)).toBe(false);
  });
});

describe('toDecimalText', () => {
  it('writes plain decimals to the hundredth, without symbol or grouping', () => {
    expect(toDecimalText(12500)).toBe('12500.00');
    expect(toDecimalText(fromKobo(1999))).toBe('19.99');
    expect(toDecimalText(fromKobo(5))).toBe('0.05');
  });
});
