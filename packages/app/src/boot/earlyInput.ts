import type { EarlyEvent } from './EarlyEvent';

/** What the app replays: each early event, with what its box or list held at the handover. */
export interface TakenEvent extends EarlyEvent {
  value?: string;
}

/** The boot script's events so far; its capture stops. */
const takeAll = (): EarlyEvent[] => window.libatlasEarlyInput?.take() ?? [];

/**
 * What the reader did before the app took the page over (see app/src/boot/boot.ts). `drop` stops
 * the boot script's capture and forgets it, for a page the app draws anew. `replay`, once the page
 * has hydrated, stops it (React's own listeners take over from there), notes what each box holds
 * (the reader's words: a render before the replay, whose code loads only when there is something
 * to replay, could put the server's value back into the node) and acts it out, leaving out the
 * boxes the reader changes again meanwhile (React has their latest words).
 */
export const earlyInput = {
  drop(): void {
    takeAll();
  },
  replay(): void {
    const events: TakenEvent[] = takeAll().map((early) =>
      early.kind === 'click'
        ? early
        : { ...early, value: (early.target as HTMLInputElement | HTMLSelectElement).value },
    );
    if (events.length === 0) return;
    const heard = new Set<EventTarget | null>();
    const hear = (event: Event) => heard.add(event.target);
    const types = ['input', 'change'];
    for (const type of types) addEventListener(type, hear, true);
    void import('./replayEarlyInput').then(({ replayEarlyInput }) => {
      for (const type of types) removeEventListener(type, hear, true);
      return replayEarlyInput(events.filter((early) => !heard.has(early.target)));
    });
  },
};
