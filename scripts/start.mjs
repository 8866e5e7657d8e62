// `npm start`: builds the web app and the console when a build is missing or older than its
// sources, then starts the API server, which also serves both on http://localhost:3000.
//
//   npm start                  build when needed, then serve
//   npm start -- --no-build    serve whatever build there is (the API works without one)
//
// SIGINT/SIGTERM (and the end of `npm start` itself, see below) stop the build or the server,
// and this script exits when its child has. In production, run the compiled server instead:
// `npm run build`, then `node apps/server/dist/main.js` (docs/deployment.md).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CONSOLE_BUILD_OUTPUT,
  CONSOLE_SOURCES,
  isBuildFresh,
  WEB_BUILD_OUTPUT,
  WEB_SOURCES,
} from './build-freshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The child running now (the web build, then the server) and the stop signal, once received. */
let child = null;
let stopSignal = null;

function stop(signal) {
  if (stopSignal) return;
  stopSignal = signal;
  child?.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));

// npm runs this script through `sh -c` and on SIGTERM signals only that shell, which dies without
// passing the signal on: we would be left running with PID 1 as parent. So under npm, the end of
// the shell that started us is a stop signal too. (A plain `node scripts/start.mjs &` is left
// alone: it may be meant to outlive its shell.)
if (process.env.npm_lifecycle_event === 'start') {
  const launcher = process.ppid;
  setInterval(() => {
    if (process.ppid !== launcher) stop('SIGTERM');
  }, 200).unref();
}

/** Runs a command to its end; resolves with the exit code a shell would report. */
function run(command, args) {
  return new Promise((resolve) => {
    child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      child = null;
      resolve(code ?? 128 + (os.constants.signals[signal] ?? 0));
    });
  });
}

async function main() {
  // The borrower app and the operations console, each rebuilt when older than its sources.
  const builds = [
    { name: 'web app', workspace: 'apps/web', output: WEB_BUILD_OUTPUT, sources: WEB_SOURCES },
    {
      name: 'console',
      workspace: 'apps/console',
      output: CONSOLE_BUILD_OUTPUT,
      sources: CONSOLE_SOURCES,
    },
  ];
  for (const build of builds) {
    if (process.argv.includes('--no-build') || isBuildFresh(build.output, build.sources)) continue;
    const exists = fs.existsSync(path.join(root, build.output));
    console.log(
      exists ? `The ${build.name}'s sources changed: rebuilding…` : `Building the ${build.name}…`,
    );
    const built = await run('npm', ['run', 'build', '-w', build.workspace]);
    if (built !== 0 || stopSignal) return built;
  }
  if (stopSignal) return 0;
  // The server runs TypeScript through tsx's loader in this node process: no tsx CLI in between.
  return run(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts']);
}

process.exitCode = await main();
