import { z } from 'zod';
import { CONTROL_CHARACTERS_REFUSED, hasControlCharacter } from '../text-safety';

/**
 * Borrowers' complaints in the operator API (/ops/v1/complaints). RBI's Integrated Ombudsman
 * Scheme gives a regulated entity 30 days to resolve a complaint; after that (or when the reply
 * does not satisfy) the borrower may go to the RBI Ombudsman. The clock counts India's calendar
 * days: a complaint received on day D must be resolved by the end of day D + 30.
 */

export const COMPLAINT_RESOLUTION_DAYS = 30;
/** Where a borrower takes an unresolved complaint. */
export const RBI_OMBUDSMAN_URL = 'https://cms.rbi.org.in';
export const COMPLAINT_DESCRIPTION_MIN = 10;
export const COMPLAINT_DESCRIPTION_MAX = 2000;
export const COMPLAINT_RESOLUTION_MIN = 10;
export const COMPLAINT_PAGE_MAX = 200;

export const COMPLAINT_CATEGORIES = [
  'recovery_conduct',
  'charges_and_fees',
  'disbursal',
  'repayment_not_credited',
  'data_privacy',
  'kyc',
  'other',
] as const;
export const complaintCategorySchema = z.enum(COMPLAINT_CATEGORIES);
export type ComplaintCategory = z.infer<typeof complaintCategorySchema>;

export const COMPLAINT_CHANNELS = ['phone', 'email', 'app', 'letter', 'walk-in'] as const;
export const complaintChannelSchema = z.enum(COMPLAINT_CHANNELS);
export type ComplaintChannel = z.infer<typeof complaintChannelSchema>;

export const COMPLAINT_STATUSES = ['open', 'in_progress', 'resolved', 'escalated'] as const;
export const complaintStatusSchema = z.enum(COMPLAINT_STATUSES);
export type ComplaintStatus = z.infer<typeof complaintStatusSchema>;

/** Statuses whose 30-day clock still runs: only these can be overdue. */
export const PENDING_COMPLAINT_STATUSES: readonly ComplaintStatus[] = ['open', 'in_progress'];
export const isPendingComplaint = (status: ComplaintStatus) =>
  PENDING_COMPLAINT_STATUSES.includes(status);

/**
 * The changes of status an operator may make: open → in progress → resolved, and any pending
 * complaint → escalated (the borrower went to the Ombudsman). Resolved and escalated are final.
 */
export const COMPLAINT_TRANSITIONS: Record<ComplaintStatus, readonly ComplaintStatus[]> = {
  open: ['in_progress', 'escalated'],
  in_progress: ['resolved', 'escalated'],
  resolved: [],
  escalated: [],
};
export const mayMoveComplaint = (from: ComplaintStatus, to: ComplaintStatus) =>
  COMPLAINT_TRANSITIONS[from].includes(to);

export const COMPLAINT_EVENT_KINDS = ['created', 'assigned', 'status', 'note'] as const;
export const complaintEventKindSchema = z.enum(COMPLAINT_EVENT_KINDS);

/* The clock --------------------------------------------------------------------------------- */

const DAY_MS = 24 * 60 * 60 * 1000;
/** India Standard Time is UTC+5:30 all year. */
const IST_OFFSET_MS = 330 * 60 * 1000;
const istDayNumber = (at: Date) => Math.floor((at.getTime() + IST_OFFSET_MS) / DAY_MS);
const dayText = (dayNumber: number) => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);

export type ComplaintClock = {
  /** The last day (India, YYYY-MM-DD) to resolve the complaint: the day received + 30. */
  dueDate: string;
  /** Whole days from today (India) to dueDate: 30 on the day received, 0 on the last day. */
  daysLeft: number;
  /** Past the last day; by the clock alone, whatever the status. */
  overdue: boolean;
};

/** The 30-day clock of a complaint received at `receivedAt`, read at `now`. */
export function complaintClock(receivedAt: Date | string, now: Date | string): ComplaintClock {
  const due = istDayNumber(new Date(receivedAt)) + COMPLAINT_RESOLUTION_DAYS;
  const daysLeft = due - istDayNumber(new Date(now));
  return { dueDate: dayText(due), daysLeft, overdue: daysLeft < 0 };
}

/** The moment a complaint received at `receivedAt` becomes overdue: the end of its last day. */
export function complaintDueAt(receivedAt: Date | string): Date {
  const due = istDayNumber(new Date(receivedAt)) + COMPLAINT_RESOLUTION_DAYS;
  return new Date((due + 1) * DAY_MS - IST_OFFSET_MS);
}

