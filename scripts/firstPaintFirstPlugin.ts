import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The app's starter: on a page the server drew (it carries the hydration's state), once the
 * browser reports the page's first contentful paint (or after `MAX_WAIT_MS`, for a tab that paints
 * nothing while hidden), else at once (the shell of a page the browser draws alone, which has
 * nothing to paint before the app runs), a task later it fetches the page's chunks named in its
 * `data-preload` beside the entry, and imports the entry.
 */
function bootScript(entry: string): string {
  return `(function(){
var s=document.currentScript,p=((s&&s.getAttribute('data-preload'))||'').split(' ').filter(Boolean),done=false;
function start(){if(done)return;done=true;setTimeout(function(){
p.forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;document.head.appendChild(l)});
import(${JSON.stringify(entry)})})}
if(!document.getElementById('libatlas-state')||!window.PerformanceObserver){start();return}
try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)start()}).observe({type:'paint',buffered:true})}catch(e){start()}
setTimeout(start,${MAX_WAIT_MS})})();
`;
}

/**
 * Chromium's explicit compile hint (a comment at the very top of a script): every function of the
 * entry is compiled while the file streams in, on a background thread, instead of on the main
 * thread the first time each is called (while the entry runs and the page hydrates).
 */
const COMPILE_ALL_HINT = '//# allFunctionsCalledOnLoad';

/** The longest the starter waits for a paint before it starts the app anyway. */
const MAX_WAIT_MS = 3000;

/**
 * The page the server drew paints before any of the app's code is fetched or run. In the built
 * index.html:
 * - the app's stylesheet (the @font-face rules, a few kilobytes) goes inline, so nothing but the
 *   HTML (and the fonts it preloads) stands between the reader and the first paint (its link stays,
 *   disabled, for Vite's loader of lazy chunks to find);
 * - the entry module is not loaded by the HTML: a small deferred script (`bootScript`, run once the HTML is parsed)
 *   waits until the browser has painted the page, then fetches the page's chunks beside the entry
 *   and imports the entry. On a slow connection the page's HTML and fonts get the bandwidth first;
 *   fetching and evaluating the app's code and hydrating never delay the first paint.
 */
export function firstPaintFirstPlugin(): Plugin {
  return {
    name: 'libatlas:first-paint-first',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
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
        this.emitFile({ type: 'asset', name: 'boot.js', source: bootScript(entry[1]!) }),
      );
      source = source.replace(entry[0], `<script defer src="/${boot}"></script>`);
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
