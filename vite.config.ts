import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstPaintFirstPlugin } from './scripts/firstPaintFirstPlugin.ts';
import { muiWithoutCssVarsPlugin } from './scripts/muiWithoutCssVarsPlugin.ts';
import { precompressPlugin } from './scripts/precompressPlugin.ts';
import { routePreloadPlugin } from './scripts/routePreloadPlugin.ts';

const root = fileURLToPath(new URL('./packages/app', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/app', import.meta.url));
const serverOutDir = fileURLToPath(new URL('./dist/server', import.meta.url));
const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);
const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/** A chunk of every module whose path contains one of `parts`. */
function chunkOf(name: string, parts: string[], priority = 1) {
  return {
    name,
    priority,
    test: (id: string) => parts.some((part) => id.replaceAll('\\', '/').includes(part)),
  };
}

// What the public pages share, a chunk per use. Split by the exact set of pages using each module,
// it came in a dozen small files per page, which compress worse and cost a request each.
const pageChunks = [
  chunkOf('browse', [
    'ui/src/LibraryCard/',
    'ui/src/LibraryCover/',
    'ui/src/CardGrid/',
    'ui/src/LibraryGridSkeleton/',
    'ui/src/libraryImageUrl',
    'ui/src/countryLabel',
    // The list pages' maps load with them (LazyDirectoryMap); what holds a map's place does not.
    'ui/src/MapView/MapSkeleton',
    // libraries.ts alone: librariesApi.ts (the admin's writes) loads with the forms.
    'app/src/api/libraries.',
    'app/src/api/libraryList',
    'app/src/layout/useShell',
    'app/src/layout/ShellContext',
    'app/src/routing/useUrlState',
    'app/src/routing/pageAddress',
    'i18n/src/formatNumber',
    'i18n/src/intlLocale',
    '@mui/material/Card/',
    '@mui/material/CardActions/',
    '@mui/material/CardContent/',
    '@mui/material/CardMedia/',
    '@mui/material/Skeleton/',
    '@mui/icons-material/BrokenImageOutlined.',
    '@mui/icons-material/EditOutlined.',
    '@mui/icons-material/OpenInNew.',
    '@mui/icons-material/PlaceOutlined.',
    '@mui/icons-material/PublicOutlined.',
  ]),
  chunkOf('SearchField', [
    'ui/src/SearchField/',
    'ui/src/QueryForm/',
    'ui/src/NativeSelectField/',
    'ui/src/RegionFilter/',
    '@mui/icons-material/ArrowDropDown.',
    'directory/src/countDistinct',
    '@mui/material/FormControl/',
    '@mui/material/FormLabel/',
    '@mui/material/InputAdornment/',
    '@mui/material/InputBase/',
    '@mui/material/InputLabel/',
    '@mui/material/OutlinedInput/',
    '@mui/material/TextareaAutosize/',
    '@mui/icons-material/Clear.',
    '@mui/icons-material/Search.',
  ]),
  // MUI's slot helpers, which the search box, the detail page's chips and the signed-in user's
  // avatar share: in a chunk of their own, a page with chips does not load the search box. Ahead
  // of the others, which would otherwise take them in with the components that use them.
  chunkOf(
    'slots',
    [
      '@mui/material/utils/useSlot.',
      '@mui/utils/mergeSlotProps/',
      '@mui/utils/appendOwnerState/',
      '@mui/utils/resolveComponentProps/',
      '@mui/utils/extractEventHandlers/',
      '@mui/utils/omitEventHandlers/',
      '@mui/utils/isHostComponent/',
    ],
    2,
  ),
  chunkOf('ViewModeToggle', [
    'ui/src/ViewModeToggle/ViewModeToggle.',
    '@mui/material/ToggleButton/',
    '@mui/material/ToggleButtonGroup/',
    '@mui/utils/useRovingTabIndex/',
    '@mui/icons-material/GridView.',
    '@mui/icons-material/Map.',
  ]),
];

/**
 * The app's server entry (`vite build --ssr`) into dist/server: the pages the Fastify server draws.
 * Every dependency is bundled in, so the server loads one file, with one React and one MUI.
 */
const serverBuild = defineConfig({
  root,
  // The same theme code as the browser's (scripts/muiWithoutCssVarsPlugin.ts).
  plugins: [react(), muiWithoutCssVarsPlugin()],
  ssr: { noExternal: true },
  // React's and MUI's production builds, as in the browser: the same class names (no labels).
  define: {
    'process.env.NODE_ENV': JSON.stringify(
      process.env.NODE_ENV === 'development' ? 'development' : 'production',
    ),
  },
  build: {
    outDir: serverOutDir,
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: true,
    rolldownOptions: {
      input: fileURLToPath(new URL('./packages/app/src/ssr/entry.ts', import.meta.url)),
      // One file: the server loads the pages' code with it, never a chunk at a time.
      output: { entryFileNames: 'entry.js', codeSplitting: false },
    },
  },
});

/** Builds packages/app into dist/app, which the server serves in production (design §1). */
const clientBuild = defineConfig({
  root,
  plugins: [
    react(),
    muiWithoutCssVarsPlugin(),
    // The public pages a first visit opens, fetched beside the entry (the routes of routes.tsx):
    // the server names their chunks in the page's HTML.
    routePreloadPlugin({
      '/': 'src/pages/HomePage/HomePage.tsx',
      '/libraries': 'src/pages/LibrariesPage/LibrariesPage.tsx',
      '/libraries/:id': 'src/pages/LibraryDetailPage/LibraryDetailPage.tsx',
      '/regions': 'src/pages/RegionsPage/RegionsPage.tsx',
      '/about': 'src/pages/AboutPage/AboutPage.tsx',
      '/data': 'src/pages/DataPage/DataPage.tsx',
      '/embed/map': 'src/pages/EmbedMapPage/EmbedMapPage.tsx',
      '/suggestions': 'src/pages/SuggestionsPage/SuggestionsPage.tsx',
    }),
    firstPaintFirstPlugin(),
    precompressPlugin(),
  ],
  resolve: {
    // React Router's package points every import at its development build, whose only difference
    // from the production one beside it is that its warnings are on: the browser gets the latter.
    alias: [{ find: /^react-router$/, replacement: reactRouterProduction }],
  },
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    // scripts/budget.mjs reads it to weigh each route's first load.
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The entry's whole static graph in one file: left to the automatic splitting it came
            // in a dozen pieces (the parts lazy pages share too).
            { name: 'index', tags: ['$initial'], priority: 3 },
            ...pageChunks,
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : clientBuild));
