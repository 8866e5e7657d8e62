import { z } from 'zod';

/** The RBI's complaint management system, where a borrower escalates an unresolved complaint. */
export const RBI_COMPLAINT_PORTAL_URL = 'https://cms.rbi.org.in';

const contactSchema = z.object({
  phone: z.string().min(1),
  email: z.email(),
});

/**
 * Who lends: one identity (an operator setting) named alike by the Key Fact Statement, About us,
 * the privacy policy, the terms and Account.
 */
export const lenderIdentitySchema = z.object({
  /** Legal name as registered. */
  name: z.string().min(1),
  /** Corporate Identity Number (Ministry of Corporate Affairs). */
  cin: z.string().min(1),
  /** Number of the RBI certificate of registration (an NBFC's CoR). */
  rbiRegistration: z.string().min(1),
  /** Registered office. */
  address: z.string().min(1),
  /** Where a borrower first asks for help. */
  customerCare: contactSchema.extend({ hours: z.string().min(1) }),
  grievanceOfficer: contactSchema.extend({ name: z.string().min(1), address: z.string().min(1) }),
  /** The RBI complaint portal, for a complaint the lender has not resolved within 30 days. */
  complaintPortalUrl: z.url().default(RBI_COMPLAINT_PORTAL_URL),
});
export type LenderIdentity = z.infer<typeof lenderIdentitySchema>;
