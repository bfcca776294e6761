import { createHash } from 'node:crypto';
import { type Encoding, encode } from './answer-encodings.js';

/** An answer as it is sent again: the serialised JSON, its validators, and its encodings once asked for. */
export interface StoredAnswer {
  body: Buffer;
  /** A strong ETag: a hash of the bytes, so the same answer has the same tag on every instance and after a refill. */
  etag: string;
  /** The tag of its encoded forms: weak, since a strong tag names exact bytes (nginx does the same). */
  weakEtag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** The answer's body in `encoding`, encoded on first use. */
export function encodedBody(answer: StoredAnswer, encoding: Encoding): Buffer {
  answer.encoded[encoding] ??= encode(answer.body, encoding);
  return answer.encoded[encoding];
}

export interface AnswerStoreLimits {
  maxEntries: number;
  /** The bodies' bytes together (their encodings, smaller, add at most as much again). */
  maxBytes: number;
  /** Past this age an answer is read again, whatever happened. */
  maxAgeMs: number;
}

interface Entry extends StoredAnswer {
  storedAt: number;
}

/**
 * Serialised answers by key, within limits: past `maxEntries` or `maxBytes` the least recently used go first.
 *
 * `generation` counts the clears. A reader notes it before reading the database and hands it back with the answer;
 * an answer read while a write committed and the store was cleared is then never kept, so it cannot outlive the
 * write. `maxAgeMs` bounds the life of an answer whose write the app never heard of (SQL typed into the database
 * by hand, an instance sharing the database without Redis).
 */
export class AnswerStore {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;
  #generation = 0;
  /** The entry last in the map's order, when known. */
  #newest: Entry | undefined;

  constructor(
    private readonly limits: AnswerStoreLimits,
    private readonly now: () => number = performance.now.bind(performance),
  ) {}

  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): StoredAnswer | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (this.now() - entry.storedAt > this.limits.maxAgeMs) {
      this.#drop(key, entry);
      return undefined;
    }
    // Last in the map's order: the most recently used. It is already when it was the last one asked for (the same
    // page asked again and again): moving it anyway made the map compact itself every few reads.
    if (entry !== this.#newest) {
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      this.#newest = entry;
    }
    return entry;
  }

  /**
   * The answer for `body`, kept under `key` unless the store was cleared since `generation` was read or the body
   * alone is past the limit.
   */
  keep(key: string, body: string, generation: number): StoredAnswer {
    const bytes = Buffer.from(body);
    const etag = etagOf(bytes);
    const entry: Entry = { body: bytes, etag, weakEtag: `W/${etag}`, encoded: {}, storedAt: this.now() };
    if (generation !== this.#generation || bytes.length > this.limits.maxBytes) return entry;
    const previous = this.#entries.get(key);
    if (previous) this.#drop(key, previous);
    this.#entries.set(key, entry);
    this.#newest = entry;
    this.#bytes += bytes.length;
    for (const [oldKey, old] of this.#entries) {
      if (this.#entries.size <= this.limits.maxEntries && this.#bytes <= this.limits.maxBytes) break;
      this.#drop(oldKey, old);
    }
    return entry;
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#newest = undefined;
    this.#bytes = 0;
  }

  #drop(key: string, entry: Entry): void {
    this.#entries.delete(key);
    if (entry === this.#newest) this.#newest = undefined;
    this.#bytes -= entry.body.length;
  }
}

function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Whether an If-None-Match header names `etag`: `*`, or one of its tags compared weakly (a `W/` prefix is ignored),
 * as RFC 9110 §13.1.2 asks of If-None-Match.
 */
export function ifNoneMatchNames(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header === etag) return true;
  for (const part of header.split(',')) {
    const tag = part.trim();
    if (tag === '*' || tag === etag || (tag.startsWith('W/') && tag.slice(2) === etag)) return true;
  }
  return false;
}
