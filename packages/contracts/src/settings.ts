import { z } from 'zod';
import {
  ACCENT_COLORS,
  COLOR_SCHEMES,
  CONTENT_WIDTHS,
  FONT_FAMILIES,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  NAVIGATION_STYLES,
} from './settingsOptions';
import { UPLOAD_PATH_PATTERN } from './library';
import { httpUrlSchema } from './text';
import { validationMessages } from './validationMessages';

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: validationMessages.invalidColor });
const fontSize = z.number().int().min(FONT_SIZE_MIN).max(FONT_SIZE_MAX);
const ownerNameText = z.string().trim().max(120);

/**
 * The Home hero image: '' for none, an uploaded path or an https URL (the pages' CSP loads images
 * over https only). It is written into the page's CSS, inside a `<style>` element: it holds no
 * quote, angle bracket, backslash, space or control character, any of which could end its `url()`
 * or the element (an address needing one has it percent-encoded).
 */
const heroImageSchema = z.union([
  z.literal(''),
  z
    .string()
    .max(2048, { error: validationMessages.tooLong })
    .regex(UPLOAD_PATH_PATTERN, { error: validationMessages.invalidUrl }),
  z
    .string()
    .regex(/^https:\/\/[^\s"'<>\\\p{Cc}]+$/u, { error: validationMessages.invalidUrl })
    .pipe(httpUrlSchema),
]);

/** Every option of the Customise Website page (spec §2); stored on the server, public to read. */
export const siteSettingsSchema = z.object({
  colorScheme: z.enum(COLOR_SCHEMES),
  accent: z.enum(ACCENT_COLORS),
  /** The Custom scheme's colours. */
  customColors: z.object({ primary: hexColor, background: hexColor }),
  navigationStyle: z.enum(NAVIGATION_STYLES),
  contentWidth: z.enum(CONTENT_WIDTHS),
  fontFamily: z.enum(FONT_FAMILIES),
  fontSizes: z.object({ headings: fontSize, body: fontSize, small: fontSize }),
  heroImage: heroImageSchema,
  roundedCorners: z.boolean(),
  shadowEffect: z.boolean(),
  hoverZoom: z.boolean(),
  /**
   * The name credited in the footer (spec §1: the footer credits the developer or owner), in each
   * language. A single name (as saved before there were two) serves both.
   */
  ownerName: z.preprocess(
    (value) => (typeof value === 'string' ? { en: value, ar: value } : value),
    z.object({ en: ownerNameText, ar: ownerNameText }),
  ),
  /** The address the About page's contact button writes to. */
  contactEmail: z.union([z.literal(''), z.email()]),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** GET /api/settings: the saved settings plus the run-time map tile URL (design §4 TILE_URL). */
export const publicSettingsSchema = siteSettingsSchema.extend({ tileUrl: z.string() });
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
