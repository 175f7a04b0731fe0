import { useTranslation } from '@libatlas/i18n';
import { PagePlaceholder } from '@libatlas/ui';
import type { ParseKeys } from 'i18next';

/** A route whose page is not built yet: a translated heading, never a blank screen. */
export function PlaceholderPage({ titleKey }: { titleKey: ParseKeys }) {
  const { t } = useTranslation();
  return <PagePlaceholder title={t(titleKey)} />;
}
