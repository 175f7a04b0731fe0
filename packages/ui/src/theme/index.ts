export { contrastRatio, readableTextOn } from './contrastRatio.ts';
export { createSiteTheme, type SiteThemeExtras } from './createSiteTheme.ts';
export {
  DirectionCacheProvider,
  type DirectionCacheProviderProps,
} from './DirectionCacheProvider.tsx';
export { createEmotionCache, emotionCacheFor, ltrCache, rtlCache } from './emotionCaches.ts';
export { FONT_PAIRS, fontStack } from './fonts.ts';
export { paletteContrasts, type ContrastCheck, type PaletteContrast } from './paletteContrasts.ts';
export { SiteThemeProvider, type SiteThemeProviderProps } from './SiteThemeProvider.tsx';
