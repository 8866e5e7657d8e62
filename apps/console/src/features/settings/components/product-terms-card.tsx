import { Alert, Card, Descriptions } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductTerms } from '@saral/contract/api/ops-products';
import { formatRupees } from '../../../shared/format';
import { useMay } from '../../../shared/operator-context';
import {
  approveProductVersion,
  productVersionsQueryOptions,
  rejectProductVersion,
} from '../api/product-terms-api';
import { PendingNotice } from './proposal-parts';
import { ProposeTermsForm } from './propose-terms-form';
import { useVersionDecisions } from './use-version-decisions';
import { VersionsTable } from './versions-table';

const summary = (terms: ProductTerms) =>
  `${terms.dailyInterestPercent}% a day, fee ${terms.processingFeePercent}%, up to ${formatRupees(terms.maxAmount)}, ${terms.tenureLabel}`;

/**
 * A product's terms in versions: the approved one, a proposal form (products.propose) and the
 * versions with Approve / Reject for a pending one proposed by another admin.
 */
export function ProductTermsCard({ productId, name }: { productId: number; name: string }) {
  const versions = useQuery(productVersionsQueryOptions(productId));
  const mayPropose = useMay('products.propose');
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['ops', 'products'] });
  const decisions = useVersionDecisions({
    approve: (version) => approveProductVersion(productId, version),
    reject: (version, reason) => rejectProductVersion(productId, version, reason),
    approvedMessage: (version) => `Version ${version} approved: new orders use these terms`,
    refresh,
  });

  const current = versions.data?.find((version) => version.status === 'approved');
  const pending = versions.data?.find((version) => version.status === 'pending');
  const error = versions.error ?? decisions.approve.error;
  return (
    <Card title={`Terms: ${name}`} loading={versions.isPending}>
      {error ? (
        <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />
      ) : null}
      {current ? (
        <Descriptions
          size="small"
          column={3}
          title={`Current: version ${current.version}`}
          items={[
            { label: 'Interest / day', children: `${current.terms.dailyInterestPercent}%` },
            { label: 'Processing fee', children: `${current.terms.processingFeePercent}%` },
            { label: 'Up to', children: formatRupees(current.terms.maxAmount) },
            {
              label: 'Amounts',
              children: current.terms.amountChoices.map((value) => formatRupees(value)).join(', '),
            },
            { label: 'Period', children: `${current.terms.periodDays} days` },
            { label: 'Tenure label', children: current.terms.tenureLabel },
          ]}
        />
      ) : null}
      {mayPropose && pending ? <PendingNotice what="Terms" version={pending.version} /> : null}
      {mayPropose && current && !pending ? (
        <Card type="inner" title="Propose new terms" style={{ margin: '16px 0' }}>
          <ProposeTermsForm
            key={current.version}
            productId={productId}
            current={current.terms}
            baseVersion={current.version}
            onReload={refresh}
          />
        </Card>
      ) : null}
      <VersionsTable
        label="Terms versions"
        rows={versions.data ?? []}
        summary={(row) => summary(row.terms)}
        {...decisions.tableProps}
      />
    </Card>
  );
}
