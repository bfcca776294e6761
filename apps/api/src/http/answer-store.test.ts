import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './answer-encodings.js';
import { AnswerStore, ifNoneMatchNames } from './answer-store.js';

const limits = { maxEntries: 3, maxBytes: 1000, maxAgeMs: 60_000 };

describe('AnswerStore', () => {
  /** Which of a, b, c and d a full store keeps once it has read `reads` in order and then kept d. */
  function keptAfterReading(reads: string[]): boolean[] {
    const store = new AnswerStore(limits);
    for (const key of ['a', 'b', 'c']) store.keep(key, `"${key}"`, store.generation);
    for (const key of reads) store.get(key);
    store.keep('d', '"d"', store.generation);
    return ['a', 'b', 'c', 'd'].map((key) => store.get(key) !== undefined);
  }

  it('keeps at most maxEntries, dropping the least recently used', () => {
    expect(keptAfterReading(['a'])).toEqual([true, false, true, true]);
  });

  it('keeps the order of use when the same answer is read again and again', () => {
    expect(keptAfterReading(['c', 'c', 'a', 'a', 'b', 'b', 'a'])).toEqual([true, true, false, true]);
  });

  it('keeps the bodies within maxBytes, and never one larger on its own', () => {
    const store = new AnswerStore(limits);
    store.keep('a', 'x'.repeat(600), store.generation);
    store.keep('b', 'y'.repeat(600), store.generation);
    store.keep('huge', 'z'.repeat(1001), store.generation);

    expect([store.get('a'), store.get('b')?.body.length, store.get('huge')]).toEqual([
      undefined,
      600,
      undefined,
    ]);
  });

  it('does not keep an answer read before the store was cleared: it may predate the write', () => {
    const store = new AnswerStore(limits);
    const before = store.generation;
    store.clear();
    const answer = store.keep('a', '{"stock":5}', before);

    expect(answer.body.toString()).toBe('{"stock":5}');
    expect(store.get('a')).toBeUndefined();
  });

  it('reads an answer again past maxAgeMs', () => {
    let now = 0;
    const store = new AnswerStore(limits, () => now);
    store.keep('a', '"a"', store.generation);
    now = 60_001;

    expect(store.get('a')).toBeUndefined();
  });

  it('tags the same bytes alike, whatever the store', () => {
    const one = new AnswerStore(limits).keep('a', '{"id":1}', 0);
    const other = new AnswerStore(limits).keep('b', '{"id":1}', 0);
    const changed = new AnswerStore(limits).keep('a', '{"id":2}', 0);

    expect(one.etag).toMatch(/^"[\w-]+"$/);
    expect(other.etag).toBe(one.etag);
    expect(changed.etag).not.toBe(one.etag);
    expect(one.weakEtag).toBe(`W/${one.etag}`);
  });
});

describe('ifNoneMatchNames', () => {
  it.each([
    ['"t"', true],
    ['W/"t"', true],
    ['"a", "t"', true],
    ['*', true],
    ['"a"', false],
    ['t', false],
    [undefined, false],
  ])('%s → %s', (header, named) => {
    expect(ifNoneMatchNames(header, '"t"')).toBe(named);
  });
});

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity', undefined],
    ['zstd', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });
});
