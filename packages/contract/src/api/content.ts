import { z } from 'zod';
import { BORROWER_LANGUAGES } from './language';
import { lenderIdentitySchema } from './lender';

/**
 * The language of the text served: the request's (Accept-Language), or 'en' when no version in
 * that language is published yet (the English text is served instead). The FAQ list says it in
 * the Content-Language header.
 */
const servedLanguageSchema = z.enum(BORROWER_LANGUAGES).optional();

export const faqItemSchema = z.object({ title: z.string(), content: z.string() });
export type FaqItem = z.infer<typeof faqItemSchema>;
export const faqResponseSchema = z.array(faqItemSchema);

export const aboutUsResponseSchema = z.object({
  appName: z.string(),
  copywriting: z.string(),
  lender: lenderIdentitySchema,
  language: servedLanguageSchema,
});
export type AboutUs = z.infer<typeof aboutUsResponseSchema>;

/** The privacy policy or the terms of use, as sections of paragraphs. */
export const legalDocumentSchema = z.object({
  title: z.string(),
  updated: z.string(),
  intro: z.string(),
  sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
  language: servedLanguageSchema,
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;
