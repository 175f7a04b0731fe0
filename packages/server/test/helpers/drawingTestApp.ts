import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestApp, type TestApp } from './testApp';

/** The built app's index.html as far as the page server needs it: a root and the entry script. */
export const SHELL_TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Atlas</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/main-abc123.js"></script></body></html>';

/**
 * A test app that draws the public pages with the app's own renderer, from its sources (the
 * build's dist/server/entry.js is the same code), over SHELL_TEMPLATE in a folder of its own;
 * `close` ends the app and removes the folder.
 */
export async function drawingTestApp(): Promise<TestApp> {
  const dir = await mkdtemp(join(tmpdir(), 'libatlas-pages-'));
  await writeFile(join(dir, 'index.html'), SHELL_TEMPLATE);
  const app = await createTestApp({
    staticDir: dir,
    rendererFile: fileURLToPath(new URL('../../../app/src/ssr/entry.ts', import.meta.url)),
  });
  const close = app.close.bind(app);
  return Object.assign(app, {
    close: async () => {
      await close();
      await rm(dir, { recursive: true, force: true });
    },
  });
}
