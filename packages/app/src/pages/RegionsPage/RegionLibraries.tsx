import type { RegionName } from '@libatlas/contracts';
import { useLanguage, useTranslation } from '@libatlas/i18n';
import { LibraryCard, RegionSection } from '@libatlas/ui';
import { useEffect } from 'react';
import { useDirectorySearch } from '../../api/directorySearch';
import { useShell } from '../../layout/useShell';
import { useAuth } from '../../session/useAuth';
import { REGION_CARDS, regionQuery } from './regionQuery';

export interface RegionLibrariesProps {
  /** The region, by its English name. */
  region: RegionName;
}

/**
 * One region of the Regions page: its count and first cards from the server's search (never the
 * whole list), a link to all of them on the Libraries page, and its own loading and error states,
 * so one region that fails leaves the others shown.
 */
export function RegionLibraries({ region }: RegionLibrariesProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { user } = useAuth();
  const { editLibrary } = useShell();
  const canEdit = user?.isAdmin ?? false;
  const { data, error, mutate } = useDirectorySearch(regionQuery(region, language));

  useEffect(() => {
    if (error) console.error(`Failed to load the libraries of ${region}`, error);
  }, [error, region]);

  return (
    <RegionSection
      region={region}
      count={data?.total}
      loadingCount={REGION_CARDS}
      // A failed revalidation keeps the answer on screen; only a region with none says it failed.
      error={error && !data ? t('libraries.loadError') : undefined}
      onRetry={() => void mutate()}
      allHref={`/libraries?${new URLSearchParams({ region })}`}
    >
      {data?.items.map((library) => (
        <LibraryCard key={library.id} library={library} canEdit={canEdit} onEdit={editLibrary} />
      ))}
    </RegionSection>
  );
}
