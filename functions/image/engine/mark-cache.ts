import type { Mark } from './text-mark.js';

/**
 * Rendered marks kept across calls, least recently used first out, within a byte budget. A text mark (Pango
 * layout, halo, blend, fade) costs about 10 ms on a 12 MP photo, a logo its decode and resize, and either is the
 * same for every image of that size with that content and opacity, which is how watermarking is used: one brand
 * mark over a batch of photos. Cached pixels are shared between calls and never written to (sharp only reads its
 * inputs).
 */
export class MarkCache {
  readonly #entries = new Map<string, Mark>();
  #bytes = 0;
  #hits = 0;
  #misses = 0;

  /** `maxBytes` bounds the pixels held; a mark larger than that is rendered every time. */
  constructor(readonly maxBytes: number) {}

  /** The mark stored under `key`, rendered (and stored) on a miss. A failed render stores nothing. */
  async get(key: string, render: () => Promise<Mark>): Promise<Mark> {
    const found = this.#entries.get(key);
    if (found) {
      // Map keeps insertion order: re-inserting marks it most recently used.
      this.#entries.delete(key);
      this.#entries.set(key, found);
      this.#hits++;
      return found;
    }
    this.#misses++;
    const mark = await render();
    this.#store(key, mark);
    return mark;
  }

  /** Counts for tests and logs: lookups answered from the cache, renders, and what is held now. */
  stats(): { readonly hits: number; readonly misses: number; readonly entries: number; readonly bytes: number } {
    return { hits: this.#hits, misses: this.#misses, entries: this.#entries.size, bytes: this.#bytes };
  }

  #store(key: string, mark: Mark): void {
    const size = mark.pixels.length;
    if (size > this.maxBytes) return;
    // Two concurrent misses for one key both render; the later one replaces the earlier.
    this.#remove(key);
    this.#entries.set(key, mark);
    this.#bytes += size;
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes <= this.maxBytes) break;
      this.#remove(oldest);
    }
  }

  #remove(key: string): void {
    const mark = this.#entries.get(key);
    if (!mark) return;
    this.#entries.delete(key);
    this.#bytes -= mark.pixels.length;
  }
}
