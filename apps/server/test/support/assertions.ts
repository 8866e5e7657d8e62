import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { Database, SqlParam } from '../../src/db/database';

/** Text that only a leaked stack trace or server file path would put into a reply. */
const INTERNALS = [
  /^\s*at\s/m, // a stack frame line
  /\bat\s+\S+\s+\(/, // "at fn (" inside one line
  /\.(?:ts|js|mjs|cjs):\d+/, // file:line
  /node_modules/,
  /\/work\/|\/apps\/server\/|\/src\//, // server paths
];

/** The reply body carries no stack trace and no server file path. */
export function expectNoInternals(body: string): void {
  // Replies are JSON, so a newline inside msg arrives escaped; look at the decoded text too.
  let decoded = body;
  try {
    decoded = JSON.stringify(JSON.parse(body), null, 1).replaceAll('\\n', '\n');
  } catch {
    // not JSON: check the raw text
  }
  for (const pattern of INTERNALS) {
    expect(body, `reply leaks internals (${pattern})`).not.toMatch(pattern);
    expect(decoded, `reply leaks internals (${pattern})`).not.toMatch(pattern);
  }
  expect(body).not.toContain(process.cwd());
}

/** The reply is a JSON {code, msg, data} envelope (exactly those keys), with no internals. */
export function expectEnvelope(response: LightMyRequestResponse) {
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expectNoInternals(response.body);
  const body = response.json() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg']);
  expect(Number.isInteger(body.code)).toBe(true);
  expect(typeof body.msg).toBe('string');
  expect(body.msg).not.toBe('');
  // Success and failure agree between the HTTP status and the envelope code.
  if (response.statusCode === 200) expect(body.code).toBe(0);
  else expect(body.code).not.toBe(0);
  return body as { code: number; msg: string; data: unknown };
}

export async function countRows(
  db: Database,
  sql: string,
  params: readonly SqlParam[] = [],
): Promise<number> {
  const rows = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM (${sql}) AS counted`,
    params,
  );
  return rows[0]?.count ?? 0;
}

export async function userIdOf(db: Database, phone: string): Promise<number> {
  const rows = await db.query<{ id: number }>('SELECT id FROM users WHERE phone = $1', [phone]);
  if (!rows[0]) throw new Error(`no user with phone ${phone}`);
  return Number(rows[0].id);
}

/** Pino writes one JSON object per line. */
export type LogEntry = { level: number; msg?: string; [key: string]: unknown };
export function parseLogLines(lines: string[]): LogEntry[] {
  return lines
    .join('')
    .split('\n')
    .filter((line) => line.trim().length > 0)
    .map((line) => JSON.parse(line) as LogEntry);
}
