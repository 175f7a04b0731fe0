import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { MouseEvent } from 'react';
import { formatNumber, useLanguage, useTranslation } from '@libatlas/i18n';
import { claimPress } from '../claimPress.ts';
import { pagesShown } from './pagesShown.ts';

export interface PageLinksProps {
  /** The page shown, from 1. */
  page: number;
  /** How many pages the list has. */
  count: number;
  /** The address of a page of the list: every link goes there, with or without the app's code. */
  hrefOf: (page: number) => string;
  /**
   * Called with a page when the reader follows its link (a plain click or Enter): the app shows
   * it in place of the browser loading its address. Without it, the browser follows the link.
   */
  onChange?: (page: number) => void;
}

/**
 * - **Use it** below a list shown a page at a time (the Libraries page's cards).
 * - **Don't use it** for a list that grows as the reader scrolls, or for steps of a form.
 *
 * The pages of a list as a row of real links (Previous, the first and last pages, those around
 * the one shown, Next) in a labelled navigation: without JavaScript the browser follows them and
 * the server draws that page; with it, `onChange` shows the page in place. The page shown is
 * marked as the current one. Nothing is drawn for a list of one page.
 */
export function PageLinks({ page, count, hrefOf, onChange }: PageLinksProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (count <= 1) return null;

  const follow = (to: number) => (event: MouseEvent<HTMLElement>) => {
    if (onChange && claimPress(event)) onChange(to);
  };
  const link = (to: number) => ({ component: 'a', href: hrefOf(to), onClick: follow(to) }) as const;

  return (
    <Box component="nav" aria-label={t('libraries.pages')} sx={{ mt: 4 }}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <li>
          {page > 1 ? (
            <Button {...link(page - 1)} rel="prev">
              {t('libraries.previousPage')}
            </Button>
          ) : (
            <Button disabled>{t('libraries.previousPage')}</Button>
          )}
        </li>
        {pagesShown(page, count).map((shown, index) =>
          shown === null ? (
            <Box component="li" key={`gap-${index}`} aria-hidden sx={{ px: 0.5 }}>
              …
            </Box>
          ) : (
            <li key={shown}>
              <Button
                {...link(shown)}
                variant={shown === page ? 'contained' : 'text'}
                aria-current={shown === page ? 'page' : undefined}
                aria-label={t('libraries.pageNumber', { page: formatNumber(shown, language) })}
                sx={{ minWidth: 40, px: 1 }}
              >
                {formatNumber(shown, language)}
              </Button>
            </li>
          ),
        )}
        <li>
          {page < count ? (
            <Button {...link(page + 1)} rel="next">
              {t('libraries.nextPage')}
            </Button>
          ) : (
            <Button disabled>{t('libraries.nextPage')}</Button>
          )}
        </li>
      </Box>
    </Box>
  );
}
