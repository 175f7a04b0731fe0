import type { PublicSettings } from './settings';
import {
  ACCENT_COLORS,
  COLOR_SCHEMES,
  CONTENT_WIDTHS,
  FONT_FAMILIES,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  NAVIGATION_STYLES,
} from './settingsOptions';
import { isBilingual, isOneOf, isRecord, isString } from './shapeChecks';

// Kept apart from settings.ts so that it needs no zod: the browser reads the settings it kept
// from the last visit with it, before its first paint.

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

function isFontSize(value: unknown): boolean {
  return (
    Number.isInteger(value) && Number(value) >= FONT_SIZE_MIN && Number(value) <= FONT_SIZE_MAX
  );
}

/**
 * The public site settings in a value, or undefined when it has not their shape
 * (`publicSettingsSchema`'s fields, types, options, colours and font sizes; the email's syntax is
 * the server's to check). As the schema does, a single footer name (saved before there were two)
 * serves both languages. The contracts' tests hold it to the schema.
 */
export function toPublicSettings(value: unknown): PublicSettings | undefined {
  if (!isRecord(value)) return undefined;
  const { customColors, fontSizes } = value;
  const ownerName = isString(value.ownerName)
    ? { en: value.ownerName, ar: value.ownerName }
    : value.ownerName;
  const valid =
    isOneOf(COLOR_SCHEMES, value.colorScheme) &&
    isOneOf(ACCENT_COLORS, value.accent) &&
    isRecord(customColors) &&
    isString(customColors.primary) &&
    HEX_COLOR.test(customColors.primary) &&
    isString(customColors.background) &&
    HEX_COLOR.test(customColors.background) &&
    isOneOf(NAVIGATION_STYLES, value.navigationStyle) &&
    isOneOf(CONTENT_WIDTHS, value.contentWidth) &&
    isOneOf(FONT_FAMILIES, value.fontFamily) &&
    isRecord(fontSizes) &&
    isFontSize(fontSizes.headings) &&
    isFontSize(fontSizes.body) &&
    isFontSize(fontSizes.small) &&
    isString(value.heroImage) &&
    typeof value.roundedCorners === 'boolean' &&
    typeof value.shadowEffect === 'boolean' &&
    typeof value.hoverZoom === 'boolean' &&
    isBilingual(ownerName) &&
    isString(value.contactEmail) &&
    isString(value.tileUrl);
  return valid ? ({ ...value, ownerName } as PublicSettings) : undefined;
}
