import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { MapSkeleton } from './MapSkeleton.tsx';
import { useInBrowser } from './useInBrowser.ts';
import type { MapViewProps } from './MapViewProps.ts';

// Leaflet, its plugins and their CSS are fetched only when a map is first drawn, so that pages
// without a map (and the main bundle) never download them.
const MapViewImpl = lazy(() => import('./MapView.tsx'));

/** How far ahead of the screen a deferred map starts loading. */
const NEAR_SCREEN = '300px';

/**
 * - **Use it** to place libraries on a map (Libraries map view, Regions, a library's page) or to
 *   pick a location in the library form.
 * - **Don't use it** to show one address as text, or where a list answers the question: the map is
 *   the heaviest component and loads its code on demand.
 *
 * The map of libraries (spec §2 Map component), loaded on demand: a skeleton of the same height
 * shows until Leaflet has arrived, and, for a `deferred` map, until the map nears the screen. See
 * `MapViewProps` for what it shows and how pick mode works.
 */
export function LazyMapView({ deferred = false, ...props }: MapViewProps) {
  // Leaflet needs a browser: a page drawn by the server, and its hydration, show the skeleton; a
  // map that is not deferred is drawn right after.
  const inBrowser = useInBrowser();
  const [near, setNear] = useState(false);
  const wanted = inBrowser && (!deferred || near);
  const placeholder = useRef<HTMLDivElement>(null);
  const height = props.height ?? 500;

  useEffect(() => {
    if (wanted || !deferred) return;
    const want = () => setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) want();
      },
      { rootMargin: NEAR_SCREEN },
    );
    if (placeholder.current) observer.observe(placeholder.current);
    return () => observer.disconnect();
  }, [wanted, deferred]);

  if (!wanted) return <MapSkeleton ref={placeholder} height={height} />;
  return (
    <Suspense fallback={<MapSkeleton height={height} />}>
      <MapViewImpl {...props} />
    </Suspense>
  );
}
