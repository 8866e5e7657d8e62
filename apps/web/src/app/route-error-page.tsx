import Button from 'antd-mobile/es/components/button';
import { StateBlock } from '../shared/ui/state-block';

/** Last line of defence: a screen failed to load (often a stale chunk after a deploy). */
export function RouteErrorPage() {
  return (
    <main className="page-error">
      <StateBlock
        art="error"
        headingLevel={1}
        title="Something went wrong"
        description="Please reload the page. Your data is safe."
      />
      <Button color="primary" block onClick={() => window.location.reload()}>
        Reload
      </Button>
    </main>
  );
}
