import { useState } from 'react';
import { Alert, DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_CHANNELS,
  COMPLAINT_DESCRIPTION_MAX,
  COMPLAINT_DESCRIPTION_MIN,
  type ComplaintCategory,
  type ComplaintChannel,
} from '@saral/contract/api/ops-complaints';
import { createComplaint } from '../api/complaints-api';
import { CATEGORY_LABELS, CHANNEL_LABELS } from './complaint-labels';

type Fields = {
  phone?: string;
  orderId?: number;
  category: ComplaintCategory;
  channel: ComplaintChannel;
  description: string;
  receivedAt?: { toDate: () => Date; valueOf: () => number } | null;
};

/** Records a borrower's complaint (by registered phone or order id); opens it once saved. */
export function NewComplaintForm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Fields>();
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (fields: Fields) =>
      createComplaint({
        ...(fields.phone?.trim() ? { phone: fields.phone.trim() } : {}),
        ...(fields.orderId ? { orderId: fields.orderId } : {}),
        category: fields.category,
        channel: fields.channel,
        description: fields.description,
        ...(fields.receivedAt ? { receivedAt: fields.receivedAt.toDate().toISOString() } : {}),
      }),
    onSuccess: async (complaint) => {
      form.resetFields();
      onClose();
      await queryClient.invalidateQueries({ queryKey: ['ops', 'complaints'] });
      void navigate(`/complaints/${complaint.id}`);
    },
    onError: (failure) => setError(failure.message),
  });

  return (
    <Modal
      open={open}
      title="New complaint"
      okText="Record complaint"
      okButtonProps={{ loading: create.isPending }}
      onOk={() => {
        setError(null);
        form.validateFields().then(
          (fields) => create.mutate(fields),
          () => undefined,
        );
      }}
      onCancel={onClose}
      width={640}
    >
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
      <Form<Fields>
        form={form}
        layout="vertical"
        initialValues={{ category: 'recovery_conduct', channel: 'phone' }}
      >
        <Form.Item
          label="Borrower’s registered phone"
          name="phone"
          extra="Or give the order id below; one of the two is needed."
          rules={[{ pattern: /^[6-9]\d{9}$/, message: 'Use the 10-digit mobile number' }]}
        >
          <Input inputMode="numeric" maxLength={10} placeholder="98XXXXXXXX" />
        </Form.Item>
        <Form.Item
          label="Order id"
          name="orderId"
          dependencies={['phone']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_rule, value) =>
                value || String(getFieldValue('phone') ?? '').trim()
                  ? Promise.resolve()
                  : Promise.reject(new Error('Give the phone or the order id')),
            }),
          ]}
        >
          <InputNumber min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="Category" name="category" rules={[{ required: true }]}>
          <Select
            options={COMPLAINT_CATEGORIES.map((value) => ({
              value,
              label: CATEGORY_LABELS[value],
            }))}
          />
        </Form.Item>
        <Form.Item label="Received by" name="channel" rules={[{ required: true }]}>
          <Select
            options={COMPLAINT_CHANNELS.map((value) => ({ value, label: CHANNEL_LABELS[value] }))}
          />
        </Form.Item>
        <Form.Item
          label="Received at"
          name="receivedAt"
          extra="Leave empty for now. The 30-day clock starts on the day received."
        >
          <DatePicker
            showTime
            style={{ width: '100%' }}
            disabledDate={(day) => day.valueOf() > Date.now()}
          />
        </Form.Item>
        <Form.Item
          label="What the borrower says"
          name="description"
          rules={[
            { required: true, whitespace: true, message: 'Describe the complaint' },
            { min: COMPLAINT_DESCRIPTION_MIN, message: 'At least 10 characters' },
          ]}
        >
          <Input.TextArea rows={4} maxLength={COMPLAINT_DESCRIPTION_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
