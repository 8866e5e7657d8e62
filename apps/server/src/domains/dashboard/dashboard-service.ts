import { DPD_BUCKETS, dpdBucketOf, type Dashboard } from '@saral/contract/api/ops-dashboard';
import { paiseToRupees } from '@saral/contract/money';
import type { Database } from '../../db/database';
import { addDays, istDay, istDayStart, type Clock } from '../../shared/clock';
import { createDashboardRepository } from './dashboard-repository';

/** The onboarding pages a borrower passes, in order (the web app's routes), for the funnel. */
const FUNNEL_PAGES = [
  { step: 'Sign-in page', page: '/login' },
  { step: 'Basic information', page: '/auth/basic' },
  { step: 'Work information', page: '/auth/work' },
  { step: 'Identity (Aadhaar and PAN)', page: '/auth/identity' },
  { step: 'Face check', page: '/auth/face' },
  { step: 'Contacts', page: '/auth/contacts' },
] as const;

const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/**
 * The operators' dashboard: today and the last 30 days (India's calendar), the outstanding book,
 * overdue loans by days-past-due bucket, portfolio at risk and the borrower funnel.
 */
export function createDashboardService(deps: { db: Database; clock: Clock }) {
  const repository = createDashboardRepository(deps.db);

  async function period(fromDay: string) {
    const from = istDayStart(fromDay);
    const row = await repository.period(fromDay);
    const decided = row.approved + row.denied;
    return {
      from: from.toISOString(),
      applications: row.applications,
      approved: row.approved,
      denied: row.denied,
      approvalRate: decided > 0 ? row.approved / decided : null,
      disbursedCount: row.disbursed_count,
      disbursedPrincipal: paiseToRupees(Number(row.disbursed_principal)),
      disbursedSent: paiseToRupees(Number(row.disbursed_sent)),
      repaymentCount: row.repayment_count,
      repaid: paiseToRupees(Number(row.repaid)),
    };
  }

  return {
    async dashboard(): Promise<Dashboard> {
      const now = deps.clock.now();
      const today = istDay(now);
      const monthStart = addDays(today, -29);
      const [todayFigures, monthFigures, outstandingPaise, late, visitors] = await Promise.all([
        period(today),
        period(monthStart),
        repository.outstanding(),
        repository.lateLoans(today),
        repository.pageVisitors(
          istDayStart(monthStart),
          FUNNEL_PAGES.map((entry) => entry.page),
        ),
      ]);
      const owed = Number(outstandingPaise);
      const buckets = new Map(DPD_BUCKETS.map((bucket) => [bucket.label, { loans: 0, owed: 0 }]));
      let late0 = 0;
      let late30 = 0;
      for (const day of late) {
        const label = dpdBucketOf(day.dpd);
        const bucket = label ? buckets.get(label) : undefined;
        if (!bucket) continue;
        bucket.loans += day.loans;
        bucket.owed += day.owed;
        late0 += day.owed;
        if (day.dpd > 30) late30 += day.owed;
      }
      const seen = new Map(visitors.map((row) => [row.page_name, row.visitors]));
      return {
        asOf: now.toISOString(),
        today: todayFigures,
        last30Days: monthFigures,
        outstanding: paiseToRupees(owed),
        overdue: [...buckets].map(([bucket, figures]) => ({
          bucket,
          loans: figures.loans,
          outstanding: paiseToRupees(figures.owed),
        })),
        par0: share(late0, owed),
        par30: share(late30, owed),
        funnel: [
          ...FUNNEL_PAGES.map((entry) => ({ step: entry.step, count: seen.get(entry.page) ?? 0 })),
          { step: 'Applied', count: monthFigures.applications },
          { step: 'Approved', count: monthFigures.approved },
          { step: 'Disbursed', count: monthFigures.disbursedCount },
          { step: 'Repayments', count: monthFigures.repaymentCount },
        ],
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
