import { getLuminance } from '@mui/material/styles';

/**
 * The WCAG 2 contrast ratio of two CSS colours (hex, rgb(), hsl()), from 1 (same) to 21 (black on
 * white). Body text needs at least 4.5, large text and interface parts at least 3.
 */
export function contrastRatio(a: string, b: string): number {
  const la = getLuminance(a);
  const lb = getLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Whichever of near-black and white text reads better on `background`. */
export function readableTextOn(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff')
    ? '#000000'
    : '#ffffff';
}
