import { Alert, App, Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { versionReasonSchema } from '@saral/contract/api/ops-products';
import { contractRule } from '../../../shared/contract-rules';

/** The reason every proposal needs, checked with the contract's rule. */
export function ReasonField() {
  return (
    <Form.Item
      name="reason"
      label="Reason for the change"
      rules={[contractRule(versionReasonSchema)]}
    >
      <Input.TextArea rows={2} />
    </Form.Item>
  );
}

/** Sends a proposal; on success says who must act next and reloads what it changed. */
export function useProposal<F>(
  what: string,
  send: (fields: F) => Promise<{ version: number }>,
  onChanged: () => Promise<unknown>,
) {
  const { message } = App.useApp();
  return useMutation({
    mutationFn: send,
    onSuccess: async (version) => {
      void message.success(
        `${what} version ${version.version} proposed: a second admin must approve it`,
      );
      await onChanged();
    },
  });
}

/** Shown instead of the proposal form while a version waits for its decision. */
export function PendingNotice({ what, version }: { what: string; version: number }) {
  return (
    <Alert
      type="info"
      showIcon
      style={{ margin: '16px 0' }}
      title={`${what} version ${version} is waiting for a second admin: a new proposal can be made once it is decided`}
    />
  );
}
