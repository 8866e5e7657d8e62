import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';

/** Shown in place of a screen whose data could not be loaded; keeps the way back open. */
export function PageError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="page-error">
      <ErrorBlock status="default" title="Could not load this page" description={message} />
      <Button color="primary" fill="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
