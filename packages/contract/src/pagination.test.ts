import { describe, expect, it } from 'vitest';
import { countPages, MAX_PAGE_SIZE, PAGE_SIZES, pageQuery } from './pagination.js';

describe('countPages', () => {
  it('rounds a partial last page up', () => {
    expect(countPages(33, 16)).toBe(3);
    expect(countPages(32, 16)).toBe(2);
  });

  it('keeps one page for an empty list', () => {
    expect(countPages(0, 16)).toBe(1);
  });
});

describe('pageQuery', () => {
  it('defaults the page to the first and the page size to the one given', () => {
    const { page, page_size: pageSize } = pageQuery(PAGE_SIZES.orders).properties;
    expect(page.default).toBe(1);
    expect(pageSize.default).toBe(PAGE_SIZES.orders);
    expect(pageSize.maximum).toBe(MAX_PAGE_SIZE);
  });
});

describe('PAGE_SIZES', () => {
  it('asks no list for more than an endpoint answers', () => {
    for (const size of Object.values(PAGE_SIZES)) expect(size).toBeLessThanOrEqual(MAX_PAGE_SIZE);
  });
});
