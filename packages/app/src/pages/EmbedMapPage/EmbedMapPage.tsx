import { REGIONS } from '@libatlas/contracts';
import { useLanguage, useTranslation } from '@libatlas/i18n';
import { EmbeddedMap, regionLabelKey } from '@libatlas/ui';
import { useSearchParams } from 'react-router-dom';
import { useDirectoryMap } from '../../api/directoryMap';
import { PageHead } from '../../head/PageHead';
import { useSettings } from '../../settings/useSettings';
import { useSiteOrigin } from '../../ssr/useSiteOrigin';

/** The region `?region=` names by its English name (any case), if it names one. */
function regionAsked(value: string | null) {
  const asked = value?.trim().toLowerCase();
  return asked ? REGIONS.find((region) => region.en.toLowerCase() === asked) : undefined;
}

/**
 * The embeddable map (`/embed/map`, issue 31), the only page other sites may frame: the atlas's
 * markers (one region's with `?region=`, in the language of `?lang=`), grouped by the server for
 * the box in view (issue 32: the frame never holds the whole directory), each linking to the
 * library's page of the atlas in a new tab, without the site's header and footer. A region the
 * address misnames shows the whole map rather than an empty one.
 */
export function EmbedMapPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const origin = useSiteOrigin();
  const { settings } = useSettings();
  const [params] = useSearchParams();
  const region = regionAsked(params.get('region'));
  // The server's groups and libraries for the box in view, asked once the map is laid out.
  const { data, error, mutate, onViewChange } = useDirectoryMap({
    region: region?.en ?? 'all',
    lang: language,
  });

  // The atlas opens in the language the map is read in, at the region the map shows.
  const atlasUrl = region
    ? `${origin}/libraries?${new URLSearchParams({ region: region.en, view: 'map', lang: language })}`
    : `${origin}/?lang=${language}`;
  const label = region ? t(regionLabelKey(region.en)) : t('map.label');
  return (
    <>
      <PageHead name={label} />
      <EmbeddedMap
        libraries={data?.libraries ?? []}
        clusters={data?.clusters ?? []}
        bounds={data?.bounds}
        onViewChange={onViewChange}
        error={Boolean(error)}
        onRetry={() => void mutate()}
        tileUrl={settings.tileUrl}
        atlasUrl={atlasUrl}
        libraryUrl={(id) => `${origin}/libraries/${encodeURIComponent(id)}?lang=${language}`}
        label={label}
      />
    </>
  );
}
