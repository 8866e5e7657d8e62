import type { FaqItem, LegalDocument } from '@saral/contract/api/content';
import type { ContentKey } from '@saral/contract/api/ops-content';
import { failed } from '../../shared/app-error';
import { unknownPlaceholders } from './site-placeholders';

/**
 * The plain-text form operators edit: a line '## Heading' starts a help item (its question) or
 * a section of a legal text, blank lines separate paragraphs, and a legal text begins with its
 * introduction. The same functions turn the texts shipped with the app into this form, so the
 * console shows them before anyone has edited them.
 */

type Section = { heading: string; text: string };
export type LegalBody = Pick<LegalDocument, 'intro' | 'sections'>;

const HEADING = /^##\s+(.*\S)\s*$/;

function splitSections(body: string): { preamble: string; sections: Section[] } {
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  const preamble: string[] = [];
  const sections: { heading: string; lines: string[] }[] = [];
  for (const line of lines) {
    const heading = HEADING.exec(line);
    if (heading) sections.push({ heading: heading[1] ?? '', lines: [] });
    else (sections.at(-1)?.lines ?? preamble).push(line);
  }
  return {
    preamble: preamble.join('\n').trim(),
    sections: sections.map((section) => ({
      heading: section.heading.trim(),
      text: section.lines.join('\n').trim(),
    })),
  };
}

const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);

export function parseFaq(body: string): FaqItem[] {
  const { preamble, sections } = splitSections(body);
  if (preamble || sections.length === 0) {
    throw failed("Start each help item with a line '## Question', its answer below it");
  }
  return sections.map((section) => {
    if (!section.text) throw failed(`The help item '${section.heading}' has no answer`);
    return { title: section.heading, content: paragraphsOf(section.text).join('\n\n') };
  });
}

export function parseLegal(body: string): LegalBody {
  const { preamble, sections } = splitSections(body);
  if (!preamble) throw failed("Begin with the introduction, before the first '## ' heading");
  if (sections.length === 0) throw failed("Add at least one section: a line '## Heading'");
  return {
    intro: paragraphsOf(preamble).join('\n\n'),
    sections: sections.map((section) => {
      const paragraphs = paragraphsOf(section.text);
      if (paragraphs.length === 0) throw failed(`The section '${section.heading}' is empty`);
      return { heading: section.heading, paragraphs };
    }),
  };
}

export const faqToText = (items: readonly FaqItem[]): string =>
  items.map((item) => `## ${item.title}\n${item.content}`).join('\n\n');

export const legalToText = (document: LegalBody): string =>
  [
    document.intro,
    ...document.sections.map(
      (section) => `## ${section.heading}\n${section.paragraphs.join('\n\n')}`,
    ),
  ].join('\n\n');

/** Throws HTTP 400 when the text would not make a page: its form, or an unknown placeholder. */
export function checkContentText(key: ContentKey, body: string): void {
  if (key === 'faq') parseFaq(body);
  if (key === 'privacy' || key === 'terms') parseLegal(body);
  const unknown = unknownPlaceholders(body);
  if (unknown.length > 0) {
    throw failed(
      `Unknown placeholder ${unknown.map((name) => `{{${name}}}`).join(', ')}: use one of the lender and loan placeholders`,
    );
  }
}
