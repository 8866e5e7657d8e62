import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { TwoStepMessage } from '@saral/contract/api/operator';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { signIn } from '../api/session-api';

type Fields = { username: string; password: string; code?: string };

/** Operator sign-in. The session lives in an HttpOnly cookie; the page never sees the token. */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  // Shown once the server says this operator signs in with an authenticator code too.
  const [askCode, setAskCode] = useState(false);
  const login = useMutation({
    mutationFn: (fields: Fields) => signIn(fields.username, fields.password, fields.code),
    onError: (error) => {
      if (error.message === TwoStepMessage.codeNeeded) setAskCode(true);
    },
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
          {askCode ? (
            <Form.Item
              label="Authenticator code"
              name="code"
              rules={[{ required: true, pattern: /^\d{6}$/, message: 'The code has 6 digits' }]}
            >
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
            </Form.Item>
          ) : null}
          <Button type="primary" htmlType="submit" block loading={login.isPending}>
            Sign in
          </Button>
        </Form>
      </Card>
    </main>
  );
}
