import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useNavigate } from 'react-router';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <main className="page-error">
      <ErrorBlock
        status="empty"
        title="Page not found"
        description="This address does not lead anywhere in Saral."
      />
      <Button color="primary" block onClick={() => void navigate('/', { replace: true })}>
        Go to Home
      </Button>
    </main>
  );
}
