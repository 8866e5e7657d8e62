import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { createBorrowerViewService } from './domains/borrower-view/borrower-view-service';
import { createDocumentRequestService } from './domains/borrower-view/document-request-service';
import type { createCatalogService } from './domains/catalog/catalog-service';
import { createProductTermsService } from './domains/catalog/product-terms-service';
import { createCreditTierService } from './domains/orders/credit-tiers';
import { createCollectionsService } from './domains/collections/collections-service';
import { createComplaintsService } from './domains/complaints/complaints-service';
import { shippedText, type createContentService } from './domains/content/content-service';
import { createContentDeskService } from './domains/content-desk/content-desk-service';
import type { createContactsService } from './domains/contacts/contacts-service';
import { createDashboardService } from './domains/dashboard/dashboard-service';
import { createFinanceRequestService } from './domains/finance/finance-request-service';
import { createSettlementReconciliation } from './domains/finance/settlement-reconciliation';
import type { createUploadService } from './domains/identity/upload-service';
import { dailyLedgerReport } from './domains/ledger/ledger-reports';
import { createJobOperations } from './domains/jobs/job-operations';
import { createLoanDeskService } from './domains/loan-desk/loan-desk-service';
import { createReviewQueueService } from './domains/review/review-queue-service';
import { createOperatorAdminService } from './domains/operators/operator-admin-service';
import { createOperatorAuth } from './domains/operators/operator-auth';
import { createOverpaymentService } from './domains/operators/overpayment-service';
import { createTwoStep } from './domains/operators/two-step';
import { createPayoutOperations } from './domains/payouts/payout-operations';
import type { createFormService } from './domains/profile-forms/form-service';
import type { createReviewService } from './domains/review/review-service';
import type { createRiskService } from './domains/risk/risk-service';
import type { Notify } from './shared/borrower-notify';
import type { Clock } from './shared/clock';
import type { FieldCipher } from './shared/field-cipher';

type OperatorServiceDeps = {
  config: AppConfig;
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  notify: Notify;
  cipher: FieldCipher;
  uploads: ReturnType<typeof createUploadService>;
  forms: ReturnType<typeof createFormService>;
  contacts: ReturnType<typeof createContactsService>;
  review: ReturnType<typeof createReviewService>;
  risk: ReturnType<typeof createRiskService>;
  catalog: ReturnType<typeof createCatalogService>;
  content: ReturnType<typeof createContentService>;
};

/** The back office's services (wiring only): operators, finance, collections, the console's views. */
export function createOperatorServices(deps: OperatorServiceDeps) {
  const { config, db, clock, log, notify, cipher, review, risk, catalog, content } = deps;
  const twoStep = createTwoStep({
    db,
    clock,
    cipher,
    requiredRoles: config.operatorTwoStepRoles,
  });
  return {
    operatorAuth: createOperatorAuth({ db, clock, log, twoStep }),
    twoStep,
    operatorAdmin: createOperatorAdminService({ db, clock }),
    overpayments: createOverpaymentService(db),
    payoutOperations: createPayoutOperations({ db, clock }),
    financeRequests: createFinanceRequestService({ db, clock, log }),
    settlementReconciliation: createSettlementReconciliation({ db, clock }),
    dailyReport: (date: string) => dailyLedgerReport(db, date),
    productTerms: createProductTermsService({
      db,
      clock,
      log,
      onTermsChanged: () => catalog.forgetProducts(),
    }),
    creditTiers: createCreditTierService({ db, clock, log }),
    contentDesk: createContentDeskService({
      db,
      clock,
      shippedText,
      onSaved: (key, language) => content.forget(key, language),
    }),
    dashboard: createDashboardService({ db, clock }),
    borrowerView: createBorrowerViewService({
      db,
      cipher,
      uploads: deps.uploads,
      forms: deps.forms,
      contacts: deps.contacts,
      application: async (orderId) => (await review.listApplications({ orderId, limit: 1 }))[0],
      riskSignals: (orderId) => risk.signals(orderId),
      now: () => clock.now(),
    }),
    documentRequests: createDocumentRequestService({ db, clock }),
    loanDesk: createLoanDeskService({ db, clock }),
    reviewQueue: createReviewQueueService({ db }),
    collections: createCollectionsService({ db, clock, notify }),
    complaints: createComplaintsService({ db, clock }),
    jobOperations: createJobOperations({ db, clock }),
  };
}
