import fs from 'node:fs';
import js from '@eslint/js';
import nodePlugin from 'eslint-plugin-n';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

/** A Tailwind class naming a palette colour (`text-red-700`, `dark:bg-green-50/40`), as an esquery regex. */
const PALETTE_CLASS =
  '/\\b(text|bg|border|ring|outline|fill|stroke|from|via|to|divide|decoration|shadow|accent|caret)-(red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|slate|gray|zinc|neutral|stone)-\\d{2,3}\\b/';

/** Colours come from the theme's tokens (styles/globals.css), never from Tailwind's palette. */
const NO_PALETTE_COLOURS = ['Literal[value', 'TemplateElement[value.raw'].map((node) => ({
  selector: `${node}=${PALETTE_CLASS}]`,
  message: 'Use a theme colour token (text-error, bg-success, border-destructive…), not a palette colour.',
}));

/** User-facing texts live in src/shared/messages/, not in components (the shadcn primitives in components/ui/ aside). */
const NO_INLINE_TEXTS = [
  {
    selector: 'JSXText[value=/[A-Za-z]{2,}/]',
    message: 'User-facing text lives in src/shared/messages/<area>.ts.',
  },
  {
    selector: `JSXAttribute[name.name=/^(aria-label|title|placeholder|alt|label|hint|description)$/] > Literal[value=/[A-Za-z]{2,}/]`,
    message: 'User-facing text lives in src/shared/messages/<area>.ts.',
  },
];

/** The web app never imports server code. */
const NO_SERVER_CODE = {
  group: ['@server/*', '**/server/**'],
  message: 'The web app never imports server code.',
};

/** Imports flow shared -> lib and components -> features -> routes and app (README "Layout"). */
const NO_PAGES_OR_APP = {
  regex: '^(@web/|(\\.\\./)+)(routes|app)(/|$)',
  message: 'Only the app and its pages import pages or the app.',
};

/** The feature folders of the web app, each a module of its own (`api/`, `components/`, `hooks/`, `utils/`). */
const WEB_FEATURES = fs
  .readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * One override per feature: a feature imports no other feature, neither by alias nor by a relative path that leaves
 * its own folder (relative imports go up one level at most: from `components/` to `api/`, `hooks/`, `utils/`). What
 * several features share lives in `src/web/lib/` or `src/web/components/`.
 */
const featureBoundaries = WEB_FEATURES.map((feature) => ({
  files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          NO_SERVER_CODE,
          NO_PAGES_OR_APP,
          {
            regex: `^@web/features/(?!${feature}(/|$))`,
            message: `Features do not import each other: move what "${feature}" shares with another feature to src/web/lib/ or a module of its own.`,
          },
          {
            regex: '^\\.\\./\\.\\./',
            message:
              'A relative import stays inside its feature (one level up at most); import anything else through @web/, @shared/ or @content/.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'test-results',
      'playwright-report',
      'src/server/db/migrations',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Every package the code imports is declared in package.json (not only installed as another's dependency).
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { n: nodePlugin },
    rules: { 'n/no-extraneous-import': 'error' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': [
        'warn',
        { allowConstantExport: true, allowExportNames: ['buttonVariants', 'badgeVariants'] },
      ],
      'no-restricted-imports': ['error', { patterns: [NO_SERVER_CODE] }],
      // Colours come from the theme's tokens; user-facing texts from src/shared/messages/.
      'no-restricted-syntax': ['error', ...NO_PALETTE_COLOURS, ...NO_INLINE_TEXTS],
    },
  },
  {
    // The shadcn primitives keep their own texts (sr-only labels such as 'Close').
    files: ['src/web/components/ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...NO_PALETTE_COLOURS] },
  },
  {
    files: ['src/web/lib/**/*.{ts,tsx}', 'src/web/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_SERVER_CODE,
            NO_PAGES_OR_APP,
            {
              regex: '^(@web/|(\\.\\./)+)features(/|$)',
              message: 'Shared web code (lib/, components/) does not import features.',
            },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  {
    files: ['src/shared/**/*.ts', 'content/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@server/*', '@web/*'], message: 'Shared code imports neither server nor web.' },
          ],
        },
      ],
    },
  },
);
