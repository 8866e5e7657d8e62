import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Segmented,
  Space,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JOB_STATES, type JobStateValue, type OpsJob } from '@saral/contract/api/ops-jobs';
import { formatDateTime } from '../../../shared/format';
import { KeysetPager } from '../../../shared/keyset-pager';
import { useMay } from '../../../shared/operator-context';
import { useKeysetPages } from '../../../shared/use-keyset-pages';
import { fetchJobs, retryJob } from '../api/jobs-api';

const STATE_COLORS: Record<JobStateValue, string> = {
  dead: 'red',
  queued: 'blue',
  running: 'gold',
  done: 'green',
};

/** "every 1 s" for a recurring sweep, blank for a one-off job. */
function everyText(everyMs: number | null): string {
  if (everyMs === null) return '';
  return everyMs % 60_000 === 0 ? `every ${everyMs / 60_000} min` : `every ${everyMs / 1000} s`;
}

/**
 * The background jobs: dead ones (given up after their last attempt) first, with their error and
 * a Retry for admins; queued ones show the jobs retrying by themselves and the recurring sweeps.
 */
export function JobsPage() {
  const [state, setState] = useState<JobStateValue>('dead');
  const mayManage = useMay('jobs.manage');
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const pages = useKeysetPages(['ops', 'jobs', state], (cursor) =>
    fetchJobs({ state, ...(cursor ? { cursor } : {}) }),
  );
  const retry = useMutation({
    mutationFn: retryJob,
    onSuccess: async () => {
      void message.success('Job queued again');
      await queryClient.invalidateQueries({ queryKey: ['ops', 'jobs'] });
    },
  });
  const counts = pages.page.data?.counts;
  const error = pages.page.error ?? retry.error;

  return (
    <Card
      title="Background jobs"
      extra={
        <Segmented<JobStateValue>
          value={state}
          onChange={setState}
          options={JOB_STATES.map((value) => ({ value, label: value }))}
        />
      }
    >
      <Space size="large" style={{ marginBottom: 16 }}>
        <Statistic title="Dead" value={counts?.dead ?? '—'} />
        <Statistic title="Retrying" value={counts?.retrying ?? '—'} />
        <Statistic title="Queued" value={counts?.queued ?? '—'} />
        <Statistic title="Running" value={counts?.running ?? '—'} />
      </Space>
      {error ? (
        <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />
      ) : null}
      <Table<OpsJob>
        rowKey="id"
        loading={pages.page.isFetching}
        dataSource={pages.items}
        pagination={false}
        locale={{ emptyText: `No ${state} jobs` }}
        columns={[
          {
            title: 'Kind',
            dataIndex: 'kind',
            width: 200,
            render: (kind: string, row) => (
              <Space direction="vertical" size={0}>
                <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
                  {kind}
                </Typography.Text>
                <Typography.Text type="secondary">{everyText(row.everyMs)}</Typography.Text>
              </Space>
            ),
          },
          { title: 'Key', dataIndex: 'key', render: (key: string) => <span>{key}</span> },
          {
            title: 'State',
            dataIndex: 'state',
            render: (value: JobStateValue) => <Tag color={STATE_COLORS[value]}>{value}</Tag>,
          },
          {
            title: 'Attempts',
            key: 'attempts',
            render: (_value, row) =>
              row.everyMs === null ? `${row.attempts} of ${row.maxAttempts}` : row.attempts,
          },
          {
            title: 'Last error',
            dataIndex: 'lastError',
            width: '32%',
            render: (value: string | null) =>
              value ? (
                <Typography.Paragraph
                  type="danger"
                  style={{ marginBottom: 0 }}
                  ellipsis={{ rows: 2, expandable: true }}
                >
                  {value}
                </Typography.Paragraph>
              ) : (
                '—'
              ),
          },
          {
            title: state === 'queued' ? 'Next run' : 'Changed',
            key: 'when',
            render: (_value, row) => formatDateTime(state === 'queued' ? row.runAt : row.updatedAt),
          },
          ...(mayManage && state === 'dead'
            ? [
                {
                  title: 'Action',
                  key: 'action',
                  render: (_value: unknown, row: OpsJob) => (
                    <Button
                      size="small"
                      type="primary"
                      loading={retry.isPending && retry.variables === row.id}
                      onClick={() => retry.mutate(row.id)}
                    >
                      Retry
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <KeysetPager {...pages} />
    </Card>
  );
}
