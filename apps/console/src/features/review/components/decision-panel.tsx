import { useState } from 'react';
import { Alert, App, Button, Card, Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DENIAL_REASON_CATEGORIES, type Application } from '@saral/contract/api/operator';
import { formatRupees } from '../../../shared/format';
import { approveApplication, denyApplication } from '../api/review-api';

type Fields = {
  decision: 'approve' | 'deny';
  amountChoice: 'full' | 'lower';
  amount?: number;
  category?: (typeof DENIAL_REASON_CATEGORIES)[number];
  reason?: string;
};

/** Approve (as applied or for less) or deny an application under review. */
export function DecisionPanel({ application }: { application: Application }) {
  const [form] = Form.useForm<Fields>();
  const decision = Form.useWatch('decision', form);
  const amountChoice = Form.useWatch('amountChoice', form);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [done, setDone] = useState<string | null>(null);

  const decide = useMutation({
    mutationFn: (fields: Fields) => {
      const note = fields.reason?.trim();
      if (fields.decision === 'deny') {
        if (!fields.category) throw new Error('Choose a reason');
        // The borrower is shown the category; the note stays in the file.
        return denyApplication(application.orderId, {
          category: fields.category,
          ...(note ? { reason: note } : {}),
        });
      }
      return approveApplication(application.orderId, {
        reason: note || 'Approved after review',
        ...(fields.amountChoice === 'lower' && fields.amount ? { amount: fields.amount } : {}),
      });
    },
    onSuccess: async (updated) => {
      const text = updated.orderState === 3 ? 'Application denied' : 'Application approved';
      setDone(text);
      void message.success(text);
      await queryClient.invalidateQueries({ queryKey: ['ops', 'applications'] });
    },
  });

  if (application.orderState !== 1) {
    return <Alert type="info" showIcon title="This application is no longer waiting for review." />;
  }
  if (done) return <Alert type="success" showIcon title={done} />;

  return (
    <Card title="Decision">
      {decide.error ? (
        <Alert type="error" showIcon title={decide.error.message} style={{ marginBottom: 16 }} />
      ) : null}
      <Form<Fields>
        form={form}
        layout="vertical"
        initialValues={{ decision: 'approve', amountChoice: 'full' }}
        onFinish={(fields) => decide.mutate(fields)}
      >
        <Form.Item name="decision" label="Decision">
          <Radio.Group optionType="button" buttonStyle="solid">
            <Radio value="approve">Approve</Radio>
            <Radio value="deny">Deny</Radio>
          </Radio.Group>
        </Form.Item>
        {decision !== 'deny' ? (
          <Form.Item name="amountChoice" label="Amount">
            <Radio.Group>
              <Space direction="vertical">
                <Radio value="full">As applied: {formatRupees(application.loanAmount)}</Radio>
                <Radio value="lower">A lower amount</Radio>
              </Space>
            </Radio.Group>
          </Form.Item>
        ) : null}
        {decision !== 'deny' && amountChoice === 'lower' ? (
          <Form.Item
            name="amount"
            label="Approved amount (₹)"
            rules={[
              { required: true, message: 'Enter the amount to approve' },
              {
                validator: (_rule, value: number | undefined) =>
                  value === undefined || (value > 0 && value < application.loanAmount)
                    ? Promise.resolve()
                    : Promise.reject(
                        new Error(`Enter less than ${formatRupees(application.loanAmount)}`),
                      ),
              },
            ]}
          >
            <InputNumber min={1} step={100} style={{ width: '100%' }} />
          </Form.Item>
        ) : null}
        {decision === 'deny' ? (
          <Form.Item
            name="category"
            label="Reason the borrower is told"
            rules={[{ required: true, message: 'Choose a reason' }]}
          >
            <Select options={DENIAL_REASON_CATEGORIES.map((value) => ({ value, label: value }))} />
          </Form.Item>
        ) : null}
        <Form.Item
          name="reason"
          label={
            decision === 'deny' ? 'Note for the file (optional, not shown to the borrower)' : 'Note'
          }
          rules={
            decision === 'deny'
              ? []
              : [{ required: true, min: 3, message: 'Write why (at least 3 characters)' }]
          }
        >
          <Input.TextArea rows={2} maxLength={400} />
        </Form.Item>
        <Button
          type="primary"
          danger={decision === 'deny'}
          htmlType="submit"
          loading={decide.isPending}
        >
          {decision === 'deny' ? 'Deny application' : 'Approve application'}
        </Button>
      </Form>
    </Card>
  );
}
