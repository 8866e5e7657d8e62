/**
 * The shape a translation must have: every key of the English base, each a string. A hi.ts
 * declared as `CatalogOf<typeof en>` fails the type check when a key is missing or extra.
 */
export type CatalogOf<Base> = { readonly [Key in keyof Base]: string };

/** features/login/i18n/hi.ts → "login"; shared/i18n/shell/hi.ts → "shell" (glob keys are relative). */
export function catalogName(path: string): string {
  const match = /(?:features\/([^/]+)\/i18n|(?:^\.|i18n)\/([^/]+))\/[a-z]+\.ts$/.exec(path);
  const name = match?.[1] ?? match?.[2];
  if (!name) throw new Error(`Not a catalog path: ${path}`);
  return name;
}
