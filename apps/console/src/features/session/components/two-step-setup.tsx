import { useState } from 'react';
import { Alert, Button, Card, Input, Space, Steps, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { beginTwoStep, confirmTwoStep, meQueryOptions } from '../api/session-api';

/**
 * Setting up two-step sign-in: scan the QR code (or type the key) into an authenticator app,
 * then enter the code it shows. Required for admin and finance in production.
 */
export function TwoStepSetup({ required }: { required: boolean }) {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const begin = useMutation({ mutationFn: beginTwoStep });
  const confirm = useMutation({
    mutationFn: () => confirmTwoStep(code.trim()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
  });
  const setup = begin.data;
  return (
    <Card title="Two-step sign-in" className="two-step-card">
      {required ? (
        <Alert
          type="warning"
          showIcon
          title="Your role signs in with a code from an authenticator app. Set it up to continue."
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Steps
        direction="vertical"
        current={setup ? 1 : 0}
        items={[
          {
            title: 'Get a key',
            description: setup ? null : (
              <Button type="primary" loading={begin.isPending} onClick={() => begin.mutate()}>
                Set up two-step sign-in
              </Button>
            ),
          },
          {
            title: 'Add it to your authenticator app',
            description: setup ? (
              <Space direction="vertical">
                <img
                  className="two-step-qr"
                  alt="QR code for the authenticator app"
                  src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`}
                />
                <Typography.Text>
                  Or type this key:{' '}
                  <Typography.Text code copyable>
                    {setup.secret}
                  </Typography.Text>
                </Typography.Text>
              </Space>
            ) : null,
          },
          {
            title: 'Enter the code it shows',
            description: setup ? (
              <Space>
                <Input
                  aria-label="Code from the app"
                  inputMode="numeric"
                  maxLength={6}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                />
                <Button
                  type="primary"
                  disabled={!/^\d{6}$/.test(code.trim())}
                  loading={confirm.isPending}
                  onClick={() => confirm.mutate()}
                >
                  Turn on
                </Button>
              </Space>
            ) : null,
          },
        ]}
      />
      {(begin.error ?? confirm.error) ? (
        <Alert type="error" showIcon title={(begin.error ?? confirm.error)?.message} />
      ) : null}
    </Card>
  );
}
