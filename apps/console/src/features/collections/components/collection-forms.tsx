import { useState } from 'react';
import { Alert, Button, Card, DatePicker, Form, Input, InputNumber, Select, Space } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONTACT_CHANNELS,
  CONTACT_NOTE_MAX_LENGTH,
  CONTACT_OUTCOMES,
  type CollectionDetail,
} from '@saral/contract/api/ops-collections';
import {
  assignAgent,
  collectionAgentsQueryOptions,
  logContact,
  recordPromise,
} from '../api/collections-api';
import { CHANNEL_LABELS, OUTCOME_LABELS } from './collections-page';

/** After a change the server answers the loan's new log: show it at once. */
function useSaved(orderId: number) {
  const queryClient = useQueryClient();
  return (detail: CollectionDetail) => {
    queryClient.setQueryData(['ops', 'collections', orderId], detail);
    void queryClient.invalidateQueries({ queryKey: ['ops', 'collections', 'queue'] });
  };
}

/** Admins: assign the loan to a collections operator (the borrower is told by SMS). */
export function AssignAgentCard({ orderId, agentId }: { orderId: number; agentId?: number }) {
  const agents = useQuery(collectionAgentsQueryOptions());
  const [chosen, setChosen] = useState<number | undefined>(agentId);
  const saved = useSaved(orderId);
  const assign = useMutation({
    mutationFn: (id: number) => assignAgent(orderId, id),
    onSuccess: saved,
  });
  return (
    <Card title="Assign to agent">
      <div className="stack">
        {assign.error ? <Alert type="error" showIcon title={assign.error.message} /> : null}
        {agents.error ? <Alert type="error" showIcon title={agents.error.message} /> : null}
        <Space.Compact style={{ width: '100%' }}>
          <Select
            aria-label="Agent"
            placeholder="Collections operator"
            loading={agents.isPending}
            value={chosen}
            onChange={setChosen}
            // Takes what the button leaves: a long agent label must not push it out of the card.
            style={{ flex: 1, minWidth: 0 }}
            options={(agents.data ?? []).map((agent) => ({
              value: agent.id,
              // Agents without their details on record cannot be assigned (the server says so).
              label: agent.displayName
                ? `${agent.displayName} (${agent.username}), ${agent.agency ?? ''}`
                : `${agent.username}: no name, phone or agency yet`,
            }))}
          />
          <Button
            type="primary"
            disabled={chosen === undefined}
            loading={assign.isPending}
            onClick={() => chosen !== undefined && assign.mutate(chosen)}
          >
            Assign
          </Button>
        </Space.Compact>
      </div>
    </Card>
  );
}

type PromiseFields = { amount: number; promisedDate: { format: (pattern: string) => string } };

export function PromiseForm({ orderId, owed }: { orderId: number; owed: number }) {
  const [form] = Form.useForm<PromiseFields>();
  const saved = useSaved(orderId);
  const promise = useMutation({
    mutationFn: (fields: PromiseFields) =>
      recordPromise(orderId, {
        amount: fields.amount,
        promisedDate: fields.promisedDate.format('YYYY-MM-DD'),
      }),
    onSuccess: (detail) => {
      form.resetFields();
      saved(detail);
    },
  });
  return (
    <Card title="Record a promise to pay">
      {promise.error ? (
        <Alert type="error" showIcon title={promise.error.message} style={{ marginBottom: 12 }} />
      ) : null}
      <Form<PromiseFields>
        form={form}
        layout="vertical"
        onFinish={(fields) => promise.mutate(fields)}
      >
        <Form.Item
          name="promisedDate"
          label="Promised date"
          rules={[{ required: true, message: 'Choose the date' }]}
        >
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="amount"
          label="Amount (₹)"
          rules={[{ required: true, message: 'Enter the amount' }]}
        >
          <InputNumber min={0.01} max={owed} step={100} style={{ width: '100%' }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={promise.isPending}>
          Record promise
        </Button>
      </Form>
    </Card>
  );
}

type ContactFields = { channel: string; outcome: string; note?: string };

export function ContactForm({ orderId }: { orderId: number }) {
  const [form] = Form.useForm<ContactFields>();
  const saved = useSaved(orderId);
  const contact = useMutation({
    mutationFn: (fields: ContactFields) =>
      logContact(orderId, {
        channel: fields.channel,
        outcome: fields.outcome,
        ...(fields.note?.trim() ? { note: fields.note.trim() } : {}),
      }),
    onSuccess: (detail) => {
      form.resetFields();
      saved(detail);
    },
  });
  return (
    <Card title="Log a contact">
      {contact.error ? (
        <Alert type="error" showIcon title={contact.error.message} style={{ marginBottom: 12 }} />
      ) : null}
      <Form<ContactFields>
        form={form}
        layout="vertical"
        onFinish={(fields) => contact.mutate(fields)}
      >
        <Form.Item name="channel" label="Channel" rules={[{ required: true, message: 'Choose' }]}>
          <Select
            options={CONTACT_CHANNELS.map((value) => ({
              value,
              label: CHANNEL_LABELS[value] ?? value,
            }))}
          />
        </Form.Item>
        <Form.Item name="outcome" label="Outcome" rules={[{ required: true, message: 'Choose' }]}>
          <Select
            options={CONTACT_OUTCOMES.map((value) => ({
              value,
              label: OUTCOME_LABELS[value] ?? value,
            }))}
          />
        </Form.Item>
        <Form.Item name="note" label="Note">
          <Input.TextArea rows={2} maxLength={CONTACT_NOTE_MAX_LENGTH} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={contact.isPending}>
          Log contact
        </Button>
      </Form>
    </Card>
  );
}
