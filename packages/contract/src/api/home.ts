import { z } from 'zod';

export const productCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  /** Rupees. */
  maxAmount: z.number(),
  /** Interest rate, percent per day. */
  rate: z.number(),
  /** The product's real term as its settings word it, e.g. 'Tenure 7 days'. */
  tenureLabel: z.string(),
  /** Not 0: the product takes no more applications today ("Fulled"). */
  isFull: z.number().int(),
  /** 0: the product lives on an external site (h5Href); otherwise it is applied for here. */
  productType: z.number().int(),
  h5Href: z.string(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const inProgressOrderCardSchema = z.object({
  orderId: z.number().int(),
  orderState: z.number().int(),
  /** The product applied for; the auth dispatcher sends a borrower with an active order to /orders. */
  productId: z.number().int(),
  name: z.string(),
  logo: z.string(),
  /** Rupees. */
  amount: z.number(),
  /** The term of the order's product, e.g. 'Tenure 7 days'. */
  tenureLabel: z.string(),
  /** Button label chosen by the server for the order's state. */
  fullButtonName: z.string(),
});
export type InProgressOrderCard = z.infer<typeof inProgressOrderCardSchema>;

export const homeIndexResponseSchema = z.object({
  homeProductVos: z.array(productCardSchema),
  undwayList: z.array(inProgressOrderCardSchema),
  /** Where Apply sends iOS visitors (the operators' setting); null: apply here. Not in the spec. */
  iosH5Url: z.string().nullable(),
});
export type HomeIndexResponse = z.infer<typeof homeIndexResponseSchema>;
