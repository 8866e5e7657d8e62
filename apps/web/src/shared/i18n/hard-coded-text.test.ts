import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Translated code shows no hard-coded English: no JSX text with letters, and no literal
 * aria-label, placeholder, title, alt, label, header or description. Texts come from the
 * feature's catalog (docs/i18n.md). A helper who translates a feature adds its folder here.
 */
export const TRANSLATED = [
  'features/login',
  'features/home',
  'features/home-shell',
  'features/inbox',
  'features/account/components/account-page.tsx',
  'features/account/components/self-service-section.tsx',
  'features/account/components/ad-measurement-setting.tsx',
  'features/account/components/delete-account-page.tsx',
  'features/product-detail',
  'features/loan-confirm',
  'features/loan-review',
  'features/orders',
  'features/extension',
  'features/help',
  'features/about',
  'features/legal',
  'features/download',
  'features/promotion',
  'features/not-found',
  'features/account/components/no-dues-letter-page.tsx',
  'shared/marketing/consent-bar.tsx',
  'app/route-error-page.tsx',
  'shared/ui/cost-summary.tsx',
  'shared/lender/lender-details.tsx',
  'shared/ui/page-error.tsx',
  'shared/ui/phone-number-field.tsx',
  'shared/ui/language-switch.tsx',
  'shared/network/offline-bar.tsx',
  'shared/lender/grievance-contact.tsx',
  'app/root-layout.tsx',
  'features/profile-forms',
  'features/identity',
  'features/face',
  'features/contacts',
  'features/bank',
  'features/device-location',
  'features/onboarding',
  'features/credit-limit',
  'features/alert',
  'features/native-login',
  'shared/onboarding/step-header.tsx',
];

/** Texts the same in every language: the brand, the country code, the bilingual switch's name. */
const SAME_IN_EVERY_LANGUAGE = new Set(['Saral', '+91', 'English / हिन्दी']);
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'placeholder',
  'title',
  'alt',
  'label',
  'header',
  'description',
  'loadingText',
]);
const hasWords = (text: string) => /[A-Za-z]/.test(text) && !SAME_IN_EVERY_LANGUAGE.has(text);

const SRC = path.resolve(import.meta.dirname, '../..');

function componentFiles(entry: string): string[] {
  const full = path.join(SRC, entry);
  if (entry.endsWith('.tsx')) return [full];
  return fs
    .readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
    .map((file) => path.join(full, file));
}

/** "file:line: text" for each hard-coded text in one component file. */
export function hardCodedTexts(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push(`${path.relative(SRC, fileName)}:${line + 1}: ${text}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text.trim())) report(node, node.text.trim());
    if (
      ts.isJsxAttribute(node) &&
      TEXT_ATTRIBUTES.has(node.name.getText(file)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      hasWords(node.initializer.text)
    ) {
      report(node, `${node.name.getText(file)}="${node.initializer.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('translated screens', () => {
  it('show no hard-coded English text', () => {
    const found = TRANSLATED.flatMap(componentFiles).flatMap((file) =>
      hardCodedTexts(file, fs.readFileSync(file, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('catch a hard-coded JSX text and a hard-coded aria-label', () => {
    const source = `export const A = () => <p aria-label="Close">Hello <b>{name}</b> ✕</p>;`;
    expect(hardCodedTexts(path.join(SRC, 'a.tsx'), source)).toEqual([
      'a.tsx:1: aria-label="Close"',
      'a.tsx:1: Hello',
    ]);
  });
});
