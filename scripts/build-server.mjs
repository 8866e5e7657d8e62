// Compiles the API server for production: one ES module per entry point in apps/server/dist,
// run with plain `node` (no tsx). The shared contract package (TypeScript source) is bundled in;
// every npm dependency of the server stays external and is loaded from node_modules at run time,
// so native and WebAssembly packages (sharp, PGlite, pg, tesseract.js) keep their own files.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps/server');
// The output sits one folder below apps/server, like src/: paths the server derives from its own
// location (the repository root, db/migrations) resolve the same way in both.
const outDir = path.join(serverDir, 'dist');

const serverPackage = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys(serverPackage.dependencies).filter(
  (name) => name !== '@saral/contract',
);

const startedAt = Date.now();
fs.rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: path.join(serverDir, 'src/main.ts'),
    worker: path.join(serverDir, 'src/worker.ts'),
    'create-operator': path.join(serverDir, 'scripts/create-operator.ts'),
    'import-ifsc': path.join(serverDir, 'scripts/import-ifsc.ts'),
  },
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external,
  sourcemap: true,
  logLevel: 'warning',
});
// migrate.ts reads its SQL files next to itself.
fs.cpSync(path.join(serverDir, 'src/db/migrations'), path.join(outDir, 'migrations'), {
  recursive: true,
});
console.log(`Server compiled to apps/server/dist in ${Date.now() - startedAt} ms`);