/* Requests ---------------------------------------------------------------------------------- */

const safeText = (min: number, max: number, short: string) =>
  z
    .string()
    .trim()
    .min(min, short)
    .max(max)
    .refine((text) => !hasControlCharacter(text), { message: CONTROL_CHARACTERS_REFUSED });

export const complaintCreateBodySchema = z
  .object({
    /** The borrower's registered 10-digit mobile number… */
    phone: z
      .string()
      .regex(/^[6-9]\d{9}$/, 'Use the 10-digit mobile number')
      .optional(),
    /** …or the order the complaint is about (its borrower is the complainant). */
    orderId: z.number().int().positive().optional(),
    category: complaintCategorySchema,
    channel: complaintChannelSchema,
    description: safeText(
      COMPLAINT_DESCRIPTION_MIN,
      COMPLAINT_DESCRIPTION_MAX,
      `Describe the complaint in at least ${COMPLAINT_DESCRIPTION_MIN} characters`,
    ),
    /** When the borrower complained (ISO); not in the future; now by default. */
    receivedAt: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((body) => body.phone !== undefined || body.orderId !== undefined, {
    message: 'Give the borrower’s phone or the order',
    path: ['phone'],
  });
export type ComplaintCreateBody = z.infer<typeof complaintCreateBodySchema>;

export const complaintListQuerySchema = z.object({
  status: complaintStatusSchema.optional(),
  /** true: only open or in-progress complaints past their last day. */
  overdue: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  limit: z.coerce.number().int().min(1).max(COMPLAINT_PAGE_MAX).default(50),
  cursor: z.string().trim().min(1).max(200).optional(),
});
export type ComplaintListQuery = z.infer<typeof complaintListQuerySchema>;

export const complaintIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const complaintAssignBodySchema = z.object({
  operatorId: z.number().int().positive(),
  /** The status the operator saw; a complaint changed since is refused (409). */
  expectedStatus: complaintStatusSchema,
});

export const complaintStatusBodySchema = z
  .object({
    status: complaintStatusSchema,
    /** The status the operator saw; a complaint changed since is refused (409). */
    expectedStatus: complaintStatusSchema,
    /** What was done for the borrower; required to resolve. */
    resolution: safeText(
      COMPLAINT_RESOLUTION_MIN,
      COMPLAINT_DESCRIPTION_MAX,
      `Write the resolution in at least ${COMPLAINT_RESOLUTION_MIN} characters`,
    ).optional(),
    note: safeText(1, 1000, 'Write the note').optional(),
  })
  .refine((body) => body.status !== 'resolved' || body.resolution !== undefined, {
    message: `Write the resolution in at least ${COMPLAINT_RESOLUTION_MIN} characters`,
    path: ['resolution'],
  });
export type ComplaintStatusBody = z.infer<typeof complaintStatusBodySchema>;

/* Replies ----------------------------------------------------------------------------------- */

export const complaintListItemSchema = z.object({
  id: z.number().int(),
  borrower: z.object({
    userId: z.number().int(),
    /** From KYC; null before the identity step. */
    name: z.string().nullable(),
    /** 10 digits; masked (98•••••210) for support and viewer. */
    phone: z.string(),
  }),
  orderId: z.number().int().nullable(),
  orderNo: z.string().nullable(),
  category: complaintCategorySchema,
  channel: complaintChannelSchema,
  status: complaintStatusSchema,
  receivedAt: z.string(),
  /** The moment it becomes overdue (the end of dueDate in India). */
  dueAt: z.string(),
  dueDate: z.string(),
  daysLeft: z.number().int(),
  /** Open or in progress, and past dueDate. */
  overdue: z.boolean(),
  assignedTo: z.object({ id: z.number().int(), username: z.string() }).nullable(),
});
export type ComplaintListItem = z.infer<typeof complaintListItemSchema>;

export const complaintListResponseSchema = z.object({
  items: z.array(complaintListItemSchema),
  nextCursor: z.string().nullable(),
});
export type ComplaintListResponse = z.infer<typeof complaintListResponseSchema>;

export const complaintEventSchema = z.object({
  at: z.string(),
  operator: z.string(),
  kind: complaintEventKindSchema,
  detail: z.string(),
});
export type ComplaintEvent = z.infer<typeof complaintEventSchema>;

export const complaintDetailSchema = complaintListItemSchema.extend({
  description: z.string(),
  resolution: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  createdBy: z.string(),
  /** Oldest first. */
  history: z.array(complaintEventSchema),
});
export type ComplaintDetail = z.infer<typeof complaintDetailSchema>;
