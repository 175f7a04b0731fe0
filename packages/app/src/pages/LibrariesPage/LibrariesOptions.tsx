import type { LibraryListItem, Location } from '@libatlas/contracts';
import { filterLibraries } from '@libatlas/directory';
import { LibraryListOptions } from '@libatlas/ui/LibraryListOptions/index.ts';
import { useEffect } from 'react';
import { useNearest } from './useNearest';
import { useOpenNowFilter } from './useOpenNowFilter';

/**
 * What the options do to the list: keep the libraries open now, and put the nearest first. Both
 * need every library's hours or point, so with either on the page searches the whole list itself.
 */
export interface ListOptions {
  /** Whether a library is open now; null while Open now is off or cannot be known yet. */
  isOpen: ((library: LibraryListItem) => boolean) | null;
  /** When the hours package could not be loaded (Open now cannot be answered). */
  failed: boolean;
  /** The libraries in the order chosen (nearest first once the reader's position is there). */
  order: <T extends { location: Location }>(libraries: T[]) => T[];
  /** Whether Nearest first is asked for (locating, or on). */
  nearest: boolean;
  /**
   * The search (spec §5) over the whole list, for when the options need it: loaded with them,
   * off the page's first load (the search service answers every other list). Null until then.
   */
  filter: typeof filterLibraries | null;
}

export interface LibrariesOptionsProps {
  /** Whether Open now is on (the page keeps it in the address). */
  openNow: boolean;
  /** Called when the reader presses Open now. */
  onOpenNowChange: (openNow: boolean) => void;
  /** The address of the list with Open now pressed (a link without the app's code). */
  openNowHref: string;
  /** Called with what the options do to the list, whenever that changes. */
  onChange: (options: ListOptions) => void;
}

// The default export: the page loads it with `lazy` as it is (no wrapper to name it).
/**
 * The Libraries page's "Open now" and "Nearest first", with what they need (the reader's clock,
 * the hours package, the browser's location): loaded beside the page, off its first load.
 */
export default function LibrariesOptions({
  openNow,
  onOpenNowChange,
  openNowHref,
  onChange,
}: LibrariesOptionsProps) {
  const { isOpen, failed } = useOpenNowFilter(openNow);
  const nearest = useNearest();
  const { order } = nearest;
  const nearestAsked = nearest.state === 'locating' || nearest.state === 'on';
  useEffect(
    () => onChange({ isOpen, failed, order, nearest: nearestAsked, filter: filterLibraries }),
    [isOpen, failed, order, nearestAsked, onChange],
  );
  return (
    <LibraryListOptions
      openNow={openNow}
      onOpenNowChange={onOpenNowChange}
      openNowHref={openNowHref}
      nearest={nearest.state}
      onNearestChange={nearest.change}
    />
  );
}
