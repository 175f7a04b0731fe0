import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { MapBox, MapCluster, MapLibrary } from '@libatlas/contracts';
import { useLanguage, useTranslation } from '@libatlas/i18n';
import { NewTabHint } from '../shared/NewTabHint.tsx';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { MapView, type MapViewState } from '../MapView/index.ts';
import { RetryAlert } from '../RetryAlert/index.ts';

export interface EmbeddedMapProps {
  /**
   * The libraries on the map (one region's, or all); none while they load. With `clusters`, the
   * single libraries of the server's answer for the box in view.
   */
  libraries?: readonly MapLibrary[];
  /** The server's groups for the box in view (see MapView); the map groups nothing itself then. */
  clusters?: readonly MapCluster[];
  /** The box around all the map's libraries, which the map fits itself to (with `clusters`). */
  bounds?: MapBox | null;
  /** Called with the box and zoom in view once laid out and after each move (see MapView). */
  onViewChange?: (view: MapViewState) => void;
  /** The list failed to load: said over the map, with Try Again. */
  error?: boolean;
  /** Offered with the error as Try Again, when given. */
  onRetry?: () => void;
  /** Tile URL template from the site's settings (`''`: the basemap alone). */
  tileUrl?: string;
  /** The atlas's absolute address, which "Open the atlas" opens in a new tab. */
  atlasUrl: string;
  /** The absolute address of a library's page, each popup's link (a new tab too). */
  libraryUrl: (libraryId: string) => string;
  /** The map's name (a region's map: "Europe"); "Map of national libraries" by default. */
  label?: string;
}

/**
 * - **Use it** as the whole of the embeddable map (`/embed/map`), inside another site's `<iframe>`.
 * - **Don't use it** inside the atlas's own pages: use `MapView`, whose links stay in the tab.
 *
 * The atlas's map alone, filling the frame: the markers fitted into view, each popup's links
 * opening the atlas in a new tab (never inside the frame), and a small "Open the atlas" link on
 * the map. It works with the basemap alone when the tiles fail.
 */
export function EmbeddedMap({
  libraries,
  clusters,
  bounds,
  onViewChange,
  error = false,
  onRetry,
  tileUrl,
  atlasUrl,
  libraryUrl,
  label,
}: EmbeddedMapProps) {
  const { t } = useTranslation();
  const { direction } = useLanguage();
  const name = label ?? t('map.label');
  return (
    <Box
      component="main"
      sx={{
        position: 'relative',
        height: '100vh',
        overflow: 'hidden',
        bgcolor: 'background.default',
      }}
    >
      <Box component="h1" sx={visuallyHidden}>
        {name}
      </Box>
      <MapView
        libraries={libraries}
        clusters={clusters}
        bounds={bounds}
        onViewChange={onViewChange}
        tileUrl={tileUrl}
        height="100%"
        // The server's answers change as the reader pans: the map fits their `bounds` instead.
        fitToLibraries={clusters === undefined}
        detailsUrl={libraryUrl}
        label={name}
      />
      {/* Top right in both languages, clear of the zoom buttons, which the map keeps top left. */}
      <Box dir="ltr" sx={{ position: 'absolute', top: 10, insetInlineEnd: 10, zIndex: 1000 }}>
        <Paper elevation={2} dir={direction} sx={{ px: 1.5, py: 0.75 }}>
          <Link
            href={atlasUrl}
            target="_blank"
            rel="noopener"
            variant="body2"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 700 }}
          >
            {t('map.openAtlas')}
            <OpenInNewIcon aria-hidden sx={{ fontSize: '1rem' }} />
            <NewTabHint />
          </Link>
        </Paper>
      </Box>
      {error && (
        <RetryAlert
          message={t('library.fetchError')}
          onRetry={onRetry}
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
