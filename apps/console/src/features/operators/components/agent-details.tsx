import { Alert, Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import type { OperatorSummary } from '@saral/contract/api/operator-admin';
import { setAgentDetails } from '../api/operators-api';

type Fields = { displayName: string; phone: string; agency: string };

/** The agent's details in the operators table, with the button that edits them. */
export function AgentDetailsCell({
  operator,
  onEdit,
}: {
  operator: OperatorSummary;
  onEdit: () => void;
}) {
  if (operator.role !== 'collections' && !operator.displayName) return null;
  return (
    <Space direction="vertical" size={0}>
      {operator.displayName ? (
        <>
          <Typography.Text>{operator.displayName}</Typography.Text>
          <Typography.Text type="secondary">
            {operator.phone} · {operator.agency}
          </Typography.Text>
        </>
      ) : (
        <Typography.Text type="warning">Missing: cannot be assigned loans</Typography.Text>
      )}
      <Button
        size="small"
        type="link"
        style={{ padding: 0 }}
        aria-label={`Agent details of ${operator.username}`}
        onClick={onEdit}
      >
        Edit details
      </Button>
    </Space>
  );
}

/**
 * The name, phone and agency a recovery agent is introduced by: the borrower is sent them by SMS
 * when a loan is assigned to the agent (RBI), so assignment needs all three.
 */
export function AgentDetailsDialog({
  operator,
  onClose,
  onSaved,
}: {
  operator: OperatorSummary | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const save = useMutation({
    mutationFn: (fields: Fields) => {
      if (!operator) throw new Error('no operator');
      return setAgentDetails(operator.id, fields);
    },
    onSuccess: async () => {
      onClose();
      await onSaved();
    },
  });
  return (
    <Modal
      open={operator !== null}
      title={`Agent details of ${operator?.username ?? ''}`}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        The borrower is sent these by SMS when a loan is assigned to this agent, before any contact.
      </Typography.Paragraph>
      {save.error ? (
        <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: 12 }} />
      ) : null}
      <Form<Fields>
        layout="vertical"
        initialValues={{
          displayName: operator?.displayName ?? '',
          phone: operator?.phone ?? '',
          agency: operator?.agency ?? '',
        }}
        onFinish={(fields) => save.mutate(fields)}
      >
        <Form.Item
          name="displayName"
          label="Name the borrower is told"
          rules={[
            { required: true, min: 2, max: 80, whitespace: true, message: '2–80 characters' },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="phone"
          label="Agent’s phone"
          rules={[
            {
              required: true,
              pattern: /^(\+?91[\s-]?|0)?[6-9]\d{4}[\s-]?\d{5}$/,
              message: 'Enter a 10-digit mobile number starting 6–9',
            },
          ]}
        >
          <Input autoComplete="off" inputMode="tel" />
        </Form.Item>
        <Form.Item
          name="agency"
          label="Agency"
          rules={[
            { required: true, min: 2, max: 120, whitespace: true, message: '2–120 characters' },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Save details
        </Button>
      </Form>
    </Modal>
  );
}
