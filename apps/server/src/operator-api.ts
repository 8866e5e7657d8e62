import type { FastifyInstance } from 'fastify';
import { OPERATOR_API_BASE } from '@saral/contract/calls';
import { borrowerViewRoutes } from './domains/borrower-view/borrower-view-routes';
import { campaignOperatorRoutes } from './domains/campaigns/campaign-operator-routes';
import { catalogOperatorRoutes } from './domains/catalog/catalog-operator-routes';
import { collectionsRoutes } from './domains/collections/collections-routes';
import { complaintsRoutes } from './domains/complaints/complaints-routes';
import { contentDeskRoutes } from './domains/content-desk/content-desk-routes';
import { dashboardRoutes } from './domains/dashboard/dashboard-routes';
import { jobRoutes } from './domains/operators/job-routes';
import { financeRoutes } from './domains/operators/finance-routes';
import { reviewQueueRoutes } from './domains/review/review-queue-routes';
import { loanDeskRoutes } from './domains/loan-desk/loan-desk-routes';
import { marketingOperatorRoutes } from './domains/marketing/marketing-operator-routes';
import { onboardingOperatorRoutes } from './domains/onboarding/onboarding-operator-routes';
import { operatorAccessPlugin } from './domains/operators/operator-access';
import { operatorAdminRoutes } from './domains/operators/operator-admin-routes';
import { operatorRoutes } from './domains/operators/operator-routes';
import { overpaymentRoutes } from './domains/operators/overpayment-routes';
import { payoutRoutes } from './domains/operators/payout-routes';
import { productTermsRoutes } from './domains/operators/product-terms-routes';
import { applicationRoutes } from './domains/review/application-routes';
import { settingVersionsRoutes } from './domains/review/setting-versions-routes';
import { riskOperatorRoutes } from './domains/risk/risk-routes';
import { notificationOperatorRoutes } from './domains/notifications/notification-operator-routes';
import type { Database } from './db/database';
import type { Services } from './services';
import type { Clock } from './shared/clock';

/**
 * The operator API under /ops/v1 (wiring only). The access plugin makes every route registered
 * after it declare its permission; the server does not start otherwise.
 */
export async function registerOperatorApi(
  app: FastifyInstance,
  {
    services,
    db,
    clock,
    secureCookies,
  }: { services: Services; db: Database; clock: Clock; secureCookies: boolean },
) {
  // The back office: its own base path, accounts, sessions and roles. The access plugin makes
  // every /ops/v1 route declare its permission (the server does not start otherwise).
  await app.register(operatorAccessPlugin, { auth: services.operatorAuth });
  await app.register(operatorRoutes, {
    operators: services.operatorAuth,
    twoStep: services.twoStep,
    secureCookies: secureCookies,
    prefix: OPERATOR_API_BASE,
  });
  await app.register(applicationRoutes, { review: services.review, prefix: OPERATOR_API_BASE });
  await app.register(overpaymentRoutes, {
    overpayments: services.overpayments,
    prefix: OPERATOR_API_BASE,
  });
  await app.register(payoutRoutes, {
    payouts: services.payoutOperations,
    prefix: OPERATOR_API_BASE,
  });
  await app.register(financeRoutes, {
    requests: services.financeRequests,
    reconciliation: services.settlementReconciliation,
    dailyReport: services.dailyReport,
    prefix: OPERATOR_API_BASE,
  });
  await app.register(campaignOperatorRoutes, {
    campaigns: services.campaigns,
    prefix: OPERATOR_API_BASE,
  });
  await app.register(dashboardRoutes, { dashboard: services.dashboard, prefix: OPERATOR_API_BASE });
  await app.register(catalogOperatorRoutes, { db, prefix: OPERATOR_API_BASE });
  await app.register(productTermsRoutes, {
    productTerms: services.productTerms,
    prefix: OPERATOR_API_BASE,
  });
  await app.register(settingVersionsRoutes, {
    review: services.review,
    creditTiers: services.creditTiers,
    prefix: OPERATOR_API_BASE,
  });
  await app.register(riskOperatorRoutes, { services, prefix: OPERATOR_API_BASE });
  await app.register(borrowerViewRoutes, {
    borrowerView: services.borrowerView,
    documentRequests: services.documentRequests,
    prefix: OPERATOR_API_BASE,
  });
  await app.register(loanDeskRoutes, { loans: services.loanDesk, prefix: OPERATOR_API_BASE });
  await app.register(reviewQueueRoutes, {
    queue: services.reviewQueue,
    review: services.review,
    prefix: OPERATOR_API_BASE,
  });
  await app.register(collectionsRoutes, {
    collections: services.collections,
    prefix: OPERATOR_API_BASE,
  });
  await app.register(complaintsRoutes, {
    complaints: services.complaints,
    prefix: OPERATOR_API_BASE,
  });
  await app.register(contentDeskRoutes, {
    content: services.contentDesk,
    prefix: OPERATOR_API_BASE,
  });
  await app.register(onboardingOperatorRoutes, { db, clock, prefix: OPERATOR_API_BASE });
  await app.register(marketingOperatorRoutes, {
    marketing: services.marketing,
    prefix: OPERATOR_API_BASE,
  });
  await app.register(jobRoutes, { jobs: services.jobOperations, prefix: OPERATOR_API_BASE });
  await app.register(notificationOperatorRoutes, {
    views: services.notificationViews,
    notifications: services.notifications,
    prefix: OPERATOR_API_BASE,
  });
  await app.register(operatorAdminRoutes, {
    admin: services.operatorAdmin,
    prefix: OPERATOR_API_BASE,
  });
}
