import { lazy, type ComponentType } from 'react';
import { reloadOnceForNewBuild } from './reloadOnceForNewBuild';

/**
 * A page whose code is its own chunk, fetched the first time it is shown, so a visit downloads
 * only the pages it opens. A chunk that fails to load (a deploy replaced it) reloads the page
 * once; a second failure reaches the route's error boundary.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): ComponentType {
  return lazy<ComponentType>(async () => {
    try {
      return { default: (await load())[name] };
    } catch (error) {
      // The page is going away: keep showing what is there rather than flash an error.
      if (reloadOnceForNewBuild()) await new Promise<never>(() => {});
      throw error;
    }
  });
}
