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
    const url = serverUrls[testInfo.parallelIndex];
    if (!url) throw new Error(`no server for worker ${testInfo.parallelIndex}`);
    await use(url);
  },
});

/** The running test's server, for contexts and pages a journey opens itself. */
export function workerServerUrl(): string {
  const info = test.info();
  const url = (info.project.use as Partial<ServerOptions>).serverUrls?.[info.parallelIndex];
  if (!url) throw new Error(`no server for worker ${info.parallelIndex}`);
  return url;
}
