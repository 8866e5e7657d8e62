import Button from 'antd-mobile/es/components/button';
import { StateBlock } from '../../../shared/ui/state-block';
import { useNavigate } from 'react-router';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <main className="page-error">
      <StateBlock
        art="empty"
        headingLevel={1}
        title="Page not found"
        description="This address does not lead anywhere in Saral."
      />
      <Button color="primary" block onClick={() => void navigate('/', { replace: true })}>
        Go to Home
      </Button>
    </main>
  );
}
