import { useState } from 'react';
import { Alert, Button, Card, Input, Select, Space, Table, Typography } from 'antd';
import { AuditAction, type AuditEntry } from '@saral/contract/api/operator-admin';
import { downloadCsv, toCsv } from '../../../shared/csv-export';
import { formatDateTime } from '../../../shared/format';
import { KeysetPager } from '../../../shared/keyset-pager';
import { useKeysetPages } from '../../../shared/use-keyset-pages';
import { fetchAuditLog, type AuditFilters } from '../api/audit-api';

const showJson = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value);

/** Every operator action, newest first: who, when, from where, what, before → after. */
export function AuditLogPage() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const [operatorText, setOperatorText] = useState('');
  const [entityText, setEntityText] = useState('');
  const pages = useKeysetPages(['ops', 'audit-log', filters], (cursor) =>
    fetchAuditLog(filters, cursor),
  );
  const apply = () =>
    setFilters((current) => ({
      ...(current.action ? { action: current.action } : {}),
      ...(operatorText.trim() ? { operator: operatorText.trim() } : {}),
      ...(entityText.trim() ? { entityId: entityText.trim() } : {}),
    }));

  return (
    <Card
      title="Audit log"
      extra={
        <Button
          onClick={() =>
            downloadCsv(
              'audit-log.csv',
              toCsv(pages.items, [
                { title: 'At', value: (row) => row.at },
                { title: 'Operator', value: (row) => row.username },
                { title: 'IP', value: (row) => row.ip },
                { title: 'Action', value: (row) => row.action },
                {
                  title: 'Entity',
                  value: (row) => `${row.entityType ?? ''} ${row.entityId ?? ''}`,
                },
                { title: 'Before', value: (row) => showJson(row.before) },
                { title: 'After', value: (row) => showJson(row.after) },
              ]),
            )
          }
        >
          Export CSV
        </Button>
      }
    >
      <Space style={{ marginBottom: 16 }} wrap>
        <Input
          placeholder="Operator username"
          aria-label="Operator username"
          value={operatorText}
          onChange={(event) => setOperatorText(event.target.value)}
          onPressEnter={apply}
        />
        <Input
          placeholder="Entity id (order, request…)"
          aria-label="Entity id"
          value={entityText}
          onChange={(event) => setEntityText(event.target.value)}
          onPressEnter={apply}
        />
        <Select
          allowClear
          placeholder="Action"
          aria-label="Action"
          style={{ width: 240 }}
          value={filters.action}
          onChange={(action) =>
            setFilters((current) => {
              const { action: _previous, ...rest } = current;
              return action ? { ...rest, action } : rest;
            })
          }
          options={Object.values(AuditAction).map((value) => ({ value, label: value }))}
        />
        <Button type="primary" onClick={apply}>
          Filter
        </Button>
      </Space>
      {pages.page.error ? <Alert type="error" showIcon title={pages.page.error.message} /> : null}
      <Table<AuditEntry>
        rowKey="id"
        size="small"
        loading={pages.page.isFetching}
        dataSource={pages.items}
        pagination={false}
        columns={[
          { title: 'When', dataIndex: 'at', render: formatDateTime, width: 170 },
          { title: 'Operator', dataIndex: 'username' },
          { title: 'IP', dataIndex: 'ip', render: (value) => value ?? '—' },
          { title: 'Action', dataIndex: 'action' },
          {
            title: 'Entity',
            key: 'entity',
            render: (_value, row) =>
              row.entityType ? `${row.entityType} ${row.entityId ?? ''}` : '—',
          },
          {
            title: 'Before → after',
            key: 'change',
            render: (_value, row) => (
              <Typography.Text code className="audit-change">
                {showJson(row.before)} → {showJson(row.after)}
              </Typography.Text>
            ),
          },
        ]}
      />
      <KeysetPager {...pages} />
    </Card>
  );
}
