import type { PrecompressedBody } from './PrecompressedBody';

/** A page as it was sent: its status and its body, made and compressed once. */
export interface RenderedPageEntry {
  status: number;
  body: PrecompressedBody;
}

/**
 * The pages drawn lately, by what they were drawn from (address, language, origin and the API
 * answers' text), so a page whose data has not changed is drawn once and sent many times. The
 * least recently used go first once the bodies pass `maxBytes`.
 */
export class RenderedPageCache {
  private readonly entries = new Map<string, RenderedPageEntry>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): RenderedPageEntry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: RenderedPageEntry): void {
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.body.identity.length;
      this.entries.delete(key);
    }
    this.entries.set(key, entry);
    this.bytes += entry.body.identity.length;
    for (const [oldest, { body }] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= body.identity.length;
    }
  }
}
