// The borrower app's first screens (/login, and / signed in) must stay within their JavaScript
// budgets, gzip level 9 as the bench measures (bench/run.mjs, docs/web-bundle.md). Computed from
// the build alone, without a browser: Vite's manifest (dist/.vite/manifest.json) says which chunks
// the entry and each route's lazy module import; a route's chunks are its module, everything they
// import statically (Vite preloads those with it) and the entry's own. Run after the build by the
// browser tests (scripts/e2e.mjs), so a heavy import into a first screen fails the run.
//   node scripts/web-budget.mjs [distDir]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** 1 KB = 1000 bytes, as Vite's build report and the bench count. */
export const KB = 1000;

/**
 * Each first screen, the route modules it renders and its JS gzip figures in KB: `targetKb` is
 * issue 18's goal (the bench's budget column), `budgetKb` what this check enforces: the figure
 * reached so far plus a little room, lowered as cuts land until it meets the target
 * (docs/web-bundle.md says what is left).
 */
export const WEB_FIRST_SCREENS = [
  {
    name: 'login',
    path: '/login',
    targetKb: 120,
    budgetKb: 119,
    routes: ['src/app/routes/login-route.tsx'],
  },
  {
    name: 'home',
    path: '/ (signed in)',
    targetKb: 150,
    budgetKb: 145,
    routes: [
      'src/app/routes/query-layout-route.tsx',
      'src/app/routes/home-shell-route.tsx',
      'src/app/routes/home-route.tsx',
    ],
  },
];

/** The manifest key of the app's entry (index.html's module script). */
const ENTRY = 'index.html';

/**
 * The JS files a screen loads before anything is clicked: the entry's chunk and the route
 * modules' chunks with every chunk they import statically, each file once, in load order.
 * Dynamic imports (other screens, popups, the Hindi catalogs) are not counted.
 */
export function firstScreenJs(manifest, routes) {
  const files = [];
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no ${key}`);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [ENTRY, ...routes]) visit(key);
  return files;
}

/** Each screen's files with their gzip-9 size, its total and whether it is within budget. */
export function measureFirstScreens(distDir, screens = WEB_FIRST_SCREENS) {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) {
    throw new Error(
      `${manifestFile} is missing: build the web app first (npm run build -w apps/web)`,
    );
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const gzipBytes = new Map();
  const sizeOf = (file) => {
    if (!gzipBytes.has(file)) {
      const body = fs.readFileSync(path.join(distDir, file));
      gzipBytes.set(file, gzipSync(body, { level: 9 }).length);
    }
    return gzipBytes.get(file);
  };
  return screens.map((screen) => {
    const files = firstScreenJs(manifest, screen.routes).map((file) => ({
      file,
      gzipBytes: sizeOf(file),
    }));
    const totalBytes = files.reduce((sum, item) => sum + item.gzipBytes, 0);
    return { ...screen, files, totalBytes, ok: totalBytes <= screen.budgetKb * KB };
  });
}

/** The report's lines: one per screen, and its biggest files when it is over budget. */
export function formatReport(results) {
  const lines = [];
  for (const result of results) {
    const verdict = result.ok ? 'within' : 'OVER';
    lines.push(
      `Web first screen ${result.path}: ${(result.totalBytes / KB).toFixed(1)} KB JS gzip in ${result.files.length} files, ${verdict} the budget of ${result.budgetKb} KB (target ${result.targetKb} KB)`,
    );
    if (!result.ok) {
      const biggest = [...result.files].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 10);
      for (const item of biggest) {
        lines.push(`  ${(item.gzipBytes / KB).toFixed(1).padStart(6)} KB  ${item.file}`);
      }
    }
  }
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const distDir = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist'));
  const results = measureFirstScreens(distDir);
  for (const line of formatReport(results)) console.log(line);
  if (results.some((result) => !result.ok)) {
    console.log('A first screen is over its JavaScript budget: see docs/web-bundle.md.');
    process.exit(1);
  }
}
