import { useState, type FormEvent } from 'react';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LOGIN_OTP_LENGTH, OTP_RESEND_SECONDS, PHONE_DIGITS } from '@saral/contract/constants';
import {
  FieldMessage,
  digitsOnly,
  isValidLoginOtp,
  isValidPhone,
  toWirePhone,
} from '@saral/contract/field-rules';
import { BrandHeader } from '../../../shared/ui/brand-header';
import { PhoneNumberField } from '../../../shared/ui/phone-number-field';
import { clearToasts, showToast } from '../../../shared/ui/feedback';
import { startSession } from '../../../shared/session/start-session';
import { loginMutation } from '../../../shared/api/login-api';
import { sendLoginCodeMutation } from '../api/login-api';
import { useCountdown } from '../../../shared/hooks/use-countdown';
import { safeRedirectTarget } from '../redirect-target';

/** Phone + SMS code sign-in (spec sections 2, 4 and 5). */
export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(true);
  const [sendError, setSendError] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const countdown = useCountdown();

  const sendCode = useMutation({
    ...sendLoginCodeMutation(),
    meta: { errorDisplay: 'inline' },
    onSuccess: () => {
      setCodeSent(true);
      countdown.start(OTP_RESEND_SECONDS);
      showToast('Code sent by SMS');
    },
    onError: (error) => setSendError(error.message),
  });

  const signIn = useMutation({
    ...loginMutation(),
    onSuccess: (result) => {
      clearToasts();
      startSession(queryClient, result, { phone, isApp: false });
      void navigate(safeRedirectTarget(searchParams.get('redirect')), { replace: true });
    },
  });

  const canLogin = isValidPhone(phone) && isValidLoginOtp(code) && agreed && !signIn.isPending;

  function requestCode() {
    // Ignored while a request is pending or the resend countdown runs.
    if (sendCode.isPending || countdown.secondsLeft > 0) return;
    if (!agreed) return setSendError(FieldMessage.agreement);
    if (!isValidPhone(phone)) return setSendError(FieldMessage.phone);
    setSendError('');
    sendCode.mutate(toWirePhone(phone));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canLogin) return;
    signIn.mutate({ phone: toWirePhone(phone), code });
  }

  const sendLabel =
    countdown.secondsLeft > 0 ? `${countdown.secondsLeft}s` : codeSent ? 'resend' : 'Send code';

  return (
    <main className="login-page">
      <BrandHeader tagline="Small loans, clear fees, money in minutes" />
      <h1 className="login-page__title">Log in or sign up</h1>
      <p className="login-page__subtitle">We will send a 4-digit code to your mobile number.</p>

      <form className="login-form" onSubmit={submit} noValidate>
        <PhoneNumberField
          value={phone}
          onChange={(value) => setPhone(digitsOnly(value, PHONE_DIGITS))}
        />

        <label className="field">
          <span className="field__label">One-time code</span>
          <span className="field__control">
            <Input
              aria-label="One-time code"
              type="tel"
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="4-digit code"
              value={code}
              onChange={(value) => setCode(digitsOnly(value, LOGIN_OTP_LENGTH))}
            />
            <button
              type="button"
              className="field__action"
              data-track="send-code"
              onClick={requestCode}
              disabled={sendCode.isPending || countdown.secondsLeft > 0}
            >
              {sendCode.isPending ? 'Sending…' : sendLabel}
            </button>
          </span>
        </label>

        <p className="field-error" role="alert" aria-live="polite">
          {sendError}
        </p>

        <Button
          type="submit"
          color="primary"
          size="large"
          block
          data-track="login"
          disabled={!canLogin}
          loading={signIn.isPending}
        >
          LOGIN
        </Button>

        <div className="login-form__agreement">
          <span className="checkbox-hit">
            <input
              id="login-agreement"
              type="checkbox"
              checked={agreed}
              onChange={(event) => setAgreed(event.target.checked)}
              aria-label="I agree to the Loan Guarantee Agreement"
            />
          </span>
          <span className="agreement-text">
            <label htmlFor="login-agreement">I agree to the Loan Guarantee Agreement</label>, the{' '}
            <Link to="/protocol/privacy">Privacy Policy</Link> and the{' '}
            <Link to="/protocol/term">Terms of Use</Link>.
          </span>
        </div>
      </form>
    </main>
  );
}
