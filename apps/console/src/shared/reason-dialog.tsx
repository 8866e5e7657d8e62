import { useState, type ReactNode } from 'react';
import { Alert, Input, Modal } from 'antd';

type Props = {
  open: boolean;
  title: string;
  okText: string;
  /** What happens, shown above the reason. */
  children?: ReactNode;
  pending: boolean;
  error: Error | null;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
};

/**
 * A refusal that needs a written reason (reject, cancel): at least 3 characters, the server's
 * answer shown inline. The reason starts empty each time the dialog opens.
 */
export function ReasonDialog({
  open,
  title,
  okText,
  children,
  pending,
  error,
  onSubmit,
  onCancel,
}: Props) {
  const [reason, setReason] = useState('');
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      destroyOnHidden
      afterClose={() => setReason('')}
      okButtonProps={{ danger: true, disabled: reason.trim().length < 3, loading: pending }}
      onOk={() => onSubmit(reason.trim())}
      onCancel={onCancel}
    >
      {children}
      {error ? <Alert type="error" showIcon title={error.message} /> : null}
      <Input.TextArea
        aria-label="Reason"
        rows={3}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </Modal>
  );
}
