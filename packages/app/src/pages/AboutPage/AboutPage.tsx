import { useTranslation } from '@libatlas/i18n';
import { AboutContent, PageContainer } from '@libatlas/ui';
import { useSettings } from '../../settings/useSettings';
import { PageHead } from '../../head/PageHead';

/** About (spec §2); the contact button writes to the address the admin set. */
export function AboutPage() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  return (
    <PageContainer>
      <PageHead name={t('nav.about')} description={t('about.description')} />
      <AboutContent contactEmail={settings.contactEmail} />
    </PageContainer>
  );
}
