import { useState } from 'react';
import { Alert, App, Button, Card, Form, Input, Modal, Select, Space, Table, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  OPERATOR_MIN_PASSWORD_LENGTH,
  OPERATOR_USERNAME_PATTERN,
  type OperatorSummary,
} from '@saral/contract/api/operator-admin';
import { OPERATOR_ROLES, type OperatorRoleValue } from '@saral/contract/api/operator';
import { formatDateTime } from '../../../shared/format';
import { EditErrorAlert } from '../../../shared/edit-error';
import { useOperator } from '../../../shared/operator-context';
import {
  changeRole,
  createOperator,
  operatorSessionsQueryOptions,
  operatorsQueryOptions,
  resetPassword,
  resetTwoStep,
  revokeSession,
  setActive,
} from '../api/operators-api';
import { AgentDetailsCell, AgentDetailsDialog } from './agent-details';

const roleOptions = OPERATOR_ROLES.map((value) => ({ value, label: value }));
type NewOperator = { username: string; password: string; role: OperatorRoleValue };

/** Operators: create, change role, disable or enable, new password, agent details; sessions. */
export function OperatorsPage() {
  const me = useOperator();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const operators = useQuery(operatorsQueryOptions());
  const sessions = useQuery(operatorSessionsQueryOptions());
  const [creating, setCreating] = useState(false);
  const [passwordFor, setPasswordFor] = useState<OperatorSummary | null>(null);
  const [detailsFor, setDetailsFor] = useState<OperatorSummary | null>(null);
  const [newPassword, setNewPassword] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['ops'] });
  const done = (text: string) => async () => {
    void message.success(text);
    await refresh();
  };
  const create = useMutation({
    mutationFn: createOperator,
    onSuccess: async () => {
      setCreating(false);
      await done('Operator created')();
    },
  });
  const role = useMutation({
    mutationFn: ({
      id,
      value,
      revision,
    }: {
      id: number;
      value: OperatorRoleValue;
      revision: number;
    }) => changeRole(id, value, revision),
    onSuccess: done('Role changed'),
  });
  const active = useMutation({
    mutationFn: ({ id, value }: { id: number; value: boolean }) => setActive(id, value),
    onSuccess: done('Saved'),
  });
  const password = useMutation({
    mutationFn: ({ id, value }: { id: number; value: string }) => resetPassword(id, value),
    onSuccess: async () => {
      setPasswordFor(null);
      setNewPassword('');
      await done('Password changed; their sessions ended')();
    },
  });
  const revoke = useMutation({ mutationFn: revokeSession, onSuccess: done('Session ended') });
  const twoStep = useMutation({
    mutationFn: resetTwoStep,
    onSuccess: done('Two-step sign-in reset; their sessions ended'),
  });
  const error = operators.error ?? active.error ?? revoke.error ?? twoStep.error;

  return (
    <div className="stack">
      {error ? <Alert type="error" showIcon title={error.message} /> : null}
      <EditErrorAlert
        error={role.error}
        onReload={() => {
          role.reset();
          void refresh();
        }}
      />
      <Card
        title="Operators"
        extra={
          <Button type="primary" onClick={() => setCreating(true)}>
            New operator
          </Button>
        }
      >
        <Table<OperatorSummary>
          rowKey="id"
          loading={operators.isPending}
          dataSource={operators.data ?? []}
          pagination={false}
          columns={[
            { title: 'Username', dataIndex: 'username' },
            {
              title: 'Role',
              dataIndex: 'role',
              render: (value: OperatorRoleValue, row) => (
                <Select
                  aria-label={`Role of ${row.username}`}
                  value={value}
                  disabled={row.id === me.id}
                  options={roleOptions}
                  style={{ width: 150 }}
                  onChange={(next) =>
                    role.mutate({ id: row.id, value: next, revision: row.revision })
                  }
                />
              ),
            },
            {
              title: 'Status',
              dataIndex: 'active',
              render: (value: boolean) =>
                value ? <Tag color="green">active</Tag> : <Tag color="red">disabled</Tag>,
            },
            {
              title: 'Two-step',
              dataIndex: 'twoStepOn',
              render: (on: boolean) => (on ? <Tag color="green">on</Tag> : <Tag>off</Tag>),
            },
            {
              title: 'Agent details',
              key: 'agent',
              render: (_value, row) => (
                <AgentDetailsCell operator={row} onEdit={() => setDetailsFor(row)} />
              ),
            },
            { title: 'Last sign-in', dataIndex: 'lastSignInAt', render: formatDateTime },
            { title: 'Sessions', dataIndex: 'activeSessions' },
            {
              title: 'Action',
              key: 'action',
              render: (_value, row) =>
                row.id === me.id ? null : (
                  <Space>
                    <Button
                      size="small"
                      onClick={() => active.mutate({ id: row.id, value: !row.active })}
                    >
                      {row.active ? 'Disable' : 'Enable'}
                    </Button>
                    <Button size="small" onClick={() => setPasswordFor(row)}>
                      New password
                    </Button>
                    {row.twoStepOn ? (
                      <Button size="small" onClick={() => twoStep.mutate(row.id)}>
                        Reset two-step
                      </Button>
                    ) : null}
                  </Space>
                ),
            },
          ]}
        />
      </Card>
      <Card title="Live sessions">
        <Table
          rowKey="id"
          size="small"
          loading={sessions.isPending}
          dataSource={sessions.data ?? []}
          pagination={false}
          columns={[
            { title: 'Operator', dataIndex: 'username' },
            { title: 'Role', dataIndex: 'role' },
            { title: 'IP', dataIndex: 'ip' },
            { title: 'Signed in', dataIndex: 'createdAt', render: formatDateTime },
            { title: 'Expires', dataIndex: 'expiresAt', render: formatDateTime },
            {
              title: '',
              key: 'revoke',
              render: (_value, row) =>
                row.current ? (
                  <Tag>this session</Tag>
                ) : (
                  <Button size="small" danger onClick={() => revoke.mutate(row.id)}>
                    End session
                  </Button>
                ),
            },
          ]}
        />
      </Card>
      <Modal
        open={creating}
        title="New operator"
        footer={null}
        onCancel={() => setCreating(false)}
        destroyOnHidden
      >
        {create.error ? <Alert type="error" showIcon title={create.error.message} /> : null}
        <Form<NewOperator> layout="vertical" onFinish={(values) => create.mutate(values)}>
          <Form.Item
            name="username"
            label="Username"
            rules={[
              {
                required: true,
                pattern: OPERATOR_USERNAME_PATTERN,
                message: '3–64 of a-z 0-9 . _ -',
              },
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="password"
            label="Password"
            rules={[
              {
                required: true,
                min: OPERATOR_MIN_PASSWORD_LENGTH,
                message: `At least ${OPERATOR_MIN_PASSWORD_LENGTH} characters`,
              },
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="role"
            label="Role"
            rules={[{ required: true, message: 'Choose a role' }]}
          >
            <Select options={roleOptions} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            Create operator
          </Button>
        </Form>
      </Modal>
      <AgentDetailsDialog
        operator={detailsFor}
        onClose={() => setDetailsFor(null)}
        onSaved={done('Agent details saved')}
      />
      <Modal
        open={passwordFor !== null}
        title={`New password for ${passwordFor?.username ?? ''}`}
        okText="Set password"
        okButtonProps={{
          disabled: newPassword.length < OPERATOR_MIN_PASSWORD_LENGTH,
          loading: password.isPending,
        }}
        onOk={() => passwordFor && password.mutate({ id: passwordFor.id, value: newPassword })}
        onCancel={() => setPasswordFor(null)}
      >
        {password.error ? <Alert type="error" showIcon title={password.error.message} /> : null}
        <Input.Password
          aria-label="New password"
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
        />
      </Modal>
    </div>
  );
}
