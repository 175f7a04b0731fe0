import { useTranslation } from '@libatlas/i18n';
import { DatasetView, PageContainer } from '@libatlas/ui';
import { useEffect } from 'react';
import { useDatasetSummary } from '../../api/dataset';
import { PageHead } from '../../head/PageHead';
import { useSiteOrigin } from '../../ssr/useSiteOrigin';

/**
 * Open data (issue 31): the directory as a dataset, its downloads, licence, fields, feeds, API and
 * the map's embed code, with the dataset's structured data in the page's head.
 */
export function DataPage() {
  const { t } = useTranslation();
  const origin = useSiteOrigin();
  const { data: summary, error, isLoading, mutate } = useDatasetSummary();

  useEffect(() => {
    if (error) console.error('Failed to load the dataset summary', error);
  }, [error]);

  return (
    <PageContainer>
      <PageHead name={t('data.title')} description={t('data.description')} dataset={summary} />
      <DatasetView
        state={isLoading ? 'loading' : error || !summary ? 'error' : 'loaded'}
        summary={summary}
        origin={origin}
        onRetry={() => void mutate()}
      />
    </PageContainer>
  );
}
