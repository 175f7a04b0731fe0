import {
  lazy,
  Suspense,
  useLayoutEffect,
  useMemo,
  useRef,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { directionModes } from './directionModes.ts';
import {
  ACCENT_COLORS,
  COLOR_SCHEMES,
  DEFAULT_SITE_SETTINGS,
  type AccentColor,
  type ColorScheme,
  type SiteSettings,
} from '@libatlas/contracts';
import {
  directionOf,
  LanguageProvider,
  LANGUAGES,
  provideCatalog,
  type Language,
} from '@libatlas/i18n';
import ar from '@libatlas/i18n/locales/ar.json';
import en from '@libatlas/i18n/locales/en.json';
import { SiteThemeProvider } from '@libatlas/ui';

// The app bundles only the Arabic texts of its public pages and fetches the rest on demand;
// stories switch language from the toolbar and read any text at once, so every text of both
// languages is here from the start.
provideCatalog('en', en);
provideCatalog('ar', ar);

/**
 * Story parameters this preview reads:
 * - `siteSettings`: site settings laid over the defaults and the toolbar's scheme and accent;
 * - `route`: the path the story's router starts on (which main link is current);
 * - `visual.disable`: leave the story out of the screenshot comparison;
 * - `visual.keepFocus`: keep the focused element focused for the screenshot (e2e/visual);
 * - `docsHeight`: the room a story takes on a Docs page (a dialog's, which opens in place there).
 */
export interface LibAtlasParameters {
  siteSettings?: Partial<SiteSettings>;
  route?: string;
  visual?: { disable?: boolean; keepFocus?: boolean };
  docsHeight?: number;
}

/** Modals (dialogs, menus, popovers) that open where their story is drawn, not over the page. */
const IN_PLACE_MODAL = {
  disablePortal: true,
  disableEnforceFocus: true,
  disableAutoFocus: true,
  disableRestoreFocus: true,
  disableScrollLock: true,
};

function modalsInPlace(outer: Theme): Theme {
  const modal = outer.components?.MuiModal;
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiModal: { ...modal, defaultProps: { ...modal?.defaultProps, ...IN_PLACE_MODAL } },
    },
  };
}

function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

interface StoryFrameProps {
  language: Language;
  colorScheme: ColorScheme;
  accent: AccentColor;
  overrides: Partial<SiteSettings> | undefined;
  route: string;
  children: ReactNode;
}

function StoryFrame({
  language,
  colorScheme,
  accent,
  overrides,
  route,
  children,
}: StoryFrameProps) {
  const settings = useMemo<SiteSettings>(
    () => ({ ...DEFAULT_SITE_SETTINGS, colorScheme, accent, ...overrides }),
    [colorScheme, accent, overrides],
  );
  return (
    // The toolbar's language is followed on change; nothing is stored, so stories stay independent.
    <LanguageProvider initialLanguage={language} persist={false}>
      <SiteThemeProvider settings={settings}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </SiteThemeProvider>
    </LanguageProvider>
  );
}

interface DocsStoryBlockProps {
  language: Language;
  minHeight: number | undefined;
  children: ReactNode;
}

/**
 * A story on a Docs page: in its own language and direction, holding its fixed-position layers
 * (the transform makes the block their container), and not pulling the page to itself when
 * something in it takes the focus as it opens (a dialog's first field): a page shows many at once.
 */
function DocsStoryBlock({ language, minHeight, children }: DocsStoryBlockProps) {
  const block = useRef<HTMLDivElement>(null);
  const scrollBefore = useRef(typeof window === 'undefined' ? 0 : window.scrollY);
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && block.current?.contains(focused)) {
      focused.blur();
      window.scrollTo({ top: scrollBefore.current });
    }
  }, []);
  return (
    <div
      ref={block}
      lang={language}
      dir={directionOf(language)}
      style={{ position: 'relative', transform: 'translateZ(0)', minHeight }}
    >
      {children}
    </div>
  );
}

const withSite: Decorator = (Story, context) => {
  const { locale, colorScheme, accent } = context.globals;
  const parameters = context.parameters as LibAtlasParameters;
  const language = isLanguage(locale) ? locale : 'en';
  const docs = context.viewMode === 'docs';
  const frame = (
    <StoryFrame
      language={language}
      colorScheme={COLOR_SCHEMES.includes(colorScheme) ? colorScheme : 'default'}
      accent={ACCENT_COLORS.includes(accent) ? accent : 'indigo'}
      overrides={parameters.siteSettings}
      route={parameters.route ?? '/'}
    >
      {docs ? (
        <ThemeProvider theme={modalsInPlace}>
          <Story />
        </ThemeProvider>
      ) : (
        <Story />
      )}
    </StoryFrame>
  );
  // On a Docs page the English text around the story stays left to right (EnglishDocsContainer),
  // so the story carries its own language and direction, in a block of its own so that it also
  // lines up from the right in Arabic. The canvas is left as it was: the whole document has them
  // there, and the visual suite tells a dialog story by its empty root.
  // There, a dialog story's modal opens inside the story's block, without taking the focus.
  return docs ? (
    <DocsStoryBlock language={language} minHeight={parameters.docsHeight}>
      {frame}
    </DocsStoryBlock>
  ) : (
    frame
  );
};

// The doc blocks load with the Docs page, as Storybook's own page does, not with every story.
const LazyComponentDocsPage = lazy(() =>
  import('./ComponentDocsPage.tsx').then((module) => ({ default: module.ComponentDocsPage })),
);
function ComponentDocsPage() {
  return (
    <Suspense fallback={null}>
      <LazyComponentDocsPage />
    </Suspense>
  );
}
const LazyEnglishDocsContainer = lazy(() =>
  import('./EnglishDocsContainer.tsx').then((module) => ({
    default: module.EnglishDocsContainer,
  })),
);
function EnglishDocsContainer(props: ComponentProps<typeof LazyEnglishDocsContainer>) {
  return (
    <Suspense fallback={null}>
      <LazyEnglishDocsContainer {...props} />
    </Suspense>
  );
}

const preview: Preview = {
  decorators: [withSite],
  globalTypes: {
    locale: {
      description: 'Language (sets the direction)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English', right: 'LTR' },
          { value: 'ar', title: 'العربية', right: 'RTL' },
        ],
        dynamicTitle: true,
      },
    },
    colorScheme: {
      description: 'Site colour scheme (Customise → Theme)',
      toolbar: {
        title: 'Scheme',
        icon: 'contrast',
        items: COLOR_SCHEMES.map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
    accent: {
      description: 'Accent colour (Customise → Theme)',
      toolbar: {
        title: 'Accent',
        icon: 'paintbrush',
        items: ACCENT_COLORS.map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
  },
  // English by default so a baseline's name says its direction: every story is also screenshotted
  // in Arabic (RTL) by the visual suite, and the product's own default (Arabic) is the app's choice.
  initialGlobals: { locale: 'en', colorScheme: 'default', accent: 'indigo' },
  parameters: {
    // Any axe violation fails the story's test, in Vitest and in the Storybook UI.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
    docs: { page: ComponentDocsPage, container: EnglishDocsContainer },
    // The same coverage as the visual suite: both directions; a story with `visual.disable` also
    // sets `chromatic.disableSnapshot`, and a story's `globals.viewport` sizes both.
    chromatic: { modes: directionModes },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Colour', 'Typography', 'Spacing and shape', 'Icons', 'RTL guide'],
          'Pages',
        ],
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
