import type { LegalDocument } from '@saral/contract/api/content';
import type { LenderIdentity } from '@saral/contract/api/lender';
import type { PromotionFigures } from '@saral/contract/api/promotion';
import { formatRupees } from '@saral/contract/money';

/**
 * Texts operators and lawyers write (About us, help items, privacy, terms) name the lender and
 * the loan range through {{placeholders}}, filled here from the one lender setting and the real
 * products: a text cannot name another company or promise amounts no product lends.
 */
export type PlaceholderValues = Readonly<Record<string, string>>;

/** Every name a text may use; the amounts stay unfilled while no product is applied for here. */
export const PLACEHOLDER_NAMES = [
  'lender.name',
  'lender.cin',
  'lender.rbiRegistration',
  'lender.address',
  'customerCare.phone',
  'customerCare.email',
  'customerCare.hours',
  'grievanceOfficer.name',
  'grievanceOfficer.phone',
  'grievanceOfficer.email',
  'grievanceOfficer.address',
  'complaintPortalUrl',
  'loans.minAmount',
  'loans.maxAmount',
] as const;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** The {{names}} of a text that are not placeholders (a typo, or a name from another site). */
export function unknownPlaceholders(text: string): string[] {
  const known: ReadonlySet<string> = new Set(PLACEHOLDER_NAMES);
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  return [...new Set(names.filter((name) => !known.has(name)))];
}

export function placeholderValues(
  lender: LenderIdentity,
  figures: PromotionFigures | null,
): PlaceholderValues {
  return {
    'lender.name': lender.name,
    'lender.cin': lender.cin,
    'lender.rbiRegistration': lender.rbiRegistration,
    'lender.address': lender.address,
    'customerCare.phone': lender.customerCare.phone,
    'customerCare.email': lender.customerCare.email,
    'customerCare.hours': lender.customerCare.hours,
    'grievanceOfficer.name': lender.grievanceOfficer.name,
    'grievanceOfficer.phone': lender.grievanceOfficer.phone,
    'grievanceOfficer.email': lender.grievanceOfficer.email,
    'grievanceOfficer.address': lender.grievanceOfficer.address,
    complaintPortalUrl: lender.complaintPortalUrl,
    // No product applied for here: the amounts stay unfilled rather than invented.
    ...(figures && {
      'loans.minAmount': formatRupees(figures.minAmount),
      'loans.maxAmount': formatRupees(figures.maxAmount),
    }),
  };
}

/** Replaces each {{name}}; an unknown name stays visible, so a typo is noticed, not hidden. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (match, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? match) : match,
  );
}

export function fillLegalDocument(
  document: LegalDocument,
  values: PlaceholderValues,
): LegalDocument {
  return {
    ...document,
    intro: fillPlaceholders(document.intro, values),
    sections: document.sections.map((section) => ({
      heading: section.heading,
      paragraphs: section.paragraphs.map((paragraph) => fillPlaceholders(paragraph, values)),
    })),
  };
}
