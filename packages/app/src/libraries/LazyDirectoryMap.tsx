import { MapSkeleton } from '@libatlas/ui';
import { lazy, Suspense } from 'react';
import type { DirectoryMapProps } from './DirectoryMap';

// The map's questions (its hook, the answer's check, its error) load with the map, beside the
// page: the Libraries page's first load is within its budget without them (npm run budget).
const DirectoryMap = lazy(() =>
  import('./DirectoryMap').then((module) => ({ default: module.DirectoryMap })),
);

/** DirectoryMap, its code loaded when first drawn; the map's space is held meanwhile. */
export function LazyDirectoryMap(props: DirectoryMapProps) {
  return (
    <Suspense fallback={<MapSkeleton height={props.height} />}>
      <DirectoryMap {...props} />
    </Suspense>
  );
}
