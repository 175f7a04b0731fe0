import type { Plugin } from 'vite';

/** Where the build writes the table, beside Vite's manifest (dotfiles are not served). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** A route's path (`/libraries/:id`) as a pattern matching the whole address path. */
function pathPattern(path: string): string {
  const parts = path.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part));
  return `^${parts.join('/')}/?$`;
}

/**
 * The page a first visit opens, fetched beside the app's code instead of after it. Every page is
 * a chunk the app imports lazily, so without this its code (and what it imports) is only asked for
 * once the app's entry has arrived and run, a second round trip before the page can draw. The
 * build writes a table (`ROUTE_PRELOADS_FILE`: address pattern → the page's chunks, less what the
 * entry holds), from which the server puts `<link rel="modulepreload">` for the page into the HTML
 * it sends; the app's own imports then find them fetched. `pages` maps each route (as the app
 * declares it) to its page module, relative to the app's root.
 */
export function routePreloadPlugin(pages: Record<string, string>): Plugin {
  return {
    name: 'libatlas:route-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      /** A chunk's file and those it imports statically, but not what the entry already holds. */
      const closure = (fileName: string, files: string[] = []): string[] => {
        const chunk = bundle[fileName];
        if (!chunk || chunk.type !== 'chunk' || files.includes(fileName)) return files;
        if (fileName === entry.fileName) return files;
        files.push(fileName);
        for (const imported of chunk.imports) closure(imported, files);
        return files;
      };
      const routes = Object.entries(pages).map(([path, module]) => {
        const page = chunks.find((chunk) =>
          chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${module}`),
        );
        if (!page) throw new Error(`No chunk for ${module}, the page of ${path}`);
        return [pathPattern(path), closure(page.fileName).map((file) => `/${file}`)];
      });
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(routes)}\n`,
      });
    },
  };
}
