import { useState } from 'react';
import { Alert, Button, Card, Input, Select, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  COMPLAINT_RESOLUTION_MIN,
  COMPLAINT_TRANSITIONS,
  isPendingComplaint,
  type ComplaintDetail,
  type ComplaintStatus,
} from '@saral/contract/api/ops-complaints';
import { useMay } from '../../../shared/operator-context';
import {
  assignComplaint,
  changeComplaintStatus,
  operatorsQueryOptions,
} from '../api/complaints-api';
import { STATUS_LABELS } from './complaint-labels';

/** Assigning needs the list of operators, which only those who manage operators may read. */
function AssignControl({ complaint }: { complaint: ComplaintDetail }) {
  const operators = useQuery(operatorsQueryOptions());
  const queryClient = useQueryClient();
  const assign = useMutation({
    mutationFn: (operatorId: number) =>
      assignComplaint(complaint.id, { operatorId, expectedStatus: complaint.status }),
    onSuccess: (updated) => queryClient.setQueryData(['ops', 'complaints', complaint.id], updated),
  });
  return (
    <div className="stack">
      {assign.error ? <Alert type="error" showIcon title={assign.error.message} /> : null}
      <Select<number>
        aria-label="Assign to"
        placeholder="Assign to…"
        loading={operators.isPending || assign.isPending}
        value={complaint.assignedTo?.id}
        onChange={(operatorId) => assign.mutate(operatorId)}
        options={(operators.data ?? [])
          .filter((operator) => operator.active)
          .map((operator) => ({
            value: operator.id,
            label: `${operator.username} (${operator.role})`,
          }))}
      />
    </div>
  );
}

/** Move the complaint on (with the resolution when resolving) and assign it. */
export function ComplaintActions({ complaint }: { complaint: ComplaintDetail }) {
  const mayManage = useMay('complaints.manage');
  const mayAssign = useMay('operators.manage');
  const moves = COMPLAINT_TRANSITIONS[complaint.status];
  const [next, setNext] = useState<ComplaintStatus | undefined>(moves[0]);
  const [resolution, setResolution] = useState('');
  const [note, setNote] = useState('');
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (status: ComplaintStatus) =>
      changeComplaintStatus(complaint.id, {
        status,
        expectedStatus: complaint.status,
        ...(status === 'resolved' ? { resolution } : {}),
        ...(note.trim() ? { note } : {}),
      }),
    onSuccess: async (updated) => {
      queryClient.setQueryData(['ops', 'complaints', complaint.id], updated);
      setNext(COMPLAINT_TRANSITIONS[updated.status][0]);
      setResolution('');
      setNote('');
      await queryClient.invalidateQueries({ queryKey: ['ops', 'complaints', 'list'] });
    },
  });
  if (!mayManage) return null;
  if (moves.length === 0) {
    return (
      <Card title="Actions">
        <Typography.Text type="secondary">
          A {STATUS_LABELS[complaint.status].toLowerCase()} complaint changes no further.
        </Typography.Text>
      </Card>
    );
  }
  const resolving = next === 'resolved';
  const ready =
    next !== undefined && (!resolving || resolution.trim().length >= COMPLAINT_RESOLUTION_MIN);
  return (
    <Card title="Actions">
      <div className="stack">
        {change.error ? <Alert type="error" showIcon title={change.error.message} /> : null}
        <Select<ComplaintStatus>
          aria-label="New status"
          value={next}
          onChange={setNext}
          options={moves.map((value) => ({ value, label: STATUS_LABELS[value] }))}
        />
        {resolving ? (
          <Input.TextArea
            aria-label="Resolution"
            placeholder="What was done for the borrower (sent to them)"
            rows={4}
            value={resolution}
            onChange={(event) => setResolution(event.target.value)}
          />
        ) : null}
        <Input.TextArea
          aria-label="Note"
          placeholder="Note (optional)"
          rows={2}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <Button
          type="primary"
          disabled={!ready}
          loading={change.isPending}
          onClick={() => next && change.mutate(next)}
        >
          Save status
        </Button>
        {mayAssign && isPendingComplaint(complaint.status) ? (
          <>
            <Typography.Text strong>Assign</Typography.Text>
            <AssignControl complaint={complaint} />
          </>
        ) : null}
      </div>
    </Card>
  );
}
