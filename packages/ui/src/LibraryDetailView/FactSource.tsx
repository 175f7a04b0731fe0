import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { FactSource as Source } from '@libatlas/contracts';
import { useLanguage, useTranslation } from '@libatlas/i18n';
import { NewTabHint } from '../shared/NewTabHint.tsx';
import { sourceDate } from './visitLinks.ts';

/** The page a fact was read from, small under the fact: "Source · page dated 2014". */
export function FactSource({ source }: { source: Source | undefined }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (!source) return null;
  const date = sourceDate(source.date, language);
  return (
    <Typography
      component="span"
      variant="caption"
      color="text.secondary"
      data-fact-source
      sx={{ display: 'block', mt: 0.25 }}
    >
      <Link href={source.url} target="_blank" rel="noopener noreferrer" color="inherit">
        {t('library.visit.source')}
        <NewTabHint />
      </Link>
      {' · '}
      {date ? t('library.visit.pageDated', { date }) : t('library.visit.undated')}
    </Typography>
  );
}
