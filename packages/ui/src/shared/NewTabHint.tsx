import Box from '@mui/material/Box';
import { useTranslation } from '@libatlas/i18n';
import visuallyHidden from '@mui/utils/visuallyHidden';

/**
 * - **Use it** inside every link that opens a new tab.
 * - **Don't use it** on links that stay in the tab.
 *
 * The words "(opens in a new tab)" for screen readers, placed inside a link that opens one, so the
 * change of context is announced (WCAG technique G201) without cluttering the visible label.
 */
export function NewTabHint() {
  const { t } = useTranslation();
  return (
    <Box component="span" sx={visuallyHidden}>
      {' '}
      {t('library.opensInNewTab')}
    </Box>
  );
}
