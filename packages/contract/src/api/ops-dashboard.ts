import { z } from 'zod';

/**
 * Days past due buckets of the lender's portfolio reports (RBI's SMA classes use 1–30, 31–60,
 * 61–90; short-term lenders split the first month too). Each range is inclusive.
 */
export const DPD_BUCKETS = [
  { label: '1-7', from: 1, to: 7 },
  { label: '8-30', from: 8, to: 30 },
  { label: '31-60', from: 31, to: 60 },
  { label: '61-90', from: 61, to: 90 },
  { label: '90+', from: 91, to: null },
] as const;
export type DpdBucketLabel = (typeof DPD_BUCKETS)[number]['label'];

/** The bucket of a loan `daysPastDue` days late, or null when it is not late. */
export function dpdBucketOf(daysPastDue: number): DpdBucketLabel | null {
  const bucket = DPD_BUCKETS.find(
    (candidate) =>
      daysPastDue >= candidate.from && (candidate.to === null || daysPastDue <= candidate.to),
  );
  return bucket?.label ?? null;
}

const periodFiguresSchema = z.object({
  /** ISO time the period starts (midnight in India). */
  from: z.string(),
  applications: z.number().int(),
  approved: z.number().int(),
  denied: z.number().int(),
  /** approved / (approved + denied), 0–1; null when nothing was decided. */
  approvalRate: z.number().nullable(),
  disbursedCount: z.number().int(),
  /** Rupees of principal paid out, and what reached the borrowers (less fee and GST). */
  disbursedPrincipal: z.number(),
  disbursedSent: z.number(),
  repaymentCount: z.number().int(),
  repaid: z.number(),
});

export const dashboardResponseSchema = z.object({
  asOf: z.string(),
  today: periodFiguresSchema,
  last30Days: periodFiguresSchema,
  /** What borrowers owe on paid-out loans now (rupees). */
  outstanding: z.number(),
  overdue: z.array(
    z.object({ bucket: z.string(), loans: z.number().int(), outstanding: z.number() }),
  ),
  /** Portfolio at risk: the share (0–1) of the outstanding book more than 0 / 30 days late. */
  par0: z.number(),
  par30: z.number(),
  /** Last 30 days: browsers that reached each step (tracking), then orders (the database). */
  funnel: z.array(z.object({ step: z.string(), count: z.number().int() })),
});
export type Dashboard = z.infer<typeof dashboardResponseSchema>;
