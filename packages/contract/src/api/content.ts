import { z } from 'zod';

export const faqItemSchema = z.object({ title: z.string(), content: z.string() });
export type FaqItem = z.infer<typeof faqItemSchema>;
export const faqResponseSchema = z.array(faqItemSchema);

export const aboutUsResponseSchema = z.object({ appName: z.string(), copywriting: z.string() });
export type AboutUs = z.infer<typeof aboutUsResponseSchema>;
