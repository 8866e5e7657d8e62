import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';

/** Last line of defence: a screen failed to load (often a stale chunk after a deploy). */
export function RouteErrorPage() {
  return (
    <div className="page-error">
      <ErrorBlock
        status="default"
        title="Something went wrong"
        description="Please reload the page. Your data is safe."
      />
      <Button color="primary" block onClick={() => window.location.reload()}>
        Reload
      </Button>
    </div>
  );
}
