import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { minifySync, transformWithOxc, type Plugin } from 'vite';

/** The app's starter (app/src/boot/boot.ts): types stripped, the entry's address put in, minified. */
async function bootScript(entry: string): Promise<string> {
  const file = fileURLToPath(new URL('../packages/app/src/boot/boot.ts', import.meta.url));
  const { code } = await transformWithOxc(await readFile(file, 'utf8'), file, { lang: 'ts' });
  // A classic script (the module marker the type import leaves goes): its names stay inside a
  // function of its own.
  const script = code.replace(/^export \{\s*\};?$/m, '');
  const wrapped = `(function(){${script.replace(/\bENTRY_MODULE\b/g, JSON.stringify(entry))}})();`;
  const minified = minifySync('boot.js', wrapped, { compress: true, mangle: true });
  if (minified.errors.length) throw new Error(`boot.ts: ${minified.errors[0]!.message}`);
  return minified.code;
}

/**
 * Chromium's explicit compile hint (a comment at the very top of a script): every function of the
 * entry is compiled while the file streams in, on a background thread, instead of on the main
 * thread the first time each is called (while the entry runs and the page hydrates).
 */
const COMPILE_ALL_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The page the server drew paints before any of the app's code is fetched or run. In the built
 * index.html:
 * - the app's stylesheet (the @font-face rules, a few kilobytes) goes inline, so nothing but the
 *   HTML (and the fonts it preloads) stands between the reader and the first paint (its link stays,
 *   disabled, for Vite's loader of lazy chunks to find);
 * - the entry module is not loaded by the HTML: a small script (`bootScript`, under 1 kB
 *   compressed, the one script in the head that the page waits for, so that nothing the reader
 *   does on the painted page is missed) records what the reader does until the app takes over,
 *   waits until the browser has painted the page, then fetches the page's chunks beside the entry
 *   and imports the entry. On a slow connection the page's HTML and fonts get the bandwidth
 *   first; fetching and evaluating the app's code and hydrating never delay the first paint.
 */
export function firstPaintFirstPlugin(): Plugin {
  return {
    name: 'libatlas:first-paint-first',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      let source = String(html.source);

      source = source.replace(
        /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
        (tag, fileName: string) => {
          const css = bundle[fileName];
          if (!css || css.type !== 'asset') return tag;
          // And a disabled link to it, which the browser neither fetches nor applies: Vite's loader
          // of lazy chunks looks for that link before adding the stylesheet of a chunk's
          // dependencies, and every lazy chunk depends on the entry. Without it each added the
          // stylesheet again (every @font-face anew, the whole page laid out again: 28 ms on a
          // desktop for a library's page, after the hydration) and waited for it before running.
          return `<style>${String(css.source).trim()}</style><link rel="stylesheet" href="/${fileName}" disabled>`;
        },
      );

      const entry = /<script type="module" crossorigin src="(\/[^"]+\.js)"><\/script>/.exec(source);
      if (!entry) throw new Error('index.html has no entry module to defer');
      const boot = this.getFileName(
        this.emitFile({ type: 'asset', name: 'boot.js', source: await bootScript(entry[1]!) }),
      );
      source = source.replace(entry[0], `<script src="/${boot}"></script>`);
      html.source = source;
    },
    // Once written (Vite puts its own first line in the entry as it writes it), before the
    // precompressed copies are made.
    async writeBundle(options, bundle) {
      if (!options.dir) return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const file = path.join(options.dir, chunk.fileName);
        await writeFile(file, `${COMPILE_ALL_HINT}\n${await readFile(file, 'utf8')}`);
        if (!chunk.map) continue;
        // The source map's lines move down by the one added.
        const mapFile = `${file}.map`;
        const map = JSON.parse(await readFile(mapFile, 'utf8')) as { mappings: string };
        map.mappings = `;${map.mappings}`;
        await writeFile(mapFile, JSON.stringify(map));
      }
    },
  };
}
