import { z } from 'zod';
import { hasControlCharacter, CONTROL_CHARACTERS_REFUSED } from '../text-safety';
import { DPD_BUCKETS } from './ops-dashboard';
import { rupeeAmountSchema } from './operator-finance';

/**
 * Collections in the operator API (/ops/v1/collections): the queue of late loans, assignment to
 * a recovery agent, promises to pay and the log of contacts with the borrower. Amounts are
 * rupees; the server keeps paise. The fair-practice rules (agent details by SMS before any
 * contact, contact only 08:00–19:00 in India, at most CONTACTS_PER_BORROWER_PER_DAY contacts with
 * a borrower a day) are the server's.
 */

export const COLLECTIONS_PAGE_MAX = 200;
export const CONTACT_NOTE_MAX_LENGTH = 1000;
/** A promise is for a day from today to this many days on (India's calendar). */
export const PROMISE_MAX_DAYS_AHEAD = 30;
/** Borrowers may be contacted from 08:00 to 19:00 in India (minutes of the day, inclusive). */
export const CONTACT_HOURS = { fromMinute: 8 * 60, toMinute: 19 * 60 } as const;
/**
 * Logged contacts (call, SMS or visit, whatever the outcome) with one borrower per calendar day
 * in India, over all their loans and agents (RBI fair-practice code: no repeated calls).
 */
export const CONTACTS_PER_BORROWER_PER_DAY = 3;

export const CollectionsMessage = {
  outsideContactHours: 'Borrowers may be contacted only between 08:00 and 19:00 IST',
  agentNotNotified:
    'Assign the loan to an agent first: the borrower must be sent the agent’s details before any contact',
  promiseOpen: 'A promise is already open',
  notAnAgent: 'Choose an active operator with the collections role',
  agentDetailsMissing:
    'This agent has no name, phone and agency on record: an admin adds them in Operators before loans can be assigned to them',
  contactLimitReached: `This borrower was already contacted ${CONTACTS_PER_BORROWER_PER_DAY} times today (India); contact them again tomorrow`,
  notLate: 'Only a paid-out loan past its due date is in collections',
} as const;

const DPD_BUCKET_LABELS = DPD_BUCKETS.map((bucket) => bucket.label) as [
  (typeof DPD_BUCKETS)[number]['label'],
  ...(typeof DPD_BUCKETS)[number]['label'][],
];

export const ContactChannel = { call: 'call', sms: 'sms', visit: 'visit' } as const;
export const CONTACT_CHANNELS = Object.values(ContactChannel) as [string, ...string[]];
export const ContactOutcome = {
  reached: 'reached',
  noAnswer: 'no_answer',
  promised: 'promised',
  refused: 'refused',
  wrongNumber: 'wrong_number',
} as const;
export const CONTACT_OUTCOMES = Object.values(ContactOutcome) as [string, ...string[]];
export const PromiseStatus = { open: 'open', kept: 'kept', broken: 'broken' } as const;
export const PROMISE_STATUSES = Object.values(PromiseStatus) as [string, ...string[]];

/* Queue ------------------------------------------------------------------------------------- */

export const collectionsQuerySchema = z.object({
  /** A days-past-due bucket of the dashboard (1-7, 8-30, 31-60, 61-90, 90+). */
  bucket: z.enum(DPD_BUCKET_LABELS, { message: 'use 1-7, 8-30, 31-60, 61-90 or 90+' }).optional(),
  /** An operator id, `me` (the caller) or `unassigned`. */
  agent: z
    .union([z.literal('me'), z.literal('unassigned'), z.coerce.number().int().positive()])
    .optional(),
  limit: z.coerce.number().int().min(1).max(COLLECTIONS_PAGE_MAX).default(50),
  /** nextCursor of the previous page (with the same filters). */
  cursor: z.string().trim().min(1).max(200).optional(),
});
export type CollectionsQuery = z.infer<typeof collectionsQuerySchema>;

const promiseSummarySchema = z.object({
  /** YYYY-MM-DD */
  promisedDate: z.string(),
  amount: z.number(),
});
const contactSummarySchema = z.object({
  channel: z.enum(CONTACT_CHANNELS),
  outcome: z.enum(CONTACT_OUTCOMES),
  at: z.string(),
});

