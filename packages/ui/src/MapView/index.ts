export { LazyMapView as MapView } from './LazyMapView.tsx';
export { MapSkeleton, type MapSkeletonProps } from './MapSkeleton.tsx';
export type { MapLocation, MapViewProps, MapViewState } from './MapViewProps.ts';
export {
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_ZOOM,
  OSM_ATTRIBUTION,
  OSM_TILE_URL,
} from './mapDefaults.ts';
