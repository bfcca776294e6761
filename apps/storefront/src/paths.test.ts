import { describe, expect, it } from 'vitest';
import { parseProductId, paths } from './paths';

describe('paths.search', () => {
  it('leads a blank or whitespace-only search to the home listing', () => {
    expect(paths.search('')).toBe('/homepage/');
    expect(paths.search('   \t')).toBe('/homepage/');
  });

  it('trims the term and encodes it as one path segment', () => {
    expect(paths.search('  goat ')).toBe('/homepage/product/goat');
    expect(paths.search('fresh eggs')).toBe('/homepage/product/fresh%20eggs');
    expect(paths.search('yam/maize?')).toBe('/homepage/product/yam%2Fmaize%3F');
  });
});

describe('paths.category', () => {
  it('encodes the category name as one path segment', () => {
    expect(paths.category('Poultry')).toBe('/homepage/category/Poultry');
    expect(paths.category('Crops & Grains')).toBe('/homepage/category/Crops%20%26%20Grains');
  });
});

describe('parseProductId', () => {
  it('reads the id that paths.product wrote', () => {
    expect(parseProductId('17')).toBe(17);
    expect(paths.product(17)).toBe('/homepage/view/17');
  });

  it.each([undefined, '', '0', '-3', '1.5', '1e3', 'abc', ' 7', '99999999999999999999'])(
    'names no product for %j',
    (raw) => {
      expect(parseProductId(raw)).toBeUndefined();
    },
  );
});
