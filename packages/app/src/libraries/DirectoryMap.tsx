import type { RegionName } from '@libatlas/contracts';
import { useLanguage, useTranslation } from '@libatlas/i18n';
import { MapView, RetryAlert } from '@libatlas/ui';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useDirectoryMap } from '../api/directoryMap';
import { useSettings } from '../settings/useSettings';

export interface DirectoryMapProps {
  /** One region's libraries (its English name), or every region's. */
  region?: RegionName | 'all';
  /** The words of the page's search: only the libraries it finds exactly; every library when empty. */
  search?: string;
  /** Height of the map: pixels as a number (500) or any CSS length ('70vh', '100%'). */
  height: number | string;
  /** Each popup links to the library's page in the atlas (/libraries/{id}). */
  linkToDetails?: boolean;
}

/**
 * The directory's map for a region and a search (issue 32): it asks the server for the groups and
 * libraries in the box in view at its zoom, once laid out and after each move or zoom, and fits
 * itself to all of the filter's libraries on the first answer and whenever the filter changes.
 * The browser never holds the whole directory to draw it, and a page drawn by the server carries
 * none of it (the map, and its first question, come once the page runs in the browser).
 */
export function DirectoryMap({
  region = 'all',
  search = '',
  height,
  linkToDetails = false,
}: DirectoryMapProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { settings } = useSettings();
  const { data, error, mutate, view, onViewChange } = useDirectoryMap({
    region,
    q: search,
    lang: language,
  });

  return (
    <Box sx={{ position: 'relative', height }} aria-busy={view !== null && !data && !error}>
      <MapView
        clusters={data?.clusters ?? []}
        libraries={data?.libraries ?? []}
        bounds={data?.bounds}
        onViewChange={onViewChange}
        tileUrl={settings.tileUrl}
        height="100%"
        linkToDetails={linkToDetails}
      />
      {view !== null && !data && !error && (
        <Paper
          role="status"
          elevation={2}
          sx={{
            position: 'absolute',
            top: 10,
            insetInline: 0,
            mx: 'auto',
            width: 'fit-content',
            px: 1.5,
            py: 0.75,
            zIndex: 1000,
            typography: 'body2',
          }}
        >
          {t('map.updating')}
        </Paper>
      )}
      {error && (
        <RetryAlert
          message={t('map.fetchError')}
          onRetry={() => void mutate()}
          sx={{
            position: 'absolute',
            bottom: 32,
            insetInline: 16,
            mx: 'auto',
            maxWidth: 480,
            zIndex: 1000,
            boxShadow: 2,
          }}
        />
      )}
    </Box>
  );
}
