/**
 * The shape a translation must have: every key of the English base, each a string. A hi.ts
 * declared as `CatalogOf<typeof en>` fails the type check when a key is missing or extra.
 */
export type CatalogOf<Base> = { readonly [Key in keyof Base]: string };
