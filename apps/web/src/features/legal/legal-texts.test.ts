import { describe, expect, it } from 'vitest';
import { PRIVACY_POLICY, TERMS_OF_USE, type LegalDocument } from './legal-texts';

const textOf = (document: LegalDocument) =>
  [
    document.intro,
    ...document.sections.flatMap((section) => [section.heading, ...section.paragraphs]),
  ]
    .join(' ')
    .toLowerCase();

describe('legal texts cover every topic the spec lists', () => {
  it('privacy policy', () => {
    const headings = PRIVACY_POLICY.sections
      .map((section) => section.heading.toLowerCase())
      .join(' | ');
    for (const topic of [
      'personal data we collect',
      'sms',
      'location',
      'disclosure',
      'security',
      'rights',
      'minors',
      'contact',
    ]) {
      expect(headings).toContain(topic);
    }
    const text = textOf(PRIVACY_POLICY);
    expect(text).toContain('18');
    expect(text).toContain('india');
    expect(text).toContain('credit');
  });

  it('terms of use', () => {
    const headings = TERMS_OF_USE.sections
      .map((section) => section.heading.toLowerCase())
      .join(' | ');
    for (const topic of [
      'service',
      'eligibility',
      'responsibilities',
      'repayment',
      'privacy',
      'disclaimer',
      'termination',
      'governing law',
    ]) {
      expect(headings).toContain(topic);
    }
    expect(textOf(TERMS_OF_USE)).toContain('laws of india');
  });

  it('numbers sections in order', () => {
    for (const document of [PRIVACY_POLICY, TERMS_OF_USE]) {
      document.sections.forEach((section, index) =>
        expect(section.heading).toMatch(new RegExp(`^${index + 1}\\. `)),
      );
    }
  });
});
