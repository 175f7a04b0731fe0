import { useState } from 'react';
import Box from '@mui/material/Box';
import { DEFAULT_SITE_SETTINGS, type SessionUser, type SiteSettings } from '@libatlas/contracts';
import { countDistinct } from '@libatlas/directory';
import { useTranslation } from '@libatlas/i18n';
import { CustomizePanel } from '../CustomizePanel/index.ts';
import { FeaturedSection } from '../FeaturedSection/index.ts';
import { HomeHero } from '../HomeHero/index.ts';
import { LibraryCard } from '../LibraryCard/index.ts';
import { PageContainer } from '../PageContainer/index.ts';
import { libraryImageUrl } from '../libraryImageUrl.ts';
import { sampleHeroImage } from '../fixtures/sampleHeroImage.ts';
import { sampleLibraries } from '../fixtures/sampleLibraries.ts';
import { SiteThemeProvider } from '../theme/index.ts';
import { SitePage } from './SitePage.tsx';

export interface ThemePlaygroundProps {
  /** The admin at the panel. */
  user: SessionUser;
  /** The saved settings the playground starts from (and Cancel returns to). */
  saved?: SiteSettings;
}

/**
 * The theme playground: the Customise Website page as /customize runs it. Every change in its
 * panels is previewed at once on the whole site (header, footer, the panel itself) through
 * `SiteThemeProvider`, beside a sample of the Home page (hero and featured cards) so the card
 * style, the hero image and the fonts can be judged; Cancel returns to the saved settings and
 * Save keeps the preview as the new saved settings (nothing leaves the browser).
 */
export function ThemePlayground({
  user,
  saved: initial = DEFAULT_SITE_SETTINGS,
}: ThemePlaygroundProps) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(initial);
  const [preview, setPreview] = useState(initial);
  const [justSaved, setJustSaved] = useState(false);
  const dirty = JSON.stringify(preview) !== JSON.stringify(saved);
  const featured = sampleLibraries.slice(0, 3);
  return (
    <SiteThemeProvider settings={preview}>
      <SitePage user={user} ownerName={preview.ownerName}>
        <PageContainer>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 5fr) minmax(0, 7fr)' },
              gap: 4,
              alignItems: 'start',
            }}
          >
            <CustomizePanel
              value={preview}
              dirty={dirty}
              saved={justSaved && !dirty}
              onChange={(next) => {
                setJustSaved(false);
                setPreview(next);
              }}
              onCancel={() => setPreview(saved)}
              onSave={async () => {
                setSaved(preview);
                setJustSaved(true);
              }}
              onUploadHeroImage={async () => sampleHeroImage}
            />
            <Box>
              <HomeHero
                {...countDistinct(sampleLibraries)}
                backgroundImage={libraryImageUrl(preview.heroImage) ?? undefined}
              />
              <FeaturedSection title={t('home.featuredTitle')}>
                {featured.map((library) => (
                  <LibraryCard key={library.id} library={library} canEdit />
                ))}
              </FeaturedSection>
            </Box>
          </Box>
        </PageContainer>
      </SitePage>
    </SiteThemeProvider>
  );
}
