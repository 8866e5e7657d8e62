import { useState } from 'react';
import { Alert, App, Button, Card, DatePicker, Form, Input, InputNumber, Modal, Space } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatRupees } from '../../../shared/format';
import { useMay } from '../../../shared/operator-context';
import { askFeeWaiver, askManualRepayment } from '../api/loans-api';

const REPAYABLE_STATES = new Set([6, 8, 11]);
type Dialog = 'repayment' | 'waiver' | null;
type RepaymentFields = {
  amount: number;
  bankReference: string;
  receivedOn: { format: (pattern: string) => string };
};
type WaiverFields = { amount: number; reason: string };

/**
 * Finance's two maker-checker requests on a loan: a bank transfer received (manual repayment) and
 * an overdue-fee waiver. Nothing is posted until a second operator approves on Finance requests.
 */
export function LoanActions(props: { orderId: number; orderState: number; overdueFee: number }) {
  const mayManage = useMay('finance.manage');
  const [dialog, setDialog] = useState<Dialog>(null);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const sent = async () => {
    setDialog(null);
    void message.success('Sent for a second operator’s approval');
    await queryClient.invalidateQueries({ queryKey: ['ops', 'finance-requests'] });
  };
  const repayment = useMutation({
    mutationFn: (fields: RepaymentFields) =>
      askManualRepayment({
        orderId: props.orderId,
        amount: fields.amount,
        bankReference: fields.bankReference.trim(),
        receivedOn: fields.receivedOn.format('YYYY-MM-DD'),
      }),
    onSuccess: sent,
  });
  const waiver = useMutation({
    mutationFn: (fields: WaiverFields) => askFeeWaiver({ orderId: props.orderId, ...fields }),
    onSuccess: sent,
  });
  if (!mayManage || !REPAYABLE_STATES.has(props.orderState)) return null;

  return (
    <Card title="Finance">
      <Space>
        <Button onClick={() => setDialog('repayment')}>Post a bank transfer</Button>
        <Button disabled={props.overdueFee <= 0} onClick={() => setDialog('waiver')}>
          Waive overdue fee
        </Button>
      </Space>
      <Modal
        open={dialog === 'repayment'}
        title="Post a bank transfer"
        footer={null}
        onCancel={() => setDialog(null)}
        destroyOnHidden
      >
        {repayment.error ? <Alert type="error" showIcon title={repayment.error.message} /> : null}
        <Form<RepaymentFields> layout="vertical" onFinish={(fields) => repayment.mutate(fields)}>
          <Form.Item
            name="amount"
            label="Amount received (₹)"
            rules={[{ required: true, message: 'Enter the amount' }]}
          >
            <InputNumber min={0.01} step={100} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="bankReference"
            label="Bank reference (UTR)"
            rules={[
              { required: true, message: 'Enter the UTR' },
              { pattern: /^[A-Za-z0-9/_-]{4,64}$/, message: '4–64 letters, digits, / _ or -' },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="receivedOn"
            label="Received on"
            rules={[{ required: true, message: 'Choose the date' }]}
          >
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={repayment.isPending}>
            Send for approval
          </Button>
        </Form>
      </Modal>
      <Modal
        open={dialog === 'waiver'}
        title="Waive overdue fee"
        footer={null}
        onCancel={() => setDialog(null)}
        destroyOnHidden
      >
        {waiver.error ? <Alert type="error" showIcon title={waiver.error.message} /> : null}
        <p>Overdue fee so far: {formatRupees(props.overdueFee)}</p>
        <Form<WaiverFields> layout="vertical" onFinish={(fields) => waiver.mutate(fields)}>
          <Form.Item
            name="amount"
            label="Amount to waive (₹)"
            rules={[{ required: true, message: 'Enter the amount' }]}
          >
            <InputNumber min={0.01} max={props.overdueFee} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="reason"
            label="Reason"
            rules={[{ required: true, min: 3, message: 'Write why' }]}
          >
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={waiver.isPending}>
            Send for approval
          </Button>
        </Form>
      </Modal>
    </Card>
  );
}
