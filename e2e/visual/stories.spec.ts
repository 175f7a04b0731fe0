import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test as base, type Browser, type Page } from '@playwright/test';

// Every story of the built Storybook, screenshotted in English (LTR) and in Arabic (RTL) after its
// play function, and compared with its committed baseline. Each story is taken at the viewport its
// `globals.viewport` (or `parameters.viewport.defaultViewport`) names, 1200 × 900 otherwise,
// exactly as @storybook/addon-vitest sizes it for the story tests. Opt a story out with
// `parameters: { visual: { disable: true } }`; focus is dropped before the screenshot unless
// `parameters: { visual: { keepFocus: true } }`. A story whose play function or accessibility check
// fails in a language fails here too, so both directions are exercised, not only looked at.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const indexFile = path.join(repoRoot, 'storybook-static/index.json');

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

if (!existsSync(indexFile)) {
  throw new Error(
    `${indexFile} is missing: run \`npm run build-storybook\` before the visual tests.`,
  );
}
const index = JSON.parse(readFileSync(indexFile, 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

const LANGUAGES = [
  { lang: 'en', dir: 'ltr' },
  { lang: 'ar', dir: 'rtl' },
] as const;
type Lang = (typeof LANGUAGES)[number]['lang'];

interface Viewport {
  width: number;
  height: number;
}
/** @storybook/addon-vitest's size for a story that names no viewport. */
const DEFAULT_VIEWPORT: Viewport = { width: 1200, height: 900 };

/** What the story reported when it finished (play function and accessibility check included). */
interface StoryOutcome {
  status: 'success' | 'error';
  problems: string[];
  /** `parameters.visual` of the story. */
  visual: { disable?: boolean; keepFocus?: boolean };
}

interface StoryFinished {
  storyId: string;
  status: 'success' | 'error';
  reporters: {
    type: string;
    status: string;
    result?: { violations?: { id: string; help: string; nodes: unknown[] }[] };
  }[];
}

interface PreviewChannel {
  on(event: string, listener: (...args: never[]) => void): void;
  emit(event: string, ...args: unknown[]): void;
}

declare global {
  interface Window {
    __visualChannel?: PreviewChannel;
    __visualOutcome?: StoryFinished;
    __visualErrors?: string[];
  }
}

/**
 * Catches Storybook's preview channel the moment the preview creates it, so a story's
 * `storyFinished` event (sent after its play function and accessibility check) and any exception
 * are recorded even when they come before the test starts waiting.
 */
function listenToStorybook() {
  let channel: PreviewChannel | undefined;
  window.__visualErrors = [];
  const describe = (error: unknown) =>
    error && typeof error === 'object' && 'message' in error
      ? String(error.message)
      : String(error);
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value: PreviewChannel) => {
      channel = value;
      window.__visualChannel = value;
      value.on('storyFinished', (payload: StoryFinished) => {
        window.__visualOutcome = payload;
      });
      for (const event of ['storyThrewException', 'playFunctionThrewException', 'storyErrored']) {
        value.on(event, (error: unknown) =>
          window.__visualErrors?.push(`${event}: ${describe(error)}`),
        );
      }
    },
  });
}

/**
 * One Storybook page per language per worker. Loading the preview (its scripts, axe) is most of
 * a story's cost, so the page is loaded once and later stories are switched in place through the
 * preview's channel, the way Storybook's own manager does; each story is remounted and replays
 * its play function. A page that saw a failure is thrown away so the next story starts clean.
 */
class StoryPages {
  private readonly pages = new Map<Lang, { page: Page; current: string }>();

  constructor(
    private readonly browser: Browser,
    private readonly baseURL: string,
  ) {}

