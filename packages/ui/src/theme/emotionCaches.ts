import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

// One cache per direction for the life of the page: switching language swaps which cache is
// provided instead of creating a new one, so styles already inserted for a direction are reused
// and nothing reloads. The keys differ so the two caches' class names never collide.
export const ltrCache: EmotionCache = createCache({ key: 'mui' });
export const rtlCache: EmotionCache = createCache({
  key: 'mui-rtl',
  stylisPlugins: [prefixer, rtlPlugin],
});

/** The Emotion cache for a direction: the RTL one flips left/right in every style it inserts. */
export function emotionCacheFor(direction: 'ltr' | 'rtl'): EmotionCache {
  return direction === 'rtl' ? rtlCache : ltrCache;
}
