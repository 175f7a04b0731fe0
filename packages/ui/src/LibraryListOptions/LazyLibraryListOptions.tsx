import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { LibraryListOptionsProps } from './LibraryListOptions.tsx';

// Toggle buttons and icons load beside the page instead of before it (the page's first load is
// near its budget). A page the server drew shows the server's buttons meanwhile.
const LibraryListOptionsImpl = lazy(() =>
  import('./LibraryListOptions.tsx').then((module) => ({ default: module.LibraryListOptions })),
);

/**
 * - **Use it** on the Libraries page; it is what `index.ts` exports as `LibraryListOptions`.
 * - **Don't use it** inside a view that is itself loaded on demand: the options can come with it.
 *
 * "Open now" and "Nearest first" (see `LibraryListOptions`), loaded on demand: until they arrive
 * a placeholder of their height holds their place.
 */
export function LazyLibraryListOptions(props: LibraryListOptionsProps) {
  return (
    <Suspense fallback={<Skeleton aria-hidden variant="rounded" width={300} height={40} />}>
      <LibraryListOptionsImpl {...props} />
    </Suspense>
  );
}
