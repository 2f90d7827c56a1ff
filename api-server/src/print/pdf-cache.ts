import { createHash } from 'node:crypto';

/**
 * The blank questionnaires' PDFs, kept in memory: the same definition and variant print the same bytes, and
 * testers fetch them before every round. Keyed by the definition's year, version, a hash of its content
 * (a definition nobody has answered yet may still change without a new version) and the variant. Holds the
 * promise, so callers asking at once share one rendering; a failed rendering is forgotten. The least recently
 * used entries go beyond `limit`.
 */
export class PdfCache {
  private readonly entries = new Map<string, Promise<Uint8Array>>();

  constructor(private readonly limit = 24) {}

  get size(): number {
    return this.entries.size;
  }

  /** The cached bytes under the key, or those `make` renders now (and keeps). */
  get(key: string, make: () => Promise<Uint8Array>): Promise<Uint8Array> {
    const known = this.entries.get(key);
    if (known) {
      // Map keeps insertion order: the entry moves to the end (the most recently used).
      this.entries.delete(key);
      this.entries.set(key, known);
      return known;
    }
    const made = make();
    this.entries.set(key, made);
    made.catch(() => {
      if (this.entries.get(key) === made) this.entries.delete(key);
    });
    while (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return made;
  }
}

/** A cache key for a definition: 'year/version/variant/content hash'. */
export function definitionKey(def: { year: number; version: number }, variant: string): string {
  const hash = createHash('sha256').update(JSON.stringify(def)).digest('hex').slice(0, 16);
  return `${def.year}/v${def.version}/${variant}/${hash}`;
}
