import { App } from 'antd';
import { useMutation } from '@tanstack/react-query';

/**
 * Approve and reject of one versioned setting's pending version; `refresh` reloads what the
 * decision changed. Shared by product terms, decision rules and credit tiers.
 */
export function useVersionDecisions(options: {
  approve: (version: number) => Promise<{ version: number }>;
  reject: (version: number, reason: string) => Promise<unknown>;
  approvedMessage: (version: number) => string;
  refresh: () => Promise<unknown>;
}) {
  const { message } = App.useApp();
  const approve = useMutation({
    mutationFn: options.approve,
    onSuccess: async (decided) => {
      void message.success(options.approvedMessage(decided.version));
      await options.refresh();
    },
  });
  const reject = useMutation({
    mutationFn: ({ version, reason }: { version: number; reason: string; done: () => void }) =>
      options.reject(version, reason),
    onSuccess: async (_decided, { done }) => {
      done();
      await options.refresh();
    },
  });
  return {
    approve,
    reject,
    tableProps: {
      approving: approve.isPending,
      onApprove: (version: number) => approve.mutate(version),
      rejecting: { pending: reject.isPending, error: reject.error },
      onReject: (version: number, reason: string, done: () => void) =>
        reject.mutate({ version, reason, done }),
    },
  };
}
