import {
  DEFAULT_SITE_SETTINGS,
  siteSettingsSchema,
  type PublicSettings,
  type SiteSettings,
} from '@libatlas/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { now } from './clock';
import { siteSettings } from '../db/schema';
import type { AuthContext } from './sessions';

/**
 * The saved settings over the defaults. Nested groups merge key by key, so a setting added to the
 * contract later gets its default instead of breaking what was saved before it existed. A setting
 * the contract now refuses (a hero image an older version took, which could end the page's
 * `<style>` element) gets its default too, and only it: the rest of the admin's choices stay.
 */
export function mergeSettings(saved: Partial<SiteSettings> | undefined): SiteSettings {
  const merged: Record<string, unknown> = {
    ...DEFAULT_SITE_SETTINGS,
    ...saved,
    customColors: { ...DEFAULT_SITE_SETTINGS.customColors, ...saved?.customColors },
    fontSizes: { ...DEFAULT_SITE_SETTINGS.fontSizes, ...saved?.fontSizes },
  };
  const parsed = siteSettingsSchema.safeParse(merged);
  if (parsed.success) return parsed.data;
  const refused = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  const defaults: Record<string, unknown> = DEFAULT_SITE_SETTINGS;
  for (const key of Object.keys(merged)) if (refused.has(key)) merged[key] = defaults[key];
  const mended = siteSettingsSchema.safeParse(merged);
  return mended.success ? mended.data : DEFAULT_SITE_SETTINGS;
}

async function readSettings(db: Database): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  return mergeSettings(row?.settings);
}

/** GET /api/settings (public): what every visitor's theme is built from, plus the map tile URL. */
export async function getPublicSettings(db: Database, tileUrl: string): Promise<PublicSettings> {
  return { ...(await readSettings(db)), tileUrl };
}

/** PUT /api/settings (admin): replaces the whole set of options. */
export async function saveSettings(
  db: Database,
  auth: AuthContext,
  settings: SiteSettings,
  tileUrl: string,
): Promise<PublicSettings> {
  await db
    .insert(siteSettings)
    .values({ id: 1, settings, updatedBy: auth.user.id })
    .onConflictDoUpdate({
      target: siteSettings.id,
      set: { settings, updatedBy: auth.user.id, updatedAt: now() },
    });
  return getPublicSettings(db, tileUrl);
}

/** Creates the settings row with the defaults on first start. */
export async function ensureSettings(db: Database): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ id: 1, settings: DEFAULT_SITE_SETTINGS })
    .onConflictDoNothing();
}
