import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  firstScreenJs,
  formatReport,
  measureFirstScreens,
  type FirstScreen,
} from '../../../scripts/web-budget.mjs';

// A build as Vite's manifest describes it: the entry, two lazy routes sharing a chunk, popups.
const MANIFEST = {
  'index.html': {
    file: 'assets/index.js',
    imports: ['_runtime.js', '_react.js'],
    dynamicImports: ['src/login.tsx', '_popups.js'],
    css: ['assets/index.css'],
  },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_react.js': { file: 'assets/react.js', imports: ['_runtime.js'] },
  '_popups.js': { file: 'assets/popups.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js', 'index.html'] },
  '_style.css': { file: 'assets/style.css' },
  'src/login.tsx': { file: 'assets/login.js', imports: ['_shared.js', 'index.html', '_style.css'] },
  'src/home.tsx': { file: 'assets/home.js', imports: ['_shared.js'] },
};

describe('the first-screen JS of a route', () => {
  it('is the entry, the route and every chunk they import statically, each once', () => {
    expect(firstScreenJs(MANIFEST, ['src/login.tsx'])).toEqual([
      'assets/index.js',
      'assets/runtime.js',
      'assets/react.js',
      'assets/login.js',
      'assets/shared.js',
    ]);
  });

  it('leaves out what is only imported dynamically (popups, other screens) and CSS', () => {
    const files = firstScreenJs(MANIFEST, ['src/login.tsx']);
    expect(files).not.toContain('assets/popups.js');
    expect(files).not.toContain('assets/home.js');
    expect(files).not.toContain('assets/style.css');
  });

  it('refuses a route the build does not have, rather than measuring nothing', () => {
    expect(() => firstScreenJs(MANIFEST, ['src/gone.tsx'])).toThrow(/src\/gone\.tsx/);
  });
});

describe('the budget check of a build', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A dist folder with the manifest above and each file of the given content. */
  function dist(content: (file: string) => string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-budget-'));
    dirs.push(dir);
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    for (const chunk of Object.values(MANIFEST)) {
      fs.writeFileSync(path.join(dir, chunk.file), content(chunk.file));
    }
    return dir;
  }
  const screen: FirstScreen = {
    name: 'login',
    path: '/login',
    targetKb: 1,
    budgetKb: 2,
    routes: ['src/login.tsx'],
  };
  // Random text barely compresses: its gzip size is close to its length.
  const noise = (bytes: number) =>
    Array.from({ length: bytes }, () =>
      String.fromCharCode(33 + Math.floor(Math.random() * 90)),
    ).join('');

  it('sums the gzip-9 size of each file and passes a screen within budget', () => {
    const dir = dist(() => 'export const a = 1;\n');
    const [result] = measureFirstScreens(dir, [screen]);
    const oneFile = gzipSync('export const a = 1;\n', { level: 9 }).length;
    expect(result?.totalBytes).toBe(5 * oneFile);
    expect(result?.ok).toBe(true);
    expect(formatReport([result!])).toEqual([
      `Web first screen /login: ${((5 * oneFile) / 1000).toFixed(1)} KB JS gzip in 5 files, within the budget of 2 KB (target 1 KB)`,
    ]);
  });

  it('fails a bloated screen and lists its biggest files first', () => {
    const dir = dist((file) => (file === 'assets/shared.js' ? noise(3000) : 'x'));
    const [result] = measureFirstScreens(dir, [screen]);
    expect(result?.ok).toBe(false);
    const report = formatReport([result!]);
    expect(report[0]).toMatch(/OVER the budget of 2 KB/);
    expect(report[1]).toMatch(/assets\/shared\.js$/);
  });
});
