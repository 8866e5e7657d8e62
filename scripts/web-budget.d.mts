// Types of web-budget.mjs for the web project's unit test (apps/web/build/web-budget.test.ts).
export declare const KB: number;
export type FirstScreen = {
  name: string;
  path: string;
  targetKb: number;
  budgetKb: number;
  routes: string[];
};
export type ManifestChunk = { file: string; imports?: string[] };
export type ScreenResult = FirstScreen & {
  files: { file: string; gzipBytes: number }[];
  totalBytes: number;
  ok: boolean;
};
export declare const WEB_FIRST_SCREENS: FirstScreen[];
export declare function firstScreenJs(
  manifest: Record<string, ManifestChunk>,
  routes: string[],
): string[];
export declare function measureFirstScreens(
  distDir: string,
  screens?: FirstScreen[],
): ScreenResult[];
export declare function formatReport(results: ScreenResult[]): string[];
