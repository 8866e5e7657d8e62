import { useState } from 'react';
import { Alert, Button, Card, Input, List } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LOAN_NOTE_MAX_LENGTH, type LoanNote } from '@saral/contract/api/ops-loans';
import { formatDateTime } from '../../../shared/format';
import { useMay } from '../../../shared/operator-context';
import { addLoanNote } from '../api/loans-api';

/** Operators' notes on a loan, newest first; each one is also in the audit log. */
export function LoanNotes({ orderId, notes }: { orderId: number; notes: LoanNote[] }) {
  const mayNote = useMay('loans.note');
  const [text, setText] = useState('');
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: () => addLoanNote(orderId, text),
    onSuccess: async () => {
      setText('');
      await queryClient.invalidateQueries({ queryKey: ['ops', 'loans', orderId] });
    },
  });
  return (
    <Card title="Notes">
      {mayNote ? (
        <div className="stack" style={{ marginBottom: 16 }}>
          {add.error ? <Alert type="error" showIcon title={add.error.message} /> : null}
          <Input.TextArea
            aria-label="New note"
            rows={3}
            maxLength={LOAN_NOTE_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Button
            disabled={text.trim().length === 0}
            loading={add.isPending}
            onClick={() => add.mutate()}
          >
            Add note
          </Button>
        </div>
      ) : null}
      <List
        size="small"
        dataSource={notes}
        locale={{ emptyText: 'No notes' }}
        renderItem={(note) => (
          <List.Item>
            <List.Item.Meta
              title={`${note.operator}, ${formatDateTime(note.at)}`}
              description={note.text}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
