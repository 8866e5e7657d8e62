import { fileURLToPath } from 'node:url';
import { includeIgnoreFile } from '@eslint/compat';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const WEB_SRC = 'apps/web/src';
const CONSOLE_SRC = 'apps/console/src';

export default tseslint.config(
  // What git ignores (build output, local data, reports) is not ours to lint either.
  includeIgnoreFile(fileURLToPath(new URL('.gitignore', import.meta.url)), 'Files git ignores'),
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Configuration is read in exactly one module per app (apps/*/src/config.ts).
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through the config module.',
        },
      ],
    },
  },
  {
    // The web app's layers: app/ (router, routes) composes features/, each feature stands alone,
    // and everything they share lives in shared/. Imports point inward only.
    files: [`${WEB_SRC}/**/*.{ts,tsx}`],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      // main.tsx, the entry point, belongs to no layer: it may start anything.
      'boundaries/elements': [
        { type: 'app', pattern: `${WEB_SRC}/app`, partialMatch: false },
        { type: 'feature', pattern: `${WEB_SRC}/features/*`, partialMatch: false },
        { type: 'shared', pattern: `${WEB_SRC}/shared`, partialMatch: false },
        { type: 'service-worker', pattern: `${WEB_SRC}/service-worker`, partialMatch: false },
      ],
    },
    rules: {
      // Imports inside one element (e.g. within one feature) are not checked; between elements
      // only these are allowed.
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'app' } },
              allow: { to: { element: { type: ['feature', 'shared'] } } },
            },
            // Another feature's code is off limits: what two features need lives in shared/.
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'shared' } } },
            },
          ],
          message:
            '{{ from.element.type }} code must not import {{ to.element.type }} code. app/ composes features; a feature imports only its own files and shared/ (move what two features need there); shared/ imports only shared/.',
        },
      ],
    },
  },
  {
    // The console has the same layers as the web app: app/ composes features/, features stand
    // alone, shared/ is what they share.
    files: [`${CONSOLE_SRC}/**/*.{ts,tsx}`],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: 'app', pattern: `${CONSOLE_SRC}/app`, partialMatch: false },
        { type: 'feature', pattern: `${CONSOLE_SRC}/features/*`, partialMatch: false },
        { type: 'shared', pattern: `${CONSOLE_SRC}/shared`, partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'app' } },
              allow: { to: { element: { type: ['feature', 'shared'] } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'shared' } } },
            },
          ],
          message:
            '{{ from.element.type }} code must not import {{ to.element.type }} code. app/ composes features; a feature imports only its own files and shared/.',
        },
      ],
    },
  },
  {
    files: [`${CONSOLE_SRC}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: [`${WEB_SRC}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: [
      'apps/server/src/config.ts',
      `${WEB_SRC}/shared/config.ts`,
      'scripts/**',
      'bench/**',
      '**/*.config.ts',
      'apps/server/test/**',
      'apps/web/e2e/**',
      'apps/console/e2e/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
);
