import { useState } from 'react';
import { Alert, App, Button, Card, Input, List, Select, Space } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  KYC_IMAGE_KINDS,
  type Borrower360,
  type KycImageKind,
} from '@saral/contract/api/ops-borrower';
import { formatDateTime } from '../../../shared/format';
import { useMay } from '../../../shared/operator-context';
import { requestDocument } from '../api/borrower-api';
import { KYC_KIND_LABELS } from './kyc-images';

type Props = { orderId: number; orderState: number; requests: Borrower360['documentRequests'] };

/** Ask the borrower for a document again (the app reopens that step); earlier requests. */
export function RequestDocument({ orderId, orderState, requests }: Props) {
  const mayDecide = useMay('applications.decide');
  const [kind, setKind] = useState<KycImageKind>('aadhaarFront');
  const [reason, setReason] = useState('');
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const ask = useMutation({
    mutationFn: () => requestDocument(orderId, { kind, reason: reason.trim() }),
    onSuccess: async () => {
      setReason('');
      void message.success('The borrower is asked for the document again');
      await queryClient.invalidateQueries({ queryKey: ['ops', 'applications', orderId] });
    },
  });
  const canAsk = mayDecide && orderState === 1;
  if (!canAsk && requests.length === 0) return null;
  return (
    <Card title="Ask for a new document" size="small">
      {canAsk ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          {ask.error ? <Alert type="error" showIcon title={ask.error.message} /> : null}
          <Select<KycImageKind>
            aria-label="Document"
            value={kind}
            onChange={setKind}
            style={{ width: 220 }}
            options={KYC_IMAGE_KINDS.map((value) => ({
              value,
              label: KYC_KIND_LABELS[value] ?? value,
            }))}
          />
          <Input
            aria-label="What is wrong with it"
            placeholder="What is wrong with it (the borrower reads this)"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button
            disabled={reason.trim().length < 3}
            loading={ask.isPending}
            onClick={() => ask.mutate()}
          >
            Ask the borrower
          </Button>
        </Space>
      ) : null}
      <List
        size="small"
        dataSource={requests}
        renderItem={(request) => (
          <List.Item>
            {KYC_KIND_LABELS[request.kind] ?? request.kind}: {request.reason} —{' '}
            {request.requestedBy}, {formatDateTime(request.requestedAt)}
          </List.Item>
        )}
      />
    </Card>
  );
}
