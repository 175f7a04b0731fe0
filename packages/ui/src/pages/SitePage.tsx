import type { ReactNode } from 'react';
import { DEFAULT_SITE_SETTINGS, type SessionUser } from '@libatlas/contracts';
import { localized, useLanguage } from '@libatlas/i18n';
import { AppLayout } from '../AppLayout/index.ts';
import { UserMenu } from '../UserMenu/index.ts';

export interface SitePageProps {
  /** Who is looking: a signed-in user gets the user menu, a visitor (null) the Login button. */
  user: SessionUser | null;
  /** The footer's credit in each language; the default site settings' when omitted. */
  ownerName?: { en: string; ar: string };
  /** The page's body, as the route renders it inside the shell. */
  children: ReactNode;
}

/** Stories are screenshotted: the footer's year must not move with the clock. */
const STORY_YEAR = 2026;

/**
 * A whole page of the site for the Pages stories: the header, the page and the footer, composed
 * as the app's shell composes them (`AppLayout` with the signed-in user's `UserMenu`), over sample
 * data. The Login button and the user menu's links do nothing here.
 */
export function SitePage({
  user,
  ownerName = DEFAULT_SITE_SETTINGS.ownerName,
  children,
}: SitePageProps) {
  const { language } = useLanguage();
  return (
    <AppLayout
      ownerName={localized(ownerName, language)}
      year={STORY_YEAR}
      onLogin={() => undefined}
      actions={user ? <UserMenu user={user} onSignOut={() => undefined} /> : undefined}
    >
      {children}
    </AppLayout>
  );
}
