/**
 * Numbers in [0, 1) drawn from `seed` (mulberry32): the same sequence for the same seed, in the
 * browser and on the server. A library's generated cover is drawn from its id; the server's test
 * mode draws Home's featured libraries from a fixed seed, so a screenshot shows the same draw.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
