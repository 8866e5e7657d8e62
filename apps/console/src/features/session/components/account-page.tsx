import { Alert } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { meQueryOptions } from '../api/session-api';
import { TwoStepSetup } from './two-step-setup';

/** The operator's own sign-in settings. */
export function AccountPage() {
  const me = useQuery(meQueryOptions());
  if (!me.data) return null;
  return me.data.twoStep.on ? (
    <Alert
      type="success"
      showIcon
      title="Two-step sign-in is on"
      description="Lost your phone? Ask an admin to reset it; you set it up again at the next sign-in."
    />
  ) : (
    <TwoStepSetup required={me.data.twoStep.required} />
  );
}
