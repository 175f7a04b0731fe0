import { AboutContent, PageContainer } from '@libatlas/ui';
import { useSettings } from '../../api/settings';

/** About (spec §2); the contact button writes to the address the admin set. */
export function AboutPage() {
  const { settings } = useSettings();
  return (
    <PageContainer>
      <AboutContent contactEmail={settings.contactEmail} />
    </PageContainer>
  );
}
