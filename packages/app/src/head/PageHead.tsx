import { useTranslation } from '@libatlas/i18n';
import { useContext, useEffect } from 'react';
import { documentTitle } from './documentTitle';
import { PageHeadContext, type PageHeadFields } from './PageHeadContext';

/**
 * A page names itself (and, for search engines and link previews, describes itself): in the
 * browser it sets the document's title in the active language; on the server the fields go into
 * the head of the HTML it sends (title, description, canonical and language links, Open Graph,
 * the library's structured data). Renders nothing.
 */
export function PageHead(fields: PageHeadFields) {
  const { t } = useTranslation();
  // On the server, where effects never run, the head is collected while the page is drawn.
  useContext(PageHeadContext)?.(fields);
  const title = documentTitle(t('app.title'), fields.name);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
