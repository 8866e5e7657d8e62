import { Button, Result } from 'antd';
import { useRouteError } from 'react-router';

/** A screen that failed to load (e.g. a new release replaced its chunk): offer a reload. */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <Result
      status="error"
      title="This screen could not be shown"
      subTitle={error instanceof Error ? error.message : 'Please reload the page.'}
      extra={<Button onClick={() => window.location.reload()}>Reload</Button>}
    />
  );
}
