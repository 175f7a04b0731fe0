import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.test-results/**',
      'packages/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['debug', 'info', 'warn', 'error'] }],
    },
  },
  {
    files: [
      'packages/app/**/*.{ts,tsx}',
      'packages/ui/**/*.{ts,tsx}',
      'packages/i18n/**/*.{ts,tsx}',
      '.storybook/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The server imports the directory's rules too, and must not load React to do so (design §1).
    files: ['packages/directory/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@libatlas/i18n',
              allowTypeImports: true,
              message: "Its index brings React and i18next: import '@libatlas/i18n/localized'.",
            },
          ],
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@mui/*', '@emotion/*'],
              message: 'The directory package runs on the server too: no React, MUI or Emotion.',
            },
            {
              group: ['@libatlas/ui', '@libatlas/ui/*', '@libatlas/app', '@libatlas/server'],
              message: 'The directory package sits below ui, app and server: they import it.',
            },
          ],
        },
      ],
    },
  },
  {
    // A component folder's index.ts is its public face: another folder reaching past it into a
    // file ties the two together unseen (issue 33). What several components share lives in
    // ui/src/shared/, story data and helpers in ui/src/fixtures/.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+[A-Z][^/]*/(?!index(\\.tsx?)?$)',
              // Component folders are the capitalised ones (shared/, fixtures/, theme/ … are not).
              caseSensitive: true,
              message:
                "Import another component through its folder's index.ts; move a piece several components share to ui/src/shared/.",
            },
          ],
        },
      ],
    },
  },
  {
    // A journey navigates through e2e/appTest.ts, whose goto, reload, goBack and goForward wait
    // until the app has taken the page over; the page's own methods return before it has.
    files: ['e2e/journeys/**/*.ts', 'e2e/cluster/**/*.ts', 'e2e/pages/**/*.ts', 'e2e/appTest.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(goto|reload|goBack|goForward)$/]",
          message:
            'Use goto(page, …), reload(page), goBack(page) or goForward(page) from e2e/appTest.ts: they wait until the app has taken the page over.',
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['scripts/**/*.mjs', 'packages/server/**/*.ts', 'e2e/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
