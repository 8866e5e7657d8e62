import { z } from 'zod';
import { accountNumberSchema, ifscSchema } from '../validators';
import { FieldMessage } from '../field-rules';

/** Schemas of the bank account calls and the IFSC finder. */

export const bankCardsQuerySchema = z.object({
  productId: z.coerce.number().int().positive().optional(),
});
export const bankCardSchema = z.object({
  id: z.number().int(),
  /** Masked account number: XXXXXX7890. */
  cardNo: z.string(),
  /** IFSC. */
  bankCode: z.string(),
  bankName: z.string(),
  /** In the borrower's list: the account new applications pay into. Not in the spec. */
  isDefault: z.boolean().optional(),
});
export const setDefaultCardBodySchema = z.object({ cardId: z.coerce.number().int().positive() });
export type BankCard = z.infer<typeof bankCardSchema>;
export const bankCardsResponseSchema = z.array(bankCardSchema);

export const bindCardBodySchema = z
  .object({
    bankCode: ifscSchema,
    cardNo: accountNumberSchema,
    confirmCardNo: z
      .string({ error: FieldMessage.confirmAccountMissing })
      .trim()
      .min(1, FieldMessage.confirmAccountMissing),
    productId: z.number().int().positive().optional(),
    /** The app's web_uuid, for the fraud signal "one account on several devices". */
    clientId: z.string().max(64).optional(),
  })
  .refine((body) => body.cardNo === body.confirmCardNo, {
    message: FieldMessage.accountMismatch,
    path: ['confirmCardNo'],
  });
export const bindCardResponseSchema = bankCardSchema;

/* IFSC finder: bank → state → city → branch ----------------------------------------------- */

export const bankListResponseSchema = z.array(
  z.object({ id: z.number().int(), bankName: z.string() }),
);
export const stateListQuerySchema = z.object({ pId: z.coerce.number().int().positive() });
/** Ids of states and cities are opaque strings; send them back as received. */
export const placeOptionSchema = z.object({ id: z.string(), name: z.string() });
export const bankStateListResponseSchema = z.array(placeOptionSchema);
export const cityListQuerySchema = z.object({ stateId: z.string().min(1).max(200) });
export const bankCityListResponseSchema = z.array(placeOptionSchema);
export const branchListQuerySchema = z.object({ cityId: z.string().min(1).max(300) });
export const branchSchema = z.object({
  ifsc: z.string(),
  branch: z.string(),
  bankName: z.string(),
  state: z.string(),
  district: z.string(),
  city: z.string(),
  address: z.string(),
});
export type Branch = z.infer<typeof branchSchema>;
export const branchListResponseSchema = z.array(branchSchema);
