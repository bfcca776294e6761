import { describe, expect, it } from 'vitest';
import { dialCodeOf, flagEmoji, listCountries } from './countries';

describe('listCountries', () => {
  const countries = listCountries('en');

  it('lists about 240 regions, each once', () => {
    expect(countries.length).toBeGreaterThanOrEqual(230);
    expect(countries.length).toBeLessThanOrEqual(260);
    expect(new Set(countries.map((country) => country.code)).size).toBe(countries.length);
  });

  it('names each region and gives its dial code', () => {
    expect(countries.find((country) => country.code === 'NG')).toEqual({
      code: 'NG',
      name: 'Nigeria',
      dialCode: '+234',
    });
    expect(countries.find((country) => country.code === 'GH')?.dialCode).toBe('+233');
  });

  it('sorts by name in the requested language', () => {
    const names = countries.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    expect(names[0]).toBe('Afghanistan');
  });

  it('names regions in other languages', () => {
    expect(listCountries('fr').find((country) => country.code === 'DE')?.name).toBe('Allemagne');
  });
});

describe('flagEmoji', () => {
  it('turns a region code into its flag', () => {
    expect(flagEmoji('NG')).toBe('🇳🇬');
    expect(flagEmoji('gh')).toBe('🇬🇭');
  });
});

describe('dialCodeOf', () => {
  it("gives a region's calling code with its plus sign", () => {
    expect(dialCodeOf('NG')).toBe('+234');
    expect(dialCodeOf('gh')).toBe('+233');
    expect(dialCodeOf('US')).toBe('+1');
  });
});
