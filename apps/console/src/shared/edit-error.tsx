import { Alert, Button } from 'antd';
import { ErrorCode } from '@saral/contract/error-codes';
import { OpsApiError } from './api-client';

/** The server refused an edit because someone changed the record since it was loaded (409). */
export const isStaleEdit = (error: unknown): boolean =>
  error instanceof OpsApiError && error.code === ErrorCode.staleEdit;

/**
 * A refused save, next to the form's button: a stale edit says so and offers Reload (the form then
 * shows the record as it is now); any other refusal shows the server's message.
 */
export function EditErrorAlert({ error, onReload }: { error: Error | null; onReload: () => void }) {
  if (!error) return null;
  if (isStaleEdit(error)) {
    return (
      <Alert
        type="warning"
        showIcon
        role="alert"
        style={{ marginBottom: 12 }}
        title="Someone else changed this since you opened it"
        description={error.message}
        action={
          <Button size="small" type="primary" onClick={onReload}>
            Reload
          </Button>
        }
      />
    );
  }
  return <Alert type="error" showIcon title={error.message} style={{ marginBottom: 12 }} />;
}
