import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productImagesDir } from '../../paths.js';
import { catalogue } from './catalogue.js';

const products = catalogue.flatMap((category) => category.products);

describe('seed catalogue', () => {
  it('covers the farm range in its six categories with at least 40 products', () => {
    expect(catalogue.map((category) => category.name)).toEqual([
      'Livestock',
      'Poultry',
      'Eggs',
      'Meat',
      'Crops',
      'Vegetables',
    ]);
    expect(products.length).toBeGreaterThanOrEqual(40);
    expect(catalogue.every((category) => category.products.length >= 5)).toBe(true);
  });

  it('gives every product a unique URL-safe slug', () => {
    const slugs = products.map((product) => product.slug);

    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.filter((slug) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))).toEqual([]);
  });

  it('prices every product in whole naira or kobo, above zero', () => {
    const invalid = products.filter(
      (product) => !(product.priceNaira > 0) || !Number.isInteger(Math.round(product.priceNaira * 100)),
    );

    expect(invalid).toEqual([]);
  });

  it('describes every product in two sentences', () => {
    const notTwoSentences = products.filter(
      (product) => product.description.split(/(?<=[.!?])\s+(?=[A-Z])/).length !== 2,
    );

    expect(notTwoSentences.map((product) => product.slug)).toEqual([]);
  });

  it('ships a picture for every product', () => {
    const missing = products.filter((product) => !existsSync(join(productImagesDir, `${product.slug}.svg`)));

    expect(missing.map((product) => product.slug)).toEqual([]);
  });
});
