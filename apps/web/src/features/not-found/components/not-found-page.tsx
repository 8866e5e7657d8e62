import Button from 'antd-mobile/es/components/button';
import { StateBlock } from '../../../shared/ui/state-block';
import { useNavigate } from 'react-router';
import { useMessages } from '../../../shared/i18n/i18n';
import { notFoundMessages } from '../i18n/en';

export function NotFoundPage() {
  const navigate = useNavigate();
  const t = useMessages(notFoundMessages);
  return (
    <main className="page-error">
      <StateBlock art="empty" headingLevel={1} title={t.title} description={t.description} />
      <Button color="primary" block onClick={() => void navigate('/', { replace: true })}>
        {t.goHome}
      </Button>
    </main>
  );
}
