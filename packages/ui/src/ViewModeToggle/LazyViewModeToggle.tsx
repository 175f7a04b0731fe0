import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { ViewModeToggleProps } from './ViewModeToggle.tsx';

// MUI's toggle buttons (about 4 kB compressed) load beside the page instead of before it. A page
// the server drew shows the server's toggle meanwhile; its hydration waits for the code.
const ViewModeToggleImpl = lazy(() =>
  import('./ViewModeToggle.tsx').then((module) => ({ default: module.ViewModeToggle })),
);

/**
 * - **Use it** on a page's first screen where the grid/map switch must not weigh on the first
 *   load (Libraries); it is what the package exports as `ViewModeToggle`.
 * - **Don't use it** inside a view that is itself loaded on demand: the switch can come with it.
 *
 * The grid/map switch (see `ViewModeToggle`), loaded on demand: until it arrives a placeholder of
 * its height holds its place (a page drawn by the server keeps the server's switch instead).
 */
export function LazyViewModeToggle(props: ViewModeToggleProps) {
  return (
    <Suspense fallback={<Skeleton aria-hidden variant="rounded" width={200} height={40} />}>
      <ViewModeToggleImpl {...props} />
    </Suspense>
  );
}