  async show(storyId: string, lang: Lang): Promise<Page> {
    let entry = this.pages.get(lang);
    if (!entry) {
      const context = await this.browser.newContext({
        viewport: DEFAULT_VIEWPORT,
        deviceScaleFactor: 1,
        locale: 'en-US',
        timezoneId: 'UTC',
        colorScheme: 'light',
        reducedMotion: 'reduce',
        baseURL: this.baseURL,
      });
      const page = await context.newPage();
      await page.addInitScript(listenToStorybook);
      await page.goto(`/iframe.html?id=${storyId}&viewMode=story&globals=locale:${lang}`);
      await waitForFinished(page, storyId);
      // Load every web font face up front: a face that arrives while a story lays out (a menu
      // placed at its button, a log scrolled to its end) would move things after the fact. The
      // first story is then remounted below, with the fonts in place.
      await page.evaluate(() => Promise.all([...document.fonts].map((face) => face.load())));
      entry = { page, current: storyId };
      this.pages.set(lang, entry);
      await page.setViewportSize(await viewportOf(page, storyId));
    } else {
      await entry.page.setViewportSize(await viewportOf(entry.page, storyId));
    }
    await entry.page.evaluate(
      ({ storyId, remount }) => {
        window.__visualOutcome = undefined;
        window.__visualErrors = [];
        const channel = window.__visualChannel!;
        if (remount) channel.emit('forceRemount', { storyId });
        else channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      },
      { storyId, remount: entry.current === storyId },
    );
    entry.current = storyId;
    await waitForFinished(entry.page, storyId);
    return entry.page;
  }

  async discard(lang: Lang) {
    const entry = this.pages.get(lang);
    this.pages.delete(lang);
    await entry?.page.context().close();
  }

  async closeAll() {
    for (const lang of [...this.pages.keys()]) await this.discard(lang);
  }
}

async function waitForFinished(page: Page, storyId: string) {
  await page.waitForFunction((id) => window.__visualOutcome?.storyId === id, storyId, {
    timeout: 20_000,
  });
}

/**
 * The viewport a story asks for, resolved as @storybook/addon-vitest resolves it for the story
 * tests (its `setViewport`): the story's `globals.viewport.value`, else the
 * `parameters.viewport.defaultViewport`, looked up in Storybook's minimal viewports and the
 * story's `parameters.viewport.options`; 1200 × 900 when none applies.
 */
async function viewportOf(page: Page, storyId: string): Promise<Viewport> {
  return page.evaluate(
    async ({ storyId, fallback }) => {
      interface ViewportOption {
        styles?: { width?: string; height?: string };
      }
      const MINIMAL: Record<string, ViewportOption> = {
        mobile1: { styles: { width: '320px', height: '568px' } },
        mobile2: { styles: { width: '414px', height: '896px' } },
        tablet: { styles: { width: '834px', height: '1112px' } },
        desktop: { styles: { width: '1280px', height: '1024px' } },
      };
      const preview = (
        window as unknown as {
          __STORYBOOK_PREVIEW__: {
            loadStory(input: { storyId: string }): Promise<{
              parameters: {
                viewport?: {
                  disable?: boolean;
                  disabled?: boolean;
                  defaultViewport?: string;
                  viewports?: Record<string, ViewportOption>;
                  options?: Record<string, ViewportOption>;
                };
              };
              storyGlobals?: { viewport?: { value?: string } };
            }>;
          };
        }
      ).__STORYBOOK_PREVIEW__;
      const story = await preview.loadStory({ storyId });
      const param = story.parameters.viewport ?? {};
      if (param.disable || param.disabled) return fallback;
      const name = story.storyGlobals?.viewport?.value ?? param.defaultViewport;
      const styles = name
        ? { ...MINIMAL, ...param.viewports, ...param.options }[name]?.styles
        : undefined;
      const px = (value: string | undefined) =>
        value && /^\d+(px)?$/.test(value) ? Number.parseInt(value, 10) : NaN;
      const width = px(styles?.width);
      const height = px(styles?.height);
      return Number.isNaN(width) || Number.isNaN(height) ? fallback : { width, height };
    },
    { storyId, fallback: DEFAULT_VIEWPORT },
  );
}

