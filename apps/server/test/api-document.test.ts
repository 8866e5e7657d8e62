import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Calls } from '@saral/contract/calls';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The OpenAPI document the server generates (/api1/docs/json) is what partners generate clients
 * from: Redocly's recommended rules find no error in it, and every operation names itself, says
 * what security it needs and which error envelopes it answers.
 */

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
};
type OpenApiDocument = {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
};

let t: TestApp;
let source: string;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  const reply = await t.app.inject({ method: 'GET', url: '/api1/docs/json' });
  source = reply.body;
  document = reply.json<OpenApiDocument>();
});
afterAll(async () => {
  await t.close();
});

const operations = () =>
  Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })),
  );

describe('the OpenAPI document', () => {
  it('passes Redocly’s recommended lint with no error', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} ${problem.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it('gives every operation a unique operationId, a summary, tags and its security', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(80);
    const ids = all.map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-zA-Z][a-zA-Z0-9]*$/.test(id))).toBe(
      true,
    );
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, operation } of all) {
      expect(operation.summary, `${method} ${path}`).toMatch(/\S/);
      expect(operation.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
      expect(Array.isArray(operation.security), `${method} ${path}`).toBe(true);
    }
    expect(document.servers?.[0]?.url).toMatch(/\S/);
  });

  it('describes every call the web app makes (the contract’s Calls), with its method', () => {
    // A call whose id is a path segment (extension-calc/{orderId}) is named by its prefix.
    const described = (path: string, method: string) =>
      Object.entries(document.paths).some(
        ([documented, byMethod]) =>
          (documented === path || new RegExp(`^${path}/\\{\\w+\\}$`).test(documented)) &&
          Boolean(byMethod[method]),
      );
    const missing = Object.entries(Calls)
      .filter(([, call]) => !described(`/api1${call.path}`, call.method.toLowerCase()))
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('names the contract’s calls by their contract name', () => {
    const byId = new Map(operations().map((entry) => [entry.operation.operationId, entry]));
    expect(byId.get('apply')).toMatchObject({ path: `/api1${Calls.apply.path}`, method: 'post' });
    expect(byId.get('homeIndex')).toMatchObject({ path: `/api1${Calls.homeIndex.path}` });
  });

  it('declares the token header for signed-in calls, the operator session for /ops and none for public ones', () => {
    const security = (path: string, method: string) => document.paths[path]?.[method]?.security;
    expect(security(`/api1${Calls.apply.path}`, 'post')).toEqual([{ token: [] }]);
    expect(security(`/api1${Calls.sendCode.path}`, 'get')).toEqual([]);
    expect(security('/ops/v1/applications', 'get')).toEqual([{ operatorToken: [] }]);
    expect(security('/ops/v1/login', 'post')).toEqual([]);
  });

  it('lists the error envelopes: 400 and 500 everywhere, 401 where a session is needed, 403 for operators', () => {
    for (const { path, method, operation } of operations()) {
      const codes = Object.keys(operation.responses ?? {});
      expect(codes, `${method} ${path}`).toEqual(expect.arrayContaining(['400', '500']));
      if ((operation.security ?? []).length > 0)
        expect(codes, `${method} ${path}`).toContain('401');
      if (path.startsWith('/ops/') && (operation.security ?? []).length > 0) {
        expect(codes, `${method} ${path}`).toContain('403');
      }
    }
  });
});
