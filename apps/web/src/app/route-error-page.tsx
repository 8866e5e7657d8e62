import Button from 'antd-mobile/es/components/button';
import { useMessages } from '../shared/i18n/i18n';
import { shellMessages } from '../shared/i18n/shell/en';
import { StateBlock } from '../shared/ui/state-block';

/** Last line of defence: a screen failed to load (often a stale chunk after a deploy). */
export function RouteErrorPage() {
  const t = useMessages(shellMessages);
  return (
    <main className="page-error">
      <StateBlock
        art="error"
        headingLevel={1}
        title={t.routeErrorTitle}
        description={t.routeErrorText}
      />
      <Button color="primary" block onClick={() => window.location.reload()}>
        {t.reload}
      </Button>
    </main>
  );
}
