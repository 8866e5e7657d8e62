import { z } from 'zod';
import { LOGIN_OTP_LENGTH } from '../constants';

/** Account: who the borrower is and which verification steps are done. */
export const accountOverviewSchema = z.object({
  /** The name on the borrower's KYC; null before the identity step. */
  name: z.string().nullable(),
  /** Masked, e.g. 91******3210. */
  phone: z.string(),
  steps: z.object({
    aadhaar: z.boolean(),
    pan: z.boolean(),
    selfie: z.boolean(),
    bank: z.boolean(),
  }),
});
export type AccountOverview = z.infer<typeof accountOverviewSchema>;

/** Download my data: everything the app holds about the borrower, as they gave it. */
export const myDataSchema = z.object({
  exportedAt: z.string(),
  account: z.object({ phone: z.string(), createdAt: z.string() }),
  identity: z
    .object({
      name: z.string().nullable(),
      pan: z.string().nullable(),
      aadhaarLast4: z.string().nullable(),
      kycMethod: z.string().nullable(),
      kycCompletedAt: z.string().nullable(),
      selfieCompletedAt: z.string().nullable(),
    })
    .nullable(),
  forms: z.array(z.object({ form: z.string(), answers: z.record(z.string(), z.unknown()) })),
  emergencyContacts: z.array(
    z.object({ name: z.string(), mobile: z.string(), relation: z.string() }),
  ),
  bankAccounts: z.array(z.object({ ifsc: z.string(), accountLast4: z.string() })),
  loans: z.array(
    z.object({
      loanNo: z.string(),
      state: z.string(),
      /** Rupees. */
      amount: z.number(),
      appliedAt: z.string(),
      closedAt: z.string().nullable(),
    }),
  ),
});
export type MyData = z.infer<typeof myDataSchema>;

export const deleteAccountBodySchema = z.object({
  code: z
    .string()
    .regex(new RegExp(`^\\d{${LOGIN_OTP_LENGTH}}$`), `The code has ${LOGIN_OTP_LENGTH} digits`),
});

export const noDuesLetterQuerySchema = z.object({ orderId: z.coerce.number().int().positive() });

/** What a no-dues letter states for a settled loan (amounts in rupees). */
export const noDuesLetterSchema = z.object({
  lender: z.object({ name: z.string(), address: z.string(), rbiRegistration: z.string() }),
  borrowerName: z.string(),
  loanNo: z.string(),
  loanAmount: z.number(),
  totalPaid: z.number(),
  disbursedAt: z.string().nullable(),
  closedAt: z.string(),
  issuedAt: z.string(),
});
export type NoDuesLetter = z.infer<typeof noDuesLetterSchema>;
