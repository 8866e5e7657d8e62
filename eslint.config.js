import { fileURLToPath } from 'node:url';
import { includeIgnoreFile } from '@eslint/compat';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const WEB_SRC = 'apps/web/src';
const CONSOLE_SRC = 'apps/console/src';

/**
 * A React app's layers: app/ (router, routes) composes features/, each feature stands alone, and
 * what they share lives in shared/. Imports point inward only; imports inside one element (e.g.
 * within one feature) are not checked. The entry point (main.tsx) belongs to no layer.
 */
function featureLayers(src, otherElements = []) {
  return {
    files: [`${src}/**/*.{ts,tsx}`],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: 'app', pattern: `${src}/app`, partialMatch: false },
        { type: 'feature', pattern: `${src}/features/*`, partialMatch: false },
        { type: 'shared', pattern: `${src}/shared`, partialMatch: false },
        ...otherElements.map((name) => ({
          type: name,
          pattern: `${src}/${name}`,
          partialMatch: false,
        })),
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
  };
}

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
  // The web app's layers (and service-worker/, which nothing imports), then the console's.
  featureLayers(WEB_SRC, ['service-worker']),
  featureLayers(CONSOLE_SRC),
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
  {
    // Each Playwright worker has a server of its own; only e2e/fixtures.ts's `test` knows which.
    files: ['apps/web/e2e/**/*.spec.ts', 'apps/console/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message:
                "Import `test` from apps/web/e2e/fixtures.ts: it points baseURL at the worker's server.",
            },
          ],
        },
      ],
    },
  },
);
