import { useEffect, useRef, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { nativeDeviceOf } from '@saral/contract/api/native';
import { COUNTRY_CODE } from '@saral/contract/constants';
import { readNativeLoginData } from '../../../shared/native/native-bridge';
import { startSession } from '../../../shared/session/start-session';
import { showInfo } from '../../../shared/ui/feedback';
import { nativeLoginMutation } from '../api/native-login-api';
import { useMessages } from '../../../shared/i18n/i18n';
import { nativeLoginMessages } from '../i18n/en';
import './native-login.css';

/**
 * /joint (spec sections 2 and 4): the native app's login handoff. No UI but a spinner: reads the
 * bridge's login data, signs in with it and goes to Home. A failure is told in the Info dialog
 * and the phone login is offered instead.
 */
export function JointPage() {
  const navigate = useNavigate();
  const t = useMessages(nativeLoginMessages);
  const [failed, setFailed] = useState(false);
  // A failure is told in the Info dialog below.
  const { mutateAsync: nativeLogin } = useMutation({
    ...nativeLoginMutation(),
    meta: { errorDisplay: 'inline' },
  });
  // One login per visit: a signed payload's nonce works once, so a second run would be refused.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;

    async function signIn() {
      const data = readNativeLoginData();
      if (!data.ok) throw new Error(data.reason);
      const result = await nativeLogin(data.login);
      startSession(result, {
        phone:
          data.login.kind === 'signed' ? data.login.request.phone.slice(COUNTRY_CODE.length) : '',
        isApp: true,
        device: nativeDeviceOf(data.login.request),
      });
      void navigate('/', { replace: true });
    }

    signIn().catch(async (error: unknown) => {
      setFailed(true);
      await showInfo((error as Error).message);
    });
  }, [navigate, nativeLogin]);

  if (!failed) {
    return (
      <div className="joint-page" role="status" aria-label={t.signingIn}>
        <span className="spinner" />
      </div>
    );
  }
  return (
    <main className="joint-page">
      <h1 className="joint-page__title">{t.failed}</h1>
      <Button
        color="primary"
        size="large"
        block
        onClick={() => void navigate('/login', { replace: true })}
      >
        {t.phoneLogin}
      </Button>
    </main>
  );
}
