import { lazy, Suspense } from 'react';
import { MapSkeleton } from './MapSkeleton.tsx';
import type { MapViewProps } from './MapViewProps.ts';

// Leaflet, its plugins and their CSS are fetched only when a map is first drawn, so that pages
// without a map (and the main bundle) never download them.
const MapViewImpl = lazy(() => import('./MapView.tsx'));

/**
 * - **Use it** to place libraries on a map (Libraries map view, Regions, a library's page) or to
 *   pick a location in the library form.
 * - **Don't use it** to show one address as text, or where a list answers the question: the map is
 *   the heaviest component and loads its code on demand.
 *
 * The map of libraries (spec §2 Map component), loaded on demand: a skeleton of the same height
 * shows until Leaflet has arrived. See `MapViewProps` for what it shows and how pick mode works.
 */
export function LazyMapView(props: MapViewProps) {
  return (
    <Suspense fallback={<MapSkeleton height={props.height ?? 500} />}>
      <MapViewImpl {...props} />
    </Suspense>
  );
}
