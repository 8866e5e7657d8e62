import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { signIn } from '../api/session-api';

type Fields = { username: string; password: string };

/** Operator sign-in. The session lives in an HttpOnly cookie; the page never sees the token. */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const login = useMutation({
    mutationFn: (fields: Fields) => signIn(fields.username, fields.password),
    onSuccess: async () => {
      queryClient.clear();
      const next = params.get('next');
      await navigate(next && next.startsWith('/') && !next.startsWith('//') ? next : '/');
    },
  });

  return (
    <main className="login-screen">
      <Card className="login-card">
        <Typography.Title level={3}>Saral operations console</Typography.Title>
        <Typography.Paragraph type="secondary">
          Sign in with your operator account.
        </Typography.Paragraph>
        {login.error ? (
          <Alert type="error" showIcon title={login.error.message} className="login-error" />
        ) : null}
        <Form<Fields>
          layout="vertical"
          onFinish={(fields) => login.mutate(fields)}
          requiredMark={false}
        >
          <Form.Item
            label="Username"
            name="username"
            rules={[{ required: true, message: 'Enter your username' }]}
          >
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            label="Password"
            name="password"
            rules={[{ required: true, message: 'Enter your password' }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={login.isPending}>
            Sign in
          </Button>
        </Form>
      </Card>
    </main>
  );
}
