import { Alert, Card, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DecisionRules } from '@saral/contract/api/operator';
import { formatRupees } from '../../../shared/format';
import { useMay } from '../../../shared/operator-context';
import { decideRules, ruleVersionsQueryOptions } from '../api/setting-versions-api';
import { DecisionRulesForm } from './decision-rules-form';
import { PendingNotice } from './proposal-parts';
import { useVersionDecisions } from './use-version-decisions';
import { VersionsTable } from './versions-table';

const summary = (rules: DecisionRules) =>
  [
    rules.mode === 'automatic' ? `automatic after ${rules.autoDelaySeconds} s` : 'manual',
    `age ≥ ${rules.minAge}`,
    `income ≥ ${formatRupees(rules.minMonthlyIncome)}`,
    `re-apply after ${rules.reapplyWaitDays} d`,
  ].join(', ');

/**
 * A product's decision rules in versions: the approved rules (what the review decides by), a
 * proposal (rules.write) and the versions a second admin approves or rejects.
 */
export function DecisionRulesCard({ productId, name }: { productId: number; name: string }) {
  const versions = useQuery(ruleVersionsQueryOptions(productId));
  const mayPropose = useMay('rules.write');
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: ['ops', 'products', productId, 'decision-rules'] });
  const decisions = useVersionDecisions({
    approve: (version) => decideRules(productId, version, { approve: true }),
    reject: (version, reason) => decideRules(productId, version, { approve: false, reason }),
    approvedMessage: (version) => `Rules version ${version} approved: the review uses it now`,
    refresh,
  });
  const current = versions.data?.find((version) => version.status === 'approved');
  const pending = versions.data?.find((version) => version.status === 'pending');
  const error = versions.error ?? decisions.approve.error;
  return (
    <Card title={`Decision rules: ${name}`} loading={versions.isPending}>
      {error ? (
        <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />
      ) : null}
      {current ? (
        <Typography.Paragraph>
          The review decides by version {current.version}
          {current.decidedBy ? `, approved by ${current.decidedBy}` : ''}.
        </Typography.Paragraph>
      ) : null}
      {pending ? <PendingNotice what="Rules" version={pending.version} /> : null}
      {current ? (
        <DecisionRulesForm
          key={`${current.version}-${pending?.version ?? 0}`}
          productId={productId}
          current={current.value}
          baseVersion={current.version}
          mayPropose={mayPropose && !pending}
          onChanged={refresh}
        />
      ) : null}
      <VersionsTable
        label="Decision rules versions"
        rows={versions.data ?? []}
        summary={(row) => summary(row.value)}
        {...decisions.tableProps}
      />
    </Card>
  );
}
