import { z } from 'zod';
import { lenderIdentitySchema } from './lender';

export const faqItemSchema = z.object({ title: z.string(), content: z.string() });
export type FaqItem = z.infer<typeof faqItemSchema>;
export const faqResponseSchema = z.array(faqItemSchema);

export const aboutUsResponseSchema = z.object({
  appName: z.string(),
  copywriting: z.string(),
  lender: lenderIdentitySchema,
});
export type AboutUs = z.infer<typeof aboutUsResponseSchema>;

/** The privacy policy or the terms of use, as sections of paragraphs. */
export const legalDocumentSchema = z.object({
  title: z.string(),
  updated: z.string(),
  intro: z.string(),
  sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;
