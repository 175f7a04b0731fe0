import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig, type UserConfig } from 'vite';

const configDir = path.dirname(fileURLToPath(import.meta.url));

/** A chunk of its own for the modules whose path matches `test`. */
const vendorChunk = (name: string, test: RegExp) => ({ name, test, priority: 1 });

/**
 * The static build's own settings. Vite's chunk warning and the rest of its warnings are printed
 * as usual, then fail the build at its end: `npm run build-storybook` stays warning-free, and a
 * warning cannot scroll by unseen in `npm test`.
 */
function staticBuild(): UserConfig {
  const warnings: string[] = [];
  return {
    build: {
      // Vite's 500 kB is a first-load budget for an app. This is a documentation site, and its
      // largest chunks are Storybook's and axe-core's code: Storybook's preview runtime (about
      // 810 kB: one prebuilt module and its few helpers, in every story's iframe), its doc blocks
      // (about 750 kB, loaded together by each Docs page, so splitting them would only add a
      // request) and axe-core (about 660 kB, one module, for the accessibility checks). The limit
      // sits just above them, so that a chunk of ours growing past them still warns.
      chunkSizeWarningLimit: 850,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // The iframe's entry keeps our preview, decorators and addons; the runtime every
              // story needs comes beside it, and its file stays the same across our builds.
              vendorChunk(
                'storybook-runtime',
                /node_modules[\\/]storybook[\\/]dist[\\/]preview[\\/]runtime\.js$/,
              ),
            ],
          },
        },
        // Rolldown's report of slow plugins measures the machine's load (its slowest is
        // Storybook's react-docgen), not the build, so it would come and go from run to run.
        checks: { bundlerTimings: false },
        // Called after Vite and the React plugin have dropped their known-harmless warnings
        // ("use client" directives in MUI).
        onwarn(warning, print) {
          warnings.push(warning.message);
          print(warning);
        },
      },
    },
    plugins: [
      {
        name: 'libatlas:warning-free-build',
        apply: 'build',
        closeBundle() {
          if (warnings.length > 0)
            throw new Error(
              `build-storybook printed ${warnings.length} warning(s) (above); fix them, the build must be warning-free`,
            );
        },
      },
    ],
  };
}

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: {
    builder: {
      name: '@storybook/builder-vite',
      options: { viteConfigPath: path.join(configDir, 'vite.config.ts') },
    },
    // These machines have no network: no telemetry, no "what's new" or update checks.
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  // Here, not in vite.config.ts: the builder keeps only `build.target` of that file's `build`.
  viteFinal: (viteConfig, { configType }) =>
    configType === 'PRODUCTION' ? mergeConfig(viteConfig, staticBuild()) : viteConfig,
};

export default config;
