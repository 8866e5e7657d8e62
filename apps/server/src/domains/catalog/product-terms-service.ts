import { AuditAction } from '@saral/contract/api/operator-admin';
import type {
  ProductTerms,
  ProductVersion,
  ProposeProductTermsBody,
} from '@saral/contract/api/ops-products';
import { paiseToRupees, rupeesToPaise } from '@saral/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/database';
import type { Clock } from '../../shared/clock';
import type { OperatorActor } from '../audit-log/audit-log';
import {
  createVersionedChanges,
  presentVersion,
  type VersionRow,
  type VersionStore,
} from '../versioning/versioned-changes';
import {
  createProductVersionRepository,
  type ProductVersionRow,
  type StoredProductTerms,
} from './product-version-repository';

export const STALE_EDIT =
  'These terms were edited from an older version: someone changed them since. Reload and edit the current terms.';

type Actor = OperatorActor & { operatorId: number };

export const storedTermsOf = (terms: ProductTerms): StoredProductTerms => ({
  maxAmountPaise: rupeesToPaise(terms.maxAmount),
  amountChoicesPaise: terms.amountChoices.map(rupeesToPaise),
  dailyInterestPercent: terms.dailyInterestPercent,
  processingFeePercent: terms.processingFeePercent,
  periodDays: terms.periodDays,
  periodChoices: terms.periodChoices,
  tenureLabel: terms.tenureLabel,
});

export const termsOf = (stored: StoredProductTerms): ProductTerms => ({
  maxAmount: paiseToRupees(stored.maxAmountPaise),
  amountChoices: stored.amountChoicesPaise.map(paiseToRupees),
  dailyInterestPercent: stored.dailyInterestPercent,
  processingFeePercent: stored.processingFeePercent,
  periodDays: stored.periodDays,
  periodChoices: stored.periodChoices,
  tenureLabel: stored.tenureLabel,
});

/** One product's terms versions as the shared versioning sees them (terms are the value). */
function productTermsStore(q: Queryable, productId: number): VersionStore<StoredProductTerms> {
  const versions = createProductVersionRepository(q);
  const asRow = (row: ProductVersionRow): VersionRow<StoredProductTerms> => ({
    ...row,
    value: row.terms,
  });
  const maybe = (row: ProductVersionRow | null) => (row ? asRow(row) : null);
  return {
    lockSubject: async () => (await versions.lockProduct(productId)) !== null,
    subjectExists: () => versions.productExists(productId),
    list: async () => (await versions.list(productId)).map(asRow),
    find: async (version, lock) => maybe(await versions.find(productId, version, lock)),
    withStatus: async (status) => maybe(await versions.withStatus(productId, status)),
    insertPending: async (proposal) =>
      asRow(await versions.insertPending({ ...proposal, productId, terms: proposal.value })),
    decide: async (id, decision) => asRow(await versions.decide(id, decision)),
    supersede: (id) => versions.supersede(id),
    apply: (row) => versions.writeTermsToProduct(productId, row.value),
  };
}

const toProductVersion = (productId: number, row: VersionRow<StoredProductTerms>) => {
  const { value, ...rest } = presentVersion(row, termsOf);
  return { ...rest, productId, terms: value };
};

/**
 * Product terms change in versions (the shared maker-checker in versioning/): an admin proposes,
 * a different admin approves (the version and the products row change together) or rejects.
 * Orders keep the figures and the version they were priced with.
 */
export function createProductTermsService(deps: {
  db: Database;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info'>;
  /** The catalog's cached products are stale once the terms change. */
  onTermsChanged: () => void;
}) {
  const changes = createVersionedChanges(deps, {
    name: 'Product',
    entityType: 'product',
    actions: {
      propose: AuditAction.productTermsPropose,
      approve: AuditAction.productTermsApprove,
      reject: AuditAction.productTermsReject,
    },
    store: productTermsStore,
    audited: termsOf,
    auditKey: 'terms',
    staleMessage: STALE_EDIT,
  });

  return {
    async list(productId: number): Promise<ProductVersion[]> {
      return (await changes.list(productId)).map((row) => toProductVersion(productId, row));
    },

    async propose(
      productId: number,
      body: ProposeProductTermsBody,
      actor: Actor,
    ): Promise<ProductVersion> {
      const row = await changes.propose(
        productId,
        { value: storedTermsOf(body.terms), baseVersion: body.baseVersion, reason: body.reason },
        actor,
      );
      return toProductVersion(productId, row);
    },

    async decide(
      productId: number,
      version: number,
      actor: Actor,
      decision: { approve: boolean; reason: string | null },
    ): Promise<ProductVersion> {
      const decided = await changes.decide(productId, version, actor, decision);
      if (decided.status === 'approved') {
        deps.onTermsChanged();
        deps.log.info(
          { productId, version, by: actor.username, terms: decided.value },
          'product terms approved',
        );
      }
      return toProductVersion(productId, decided);
    },
  };
}
export type ProductTermsService = ReturnType<typeof createProductTermsService>;
