import { LibraryDetailView, MapView, PageContainer } from '@libatlas/ui';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useLibrary } from '../../api/libraries';
import { useSettings } from '../../api/settings';

/** How close the detail page's map opens on the library. */
const DETAIL_ZOOM = 14;

/** Library detail (spec §2): the library, its contact details and a small map of its location. */
export function LibraryDetailPage() {
  const { id } = useParams();
  const { settings } = useSettings();
  const { data: library, error, isLoading } = useLibrary(id);

  useEffect(() => {
    if (error) console.error('Failed to load library', error);
  }, [error]);

  const state = isLoading ? 'loading' : error || !library ? 'error' : 'loaded';
  const hasLocation = library && (library.location.lat !== 0 || library.location.lng !== 0);
  return (
    <PageContainer>
      <LibraryDetailView
        state={state}
        library={library}
        mapSlot={
          hasLocation ? (
            <MapView
              libraries={[library]}
              tileUrl={settings.tileUrl}
              // The view's map frame sets the height for each screen size; the map fills it.
              height="100%"
              center={library.location}
              zoom={DETAIL_ZOOM}
              // Below the name and the text, which are the first paint: Leaflet can wait.
              deferred
            />
          ) : undefined
        }
      />
    </PageContainer>
  );
}
