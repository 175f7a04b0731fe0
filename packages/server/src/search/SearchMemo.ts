/** Values a memo holds at most: the oldest learned is forgotten first. */
const CAPACITY = 10_000;

/**
 * What searches learned that holds until the next write, for GET /api/directory/search: the total
 * of a text (a count over a million matches costs seconds, its next reading nothing) and where a
 * page of a search ends in the directory's order (the next page is read from there, not walked to
 * again from the start). Everything is for one data version (migration 0002, bumped by every
 * write): learning or asking at a newer one forgets what the older one knew, and what a request
 * that read an older version learns is dropped, so no answer mixes two versions' data.
 */
export class SearchMemo {
  #version: number | undefined;
  readonly #values = new Map<string, unknown>();

  /** What was learned at `version` under `key`, or `learn`'s answer, kept for the next asker. */
  async remember<T>(version: number, key: string, learn: () => Promise<T>): Promise<T> {
    this.#turnTo(version);
    if (this.#values.has(key)) return this.#values.get(key) as T;
    const value = await learn();
    this.keep(version, key, value);
    return value;
  }

  /** What was learned at `version` under `key`, if anything. */
  recall<T>(version: number, key: string): T | undefined {
    this.#turnTo(version);
    return this.#values.get(key) as T | undefined;
  }

  /** Keeps `value` under `key`, unless the data changed since `version` was read. */
  keep(version: number, key: string, value: unknown): void {
    this.#turnTo(version);
    if (version !== this.#version) return;
    if (this.#values.size >= CAPACITY) this.#values.delete(this.#values.keys().next().value!);
    this.#values.set(key, value);
  }

  #turnTo(version: number): void {
    if (this.#version !== undefined && version <= this.#version) return;
    this.#version = version;
    this.#values.clear();
  }
}