async function outcomeOf(page: Page): Promise<StoryOutcome> {
  return page.evaluate(() => {
    const outcome = window.__visualOutcome!;
    const problems = [...(window.__visualErrors ?? [])];
    for (const report of outcome.reporters) {
      if (report.status !== 'failed') continue;
      const violations = report.result?.violations ?? [];
      if (violations.length === 0) problems.push(`${report.type} report failed`);
      for (const v of violations)
        problems.push(`${report.type}: ${v.id} (${v.help}) on ${v.nodes.length} element(s)`);
    }
    const preview = (
      window as unknown as {
        __STORYBOOK_PREVIEW__?: {
          storyRenders?: {
            id: string;
            story?: { parameters?: { visual?: { disable?: boolean; keepFocus?: boolean } } };
          }[];
        };
      }
    ).__STORYBOOK_PREVIEW__;
    const render = preview?.storyRenders?.find((r) => r.id === outcome.storyId);
    return { status: outcome.status, problems, visual: render?.story?.parameters?.visual ?? {} };
  });
}

const test = base.extend<{ storyPages: StoryPages }, { workerStoryPages: StoryPages }>({
  workerStoryPages: [
    async ({ browser }, use, workerInfo) => {
      const pages = new StoryPages(browser, String(workerInfo.project.use.baseURL));
      await use(pages);
      await pages.closeAll();
    },
    { scope: 'worker' },
  ],
  storyPages: async ({ workerStoryPages }, use) => {
    await use(workerStoryPages);
  },
});

for (const story of stories) {
  test.describe(`${story.title} › ${story.name}`, () => {
    for (const { lang, dir } of LANGUAGES) {
      test(`${lang} (${dir})`, async ({ storyPages }) => {
        try {
          const page = await storyPages.show(story.id, lang);
          const outcome = await outcomeOf(page);
          test.skip(outcome.visual.disable === true, 'parameters.visual.disable is set');
          expect(
            outcome.problems,
            `story ${story.id} in ${lang} failed its play function or accessibility check`,
          ).toEqual([]);
          expect(outcome.status).toBe('success');

          const root = page.locator('#storybook-root');
          // A dialog renders in a portal outside the story's root (which MUI then hides from
          // assistive technology): such a story is compared as the whole viewport.
          const portaled = await root.evaluate((element) => element.childElementCount === 0);
          // Whether a focused element shows its focus ring depends on Chromium's focus-visible
          // heuristics, which remember earlier keystrokes on the page (another story's). The look
          // at rest is compared; focus itself is asserted by the play functions. A story that is
          // about a focus style keeps it with `parameters: { visual: { keepFocus: true } }`.
          if (!outcome.visual.keepFocus) {
            await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
          }
          // A click leaves a fading MUI ripple for ~0.5s; wait until it is gone. (A focused
          // button's pulsing ripple stays; the disabled animations freeze it.)
          await expect(
            page.locator('.MuiTouchRipple-ripple:not(.MuiTouchRipple-ripplePulsate)'),
          ).toHaveCount(0);
          if (!outcome.visual.keepFocus)
            await expect(page.locator('.MuiTouchRipple-ripple')).toHaveCount(0);
          await page.evaluate(() => document.fonts.ready);
          // Every image loaded (or failed): a fixed wait for network silence would cost half a
          // second per screenshot.
          await page.waitForFunction(() =>
            [...document.images].every((image) => {
              // A lazy image below the fold would never load by itself, yet it is in the shot.
              if (image.loading === 'lazy') image.loading = 'eager';
              return image.complete;
            }),
          );

          if (portaled) await expect(page).toHaveScreenshot(`${story.id}-${lang}.png`);
          else await expect(root).toHaveScreenshot(`${story.id}-${lang}.png`);
        } catch (error) {
          await storyPages.discard(lang);
          throw error;
        }
      });
    }
  });
}
