import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import { flipToRtl } from './flipToRtl.ts';

/** The RTL cache's plugins, one array for every cache made, so Emotion's compiled styles are shared. */
const RTL_PLUGINS = [prefixer, flipToRtl];

/**
 * A new Emotion cache for a direction: the RTL one flips left/right in every style it inserts.
 * The keys differ so the two directions' class names never collide. The browser uses one of each
 * for the life of the page (below); the server makes one per page it draws, to collect the styles
 * of that page alone.
 */
export function createEmotionCache(direction: 'ltr' | 'rtl'): EmotionCache {
  return direction === 'rtl'
    ? createCache({ key: 'mui-rtl', stylisPlugins: RTL_PLUGINS })
    : createCache({ key: 'mui' });
}

// One cache per direction for the life of the page: switching language swaps which cache is
// provided instead of creating a new one, so styles already inserted for a direction are reused
// and nothing reloads. Made when this module loads, each picks up the styles of a page drawn by
// the server (its <style data-emotion> elements) as already inserted.
export const ltrCache: EmotionCache = createEmotionCache('ltr');
export const rtlCache: EmotionCache = createEmotionCache('rtl');

/** The page's Emotion cache for a direction. */
export function emotionCacheFor(direction: 'ltr' | 'rtl'): EmotionCache {
  return direction === 'rtl' ? rtlCache : ltrCache;
}
