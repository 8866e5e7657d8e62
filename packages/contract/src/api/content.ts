import { z } from 'zod';

/** GET /client/v1/faq — the Help Center items. */
export const faqCall = { method: 'GET', path: '/client/v1/faq' } as const;
export const faqItemSchema = z.object({ title: z.string(), content: z.string() });
export type FaqItem = z.infer<typeof faqItemSchema>;
export const faqResponseSchema = z.array(faqItemSchema);

/** GET /client/v1/about-us — app name and copy for the About us page. */
export const aboutUsCall = { method: 'GET', path: '/client/v1/about-us' } as const;
export const aboutUsResponseSchema = z.object({ appName: z.string(), copywriting: z.string() });
export type AboutUs = z.infer<typeof aboutUsResponseSchema>;
