import Typography from '@mui/material/Typography';
import { useTranslation } from '@libatlas/i18n';
import { PageContainer } from '../PageContainer/index.ts';

export interface PagePlaceholderProps {
  /** The page's name, already translated; it becomes the page heading. */
  title: string;
}

/**
 * - **Use it** for a route that exists but whose page is not built yet.
 * - **Don't use it** for an empty list or a failed load: use the list's empty message or
 *   `RetryAlert`.
 *
 * Stands in for a page that is not built yet: its heading and a translated "coming soon" line.
 */
export function PagePlaceholder({ title }: PagePlaceholderProps) {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{t('pages.placeholder', { page: title })}</Typography>
    </PageContainer>
  );
}
