// The console's first screen (what /console/login loads: the entry script, its preloaded chunks
// and CSS) must stay within its budget, gzip level 9 as the bench measures. Run after the build
// by the browser tests (scripts/e2e.mjs), so a heavy import into the first screen fails CI.
//   node scripts/console-budget.mjs [distDir]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const CONSOLE_FIRST_SCREEN_BUDGET_KB = 400;

/** The gzip bytes of each file the console's index.html loads before anything is clicked. */
export function firstScreenFiles(distDir) {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/console\/(assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1],
  );
  return files.map((file) => ({
    file,
    gzipBytes: gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length,
  }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const distDir = path.resolve(process.argv[2] ?? path.join(root, 'apps/console/dist'));
  const files = firstScreenFiles(distDir);
  const totalKb = files.reduce((sum, item) => sum + item.gzipBytes, 0) / 1000;
  const verdict = totalKb <= CONSOLE_FIRST_SCREEN_BUDGET_KB ? 'within' : 'OVER';
  console.log(
    `Console first screen: ${totalKb.toFixed(1)} KB gzip in ${files.length} files, ${verdict} the budget of ${CONSOLE_FIRST_SCREEN_BUDGET_KB} KB`,
  );
  if (verdict === 'OVER') {
    for (const item of files.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      console.log(`  ${(item.gzipBytes / 1000).toFixed(1)} KB  ${item.file}`);
    }
    process.exit(1);
  }
}