export const collectionItemSchema = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  borrowerName: z.string().nullable(),
  /** 10 digits; masked (98•••••210) for support and viewer. */
  phone: z.string(),
  /** What the borrower owes now, rupees (the figure the app shows them). */
  owed: z.number(),
  dueDate: z.string(),
  daysPastDue: z.number().int(),
  bucket: z.string(),
  /** The assigned agent's username; null when unassigned. */
  agent: z.string().nullable(),
  /** The assigned agent's display name (what the borrower was told); null when unset. */
  agentName: z.string().nullable(),
  openPromise: promiseSummarySchema.nullable(),
  lastContact: contactSummarySchema.nullable(),
});
export type CollectionItem = z.infer<typeof collectionItemSchema>;
export const collectionsResponseSchema = z.object({
  items: z.array(collectionItemSchema),
  nextCursor: z.string().nullable(),
});
export type CollectionsResponse = z.infer<typeof collectionsResponseSchema>;

/* One loan ---------------------------------------------------------------------------------- */

export const collectionOrderParamsSchema = z.object({
  orderId: z.coerce.number().int().positive(),
});

export const collectionAssignmentSchema = z.object({
  agentId: z.number().int(),
  /** The agent's username. */
  agent: z.string(),
  /** What the borrower is sent of the agent: name, phone (10 digits) and agency. */
  agentName: z.string().nullable(),
  agentPhone: z.string().nullable(),
  agentAgency: z.string().nullable(),
  assignedBy: z.string(),
  assignedAt: z.string(),
  /** When the borrower was sent the agent's details by SMS; null if that failed. */
  agentNotifiedAt: z.string().nullable(),
});
export type CollectionAssignment = z.infer<typeof collectionAssignmentSchema>;

export const promiseToPaySchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  promisedDate: z.string(),
  status: z.enum(PROMISE_STATUSES),
  createdBy: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type PromiseToPay = z.infer<typeof promiseToPaySchema>;

export const collectionContactSchema = z.object({
  id: z.number().int(),
  channel: z.enum(CONTACT_CHANNELS),
  outcome: z.enum(CONTACT_OUTCOMES),
  note: z.string().nullable(),
  operator: z.string(),
  at: z.string(),
});
export type CollectionContact = z.infer<typeof collectionContactSchema>;

export const collectionDetailSchema = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  borrowerName: z.string().nullable(),
  phone: z.string(),
  owed: z.number(),
  dueDate: z.string().nullable(),
  /** null unless paid out and not settled. */
  daysPastDue: z.number().int().nullable(),
  bucket: z.string().nullable(),
  assignment: collectionAssignmentSchema.nullable(),
  /** Newest first. */
  promises: z.array(promiseToPaySchema),
  /** Newest first. */
  contacts: z.array(collectionContactSchema),
});
export type CollectionDetail = z.infer<typeof collectionDetailSchema>;

/* Actions ----------------------------------------------------------------------------------- */

export const assignAgentBodySchema = z.object({ agentId: z.number().int().positive() });
export type AssignAgentBody = z.infer<typeof assignAgentBodySchema>;

export const promiseBodySchema = z.object({
  amount: rupeeAmountSchema,
  promisedDate: z.iso.date({ message: 'use a date as YYYY-MM-DD' }),
});
export type PromiseBody = z.infer<typeof promiseBodySchema>;

export const contactBodySchema = z.object({
  channel: z.enum(CONTACT_CHANNELS, { message: 'use call, sms or visit' }),
  outcome: z.enum(CONTACT_OUTCOMES, {
    message: 'use reached, no_answer, promised, refused or wrong_number',
  }),
  note: z
    .string()
    .trim()
    .max(CONTACT_NOTE_MAX_LENGTH)
    .refine((text) => !hasControlCharacter(text), { message: CONTROL_CHARACTERS_REFUSED })
    .optional(),
});
export type ContactBody = z.infer<typeof contactBodySchema>;
