import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's shape, checked on its source: the orders module is the only one that touches the
 * orders tables, domains do not depend on each other in circles, and seeds stay a leaf.
 */

const SRC = path.resolve(__dirname, '../src');
const TEST = path.resolve(__dirname);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|mts)$/.test(entry.name) ? [full] : [];
  });
}

const relative = (file: string) => path.relative(SRC, file).split(path.sep).join('/');
const ORDERS_MODULE = 'domains/orders/';
/** SQL that reads or writes the orders tables (across line breaks). */
const ORDERS_SQL = /\b(FROM|JOIN|UPDATE|INTO)\s+(orders|order_transitions)\b/;

/** The domain (or seed) a source file belongs to, or null for the app's own wiring. */
function unitOf(file: string): string | null {
  const name = relative(file);
  const domain = /^domains\/([^/]+)\//.exec(name);
  if (domain?.[1]) return domain[1];
  return name.startsWith('db/seed/') ? 'seed' : null;
}

/** Relative imports of a file, resolved to files (type-only imports count too). */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const targets = [...text.matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)].map((match) => match[1] ?? '');
  return targets.map((target) => path.resolve(path.dirname(file), `${target}.ts`));
}

function unitGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(SRC)) {
    const from = unitOf(file);
    if (from === null) continue;
    for (const target of importsOf(file)) {
      const to = unitOf(target);
      if (to === null || to === from) continue;
      graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

/** Every cycle's units (strongly connected components with more than one unit). */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  let next = 0;
  const visit = (unit: string) => {
    index.set(unit, next);
    low.set(unit, next);
    next += 1;
    stack.push(unit);
    for (const to of graph.get(unit) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(unit, Math.min(low.get(unit) ?? 0, low.get(to) ?? 0));
      } else if (stack.includes(to)) {
        low.set(unit, Math.min(low.get(unit) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(unit) === index.get(unit)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member !== undefined) component.push(member);
      } while (member !== undefined && member !== unit);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const unit of graph.keys()) if (!index.has(unit)) visit(unit);
  return found;
}

describe('architecture', () => {
  it('keeps every SQL statement on the orders tables inside the orders module', () => {
    const outside = sourceFiles(SRC)
      .filter((file) => !relative(file).startsWith(ORDERS_MODULE))
      .filter((file) => ORDERS_SQL.test(fs.readFileSync(file, 'utf8')))
      .map(relative);
    expect(outside).toEqual([]);
  });

  it('lets tests make orders through the orders module, not with SQL of their own', () => {
    const tests = sourceFiles(TEST)
      .filter((file) => /\bINSERT\s+INTO\s+orders\b/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(TEST, file));
    expect(tests).toEqual([]);
  });

  it('has no import cycles between domains, and no domain depends on the seeds', () => {
    const graph = unitGraph();
    expect(cycles(graph)).toEqual([]);
    const onSeeds = [...graph].filter(([, to]) => to.has('seed')).map(([from]) => from);
    expect(onSeeds).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself works)', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('leaves loan rules out of the wiring files', () => {
    for (const file of ['services.ts', 'operator-services.ts', 'providers.ts']) {
      const text = fs.readFileSync(path.join(SRC, file), 'utf8');
      expect(text, file).not.toMatch(/OrderState|order-states/);
      expect(text, file).not.toMatch(/\bFROM\s+\w+|\bUPDATE\s+\w+\s+SET\b/);
    }
  });
});
