import { Alert, App, Button, Card, Descriptions, Tag } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoanDetail } from '@saral/contract/api/ops-loans';
import { z } from 'zod';
import { opsCall } from '../../../shared/api-client';
import { formatDateTime, formatRupees } from '../../../shared/format';
import { useMay } from '../../../shared/operator-context';

/** The payout to the borrower's account: status, failure reason and, when failed, Retry. */
export function LoanPayoutCard({
  payout,
  orderId,
}: {
  payout: LoanDetail['payout'];
  orderId: number;
}) {
  const mayRetry = useMay('payouts.manage');
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const retry = useMutation({
    mutationFn: (id: string) =>
      opsCall(`/payouts/${id}/retry`, {
        method: 'POST',
        schema: z.object({ id: z.string(), status: z.string() }),
      }),
    onSuccess: async () => {
      void message.success('Payout queued again');
      await queryClient.invalidateQueries({ queryKey: ['ops', 'loans', orderId] });
    },
  });
  if (!payout) return <Card title="Payout">No payout yet.</Card>;
  return (
    <Card
      title="Payout"
      extra={
        mayRetry && payout.status === 'failed' ? (
          <Button type="primary" loading={retry.isPending} onClick={() => retry.mutate(payout.id)}>
            Retry payout
          </Button>
        ) : null
      }
    >
      {retry.error ? <Alert type="error" showIcon title={retry.error.message} /> : null}
      <Descriptions column={1} size="small">
        <Descriptions.Item label="Status">
          <Tag
            color={payout.status === 'failed' ? 'red' : payout.status === 'paid' ? 'green' : 'blue'}
          >
            {payout.status}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label="Amount">{formatRupees(payout.amount)}</Descriptions.Item>
        <Descriptions.Item label="Attempts">{payout.attempts}</Descriptions.Item>
        <Descriptions.Item label="Failure reason">{payout.failureReason ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Bank reference">
          {payout.providerReference ?? '—'}
        </Descriptions.Item>
        <Descriptions.Item label="Updated">{formatDateTime(payout.updatedAt)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
