import { z } from 'zod';
import { idParamSchema } from '../validators';

/**
 * Borrower notifications: the in-app inbox of the borrower app (/api1/message/v1/...), the
 * operators' message lists and resend (/ops/v1/messages...), and the providers' delivery
 * receipts (/notifications/receipts/{sms|whatsapp}, signed).
 */

export const MESSAGE_CHANNELS = ['sms', 'whatsapp', 'inapp'] as const;
export const messageChannelSchema = z.enum(MESSAGE_CHANNELS);
export const MESSAGE_STATUSES = [
  'queued',
  'held',
  'sending',
  'sent',
  'delivered',
  'failed',
  // An offer not sent because the borrower stopped offers after it was queued.
  'withdrawn',
] as const;
export const messageStatusSchema = z.enum(MESSAGE_STATUSES);
export const INBOX_MAX_LIMIT = 50;

const cursorSchema = z.string().trim().min(1).max(200);

export const inboxQuerySchema = z.object({
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(INBOX_MAX_LIMIT).default(20),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

export const inboxItemSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int().nullable(),
  event: z.string(),
  body: z.string(),
  /** Where the message leads in the app (the order, the documents). */
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;
export const inboxResponseSchema = z.object({
  items: z.array(inboxItemSchema),
  nextCursor: z.string().nullable(),
});
export type InboxResponse = z.infer<typeof inboxResponseSchema>;

export const unreadCountResponseSchema = z.object({ unread: z.number().int().min(0) });
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;
export const markReadBodySchema = z.object({
  /** The messages to mark; every unread message when left out. */
  ids: z.array(z.number().int().positive()).min(1).max(100).optional(),
});
export type MarkReadBody = z.infer<typeof markReadBodySchema>;
export const markReadResponseSchema = z.object({ marked: z.number().int().min(0) });

/** Operators' view of one message; the phone is masked for roles that see no personal data. */
export const operatorMessageSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  orderId: z.number().int().nullable(),
  phone: z.string(),
  event: z.string(),
  channel: messageChannelSchema,
  template: z.string(),
  category: z.string(),
  dltTemplateId: z.string().nullable(),
  body: z.string(),
  status: messageStatusSchema,
  provider: z.string().nullable(),
  providerMessageId: z.string().nullable(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  sendAfter: z.string(),
  resendOf: z.number().int().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
});
export type OperatorMessage = z.infer<typeof operatorMessageSchema>;
export const operatorMessagesQuerySchema = inboxQuerySchema;
export const operatorMessagesResponseSchema = z.object({
  items: z.array(operatorMessageSchema),
  nextCursor: z.string().nullable(),
});
export type OperatorMessagesResponse = z.infer<typeof operatorMessagesResponseSchema>;
export const messageIdParamsSchema = z.object({ messageId: z.coerce.number().int().positive() });
export const borrowerIdParamsSchema = z.object({ userId: z.coerce.number().int().positive() });
export const orderIdParamsSchema = z.object({ orderId: z.coerce.number().int().positive() });

/** A provider's delivery receipt, signed: hex HMAC-SHA256 of the raw body in this header. */
export const DELIVERY_SIGNATURE_HEADER = 'x-delivery-signature';
export const DELIVERY_RECEIPTS_BASE = '/notifications/receipts';
export const deliveryReceiptBodySchema = z.object({
  /** The provider's id of the message, as its send answered. */
  messageId: z.string().trim().min(1).max(200),
  status: z.enum(['delivered', 'failed']),
  /** The provider's reason when failed. */
  error: z.string().trim().max(500).optional(),
});
export type DeliveryReceiptBody = z.infer<typeof deliveryReceiptBodySchema>;

export const whatsappOutboxQuerySchema = z.object({ phone: z.string().regex(/^91[6-9]\d{9}$/) });
export const whatsappOutboxResponseSchema = z.array(
  z.object({
    phone: z.string(),
    template: z.string(),
    parameters: z.array(z.string()),
    body: z.string(),
    providerMessageId: z.string(),
    createdAt: z.string(),
  }),
);

/** The borrower's message choices: offers (marketing) may be stopped; loan messages may not. */
export const messagePreferencesSchema = z.object({ offers: z.boolean() });
export type MessagePreferences = z.infer<typeof messagePreferencesSchema>;

/** The borrower's own link to an order's loan documents (sanction letter and accepted KFS). */
export const loanDocumentsLinkQuerySchema = z.object({ orderId: idParamSchema('orderId') });
export const loanDocumentsLinkResponseSchema = z.object({
  /** The signed /loan-documents page; absolute when PUBLIC_BASE_URL is set. */
  url: z.string(),
  /** ISO time the link stops working. */
  validUntil: z.string(),
});
