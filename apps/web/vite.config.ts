import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { serviceWorkerPlugin } from './build/service-worker-plugin.ts';

const reactRouterProductionEntry = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * Writes .br and .gz twins of every text asset, so the server sends pre-compressed files
 * instead of compressing on each request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'saral-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          return entry.isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|webmanifest|txt)$/.test(file)) continue;
        const content = fs.readFileSync(file);
        if (content.length < 512) continue;
        fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
          }),
        );
      }
    },
  };
}

/**
 * antd-mobile falls back to its Chinese texts when no ConfigProvider locale is given, so its
 * config module imports them into every build. The app is set to English (app/query-layout.tsx): the fallback
 * resolves to the kit's English locale, and the Chinese texts (about 1 KB gzip on every screen)
 * are never bundled (docs/web-bundle.md).
 */
function antdEnglishFallback(): Plugin {
  return {
    name: 'saral-antd-english-fallback',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === '../../locales/zh-CN' &&
        importer !== undefined &&
        /antd-mobile[\\/]es[\\/]components[\\/]config-provider[\\/]/.test(importer)
      ) {
        return this.resolve('antd-mobile/es/locales/en-US', importer, { skipSelf: true });
      }
      return null;
    },
  };
}

export default defineConfig(({ command, mode }) => ({
  plugins: [
    react(),
    antdEnglishFallback(),
    serviceWorkerPlugin({
      entry: path.resolve(import.meta.dirname, 'src/service-worker/service-worker.ts'),
    }),
    precompress(),
    // `npm run analyze -w apps/web`: what each chunk holds, module by module (docs/web-bundle.md).
    mode === 'analyze' &&
      visualizer({
        filename: 'dist/stats.html',
        template: 'treemap',
        gzipSize: true,
        brotliSize: false,
      }),
    mode === 'analyze' &&
      visualizer({ filename: 'dist/stats.txt', template: 'list', gzipSize: true, sourcemap: true }),
  ],
  resolve: {
    // React Router 7 exports its development build under every condition; the production build
    // is the same code with its development warnings switched off, so the minifier drops them.
    alias:
      command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProductionEntry }]
        : [],
  },
  build: {
    target: 'es2020',
    // The analysis maps minified bytes back to modules through source maps.
    sourcemap: mode === 'analyze',
    cssCodeSplit: true,
    // dist/.vite/manifest.json: what each route loads, for the first-screen budget check
    // (scripts/web-budget.mjs). Dot paths are neither served nor precached.
    manifest: true,
    rollupOptions: {
      output: {
        manualChunks(id: string) {
          // The language layer, its switch and the dynamic-import helper, which the entry and lazy
          // screens share (with React, which they pull in): one chunk instead of five small ones, each
          // paying its own gzip and request overhead on the login page (decision 0018).
          if (
            /node_modules\/(@nanostores\/i18n|nanostores)\//.test(id) ||
            /src\/shared\/i18n\/(i18n|language)\.ts$/.test(id) ||
            /src\/shared\/(ui\/language-switch\.tsx|api\/language-api\.ts)$/.test(id) ||
            /vite\/preload-helper/.test(id)
          ) {
            return 'first-screen';
          }
          // The query library loads with every screen but /login (app/query-layout.tsx): one chunk,
          // not the many small shared ones the bundler would cut it into.
          if (/node_modules\/@tanstack\//.test(id)) return 'query';
          // The small modules of signing in, shared by the login and promotion screens: one chunk.
          if (
            /src\/shared\/(api\/log-in|session\/(start-session|session-cache)|marketing\/marketing-events)\.ts$/.test(
              id,
            ) ||
            /src\/shared\/ui\/brand-header\.tsx$/.test(id) ||
            /contract\/src\/sign-in-rules\.ts$/.test(id)
          ) {
            return 'sign-in';
          }
          return undefined;
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api1': 'http://127.0.0.1:3000', '/dev': 'http://127.0.0.1:3000' },
  },
}));
