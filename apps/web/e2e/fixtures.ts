import { test as base } from '@playwright/test';

/** Set in playwright.config.ts: one server address per worker, in worker order. */
export type ServerOptions = { serverUrls: string[] };

/**
 * The journeys' `test`: each worker talks to its own server (playwright.config.ts starts one per
 * worker), so `baseURL` — and with it `page.goto('/…')` and `request` — points at that server.
 */
export const test = base.extend<ServerOptions>({
  serverUrls: [[], { option: true }],
  baseURL: async ({ serverUrls }, use, testInfo) => {
    await use(serverOf(serverUrls, testInfo.parallelIndex));
  },
});

/** The running test's server, for contexts and pages a journey opens itself. */
export function workerServerUrl(): string {
  const info = test.info();
  return serverOf((info.project.use as Partial<ServerOptions>).serverUrls, info.parallelIndex);
}

function serverOf(serverUrls: string[] | undefined, parallelIndex: number): string {
  const url = serverUrls?.[parallelIndex];
  if (!url) throw new Error(`no server for worker ${parallelIndex}: see playwright.config.ts`);
  return url;
}
