import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { RegionFilterProps } from './RegionFilter.tsx';

// The dropdown loads beside the page instead of before it (a page drawn by the server shows the
// server's, which works as a plain form field meanwhile).
const RegionFilterImpl = lazy(() =>
  import('./RegionFilter.tsx').then((module) => ({ default: module.RegionFilter })),
);

/**
 * - **Use it** on a page's first screen where the region filter must not weigh on the first load
 *   (Libraries); it is what the package exports as `RegionFilter`.
 * - **Don't use it** inside a form that is itself loaded on demand: the dropdown there can come
 *   with the form.
 *
 * The region dropdown (see `RegionFilter`), loaded on demand: until it arrives a placeholder of
 * its size holds its place, so nothing moves when it appears.
 */
export function LazyRegionFilter(props: RegionFilterProps) {
  return (
    <Suspense fallback={<Skeleton aria-hidden variant="rounded" height={56} />}>
      <RegionFilterImpl {...props} />
    </Suspense>
  );
}
