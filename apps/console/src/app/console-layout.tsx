import { Suspense, useEffect } from 'react';
import { Button, Layout, Menu, Result, Space, Spin, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { meQueryOptions, signOut } from '../features/session/api/session-api';
import { TwoStepSetup } from '../features/session/components/two-step-setup';
import { OpsApiError, onSessionEnded } from '../shared/api-client';
import { OperatorContext } from '../shared/operator-context';
import { CONSOLE_SECTIONS, sectionOf } from './console-sections';

const ROLE_NAMES: Record<string, string> = {
  admin: 'Admin',
  reviewer: 'Credit reviewer',
  collections: 'Collections agent',
  finance: 'Finance',
  support: 'Support',
  viewer: 'Viewer',
};

/** The signed-in frame: a menu of what the operator's role may open, and the screen. */
export function ConsoleLayout() {
  const me = useQuery(meQueryOptions());
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      onSessionEnded(() => {
        queryClient.clear();
        void navigate(`/login?next=${encodeURIComponent(location.pathname)}`);
      }),
    [location.pathname, navigate, queryClient],
  );

  if (me.isPending) return <Spin fullscreen />;
  if (me.error) {
    if (me.error instanceof OpsApiError && me.error.sessionEnded) {
      return <Navigate to={`/login?next=${encodeURIComponent(location.pathname)}`} replace />;
    }
    return <Result status="error" title="The console cannot load" subTitle={me.error.message} />;
  }

  const operator = me.data;
  const mustSetUpTwoStep = operator.twoStep.required && !operator.twoStep.on;
  const allowed = (permission: string | null) =>
    permission === null || operator.permissions.some((granted) => granted === permission);
  const sections = CONSOLE_SECTIONS.filter((section) => allowed(section.permission));
  const current = sectionOf(location.pathname);

  return (
    <OperatorContext value={operator}>
      <Layout className="console-frame">
        <Layout.Sider width={220} theme="light" className="console-sider">
          <div className="console-brand">Saral console</div>
          <Menu
            mode="inline"
            selectedKeys={current ? [current.path] : []}
            items={sections.map((section) => ({
              key: section.path,
              icon: section.icon,
              label: section.label,
              onClick: () => void navigate(section.path),
            }))}
          />
        </Layout.Sider>
        <Layout>
          <Layout.Header className="console-header">
            <Typography.Text strong>{current?.label ?? 'Saral'}</Typography.Text>
            <Space>
              <Typography.Text data-testid="operator-name">{operator.username}</Typography.Text>
              <Tag color="green">{ROLE_NAMES[operator.role] ?? operator.role}</Tag>
              <Button type="link" onClick={() => void navigate('/account')}>
                Two-step sign-in
              </Button>
              <Button
                onClick={async () => {
                  await signOut().catch(() => undefined);
                  queryClient.clear();
                  await navigate('/login');
                }}
              >
                Sign out
              </Button>
            </Space>
          </Layout.Header>
          <Layout.Content className="console-content">
            {mustSetUpTwoStep ? (
              <TwoStepSetup required />
            ) : current && !allowed(current.permission) ? (
              <Result status="403" title="Not allowed for your role" />
            ) : (
              <Suspense fallback={<Spin />}>
                <Outlet />
              </Suspense>
            )}
          </Layout.Content>
        </Layout>
      </Layout>
    </OperatorContext>
  );
}
