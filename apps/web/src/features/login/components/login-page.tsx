import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LOGIN_OTP_LENGTH, OTP_RESEND_SECONDS, PHONE_DIGITS } from '@saral/contract/constants';
import {
  digitsOnly,
  isValidLoginOtp,
  isValidPhone,
  toWirePhone,
} from '@saral/contract/sign-in-rules';
import { BrandHeader } from '../../../shared/ui/brand-header';
import { PhoneNumberField } from '../../../shared/ui/phone-number-field';
import { startSession } from '../../../shared/session/start-session';
import { logIn } from '../../../shared/api/log-in';
import { showCallError } from '../../../shared/api/call-error';
import { useAction } from '../../../shared/hooks/use-action';
import { sendLoginCode } from '../api/login-api';
import { useCountdown } from '../../../shared/hooks/use-countdown';
import { safeRedirectTarget } from '../redirect-target';
import { fill, useMessages } from '../../../shared/i18n/i18n';
import { LanguageSwitch } from '../../../shared/ui/language-switch';
import { PrimaryButton } from '../../../shared/ui/primary-button';
import { loginMessages } from '../i18n/en';
import { sendChosenLanguage } from '../send-chosen-language';

/** Phone + SMS code sign-in (spec sections 2, 4 and 5). */
export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(true);
  const [sendError, setSendError] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const countdown = useCountdown();
  const t = useMessages(loginMessages);

  // Plain requests, not the query library's mutations: the login page does without it.
  const sendCode = useAction(sendLoginCode, {
    onSuccess: () => {
      setCodeSent(true);
      countdown.start(OTP_RESEND_SECONDS);
    },
    onError: (error) => setSendError((error as Error).message),
  });

  const signIn = useAction(logIn, {
    onSuccess: (result) => {
      startSession(result, { phone, isApp: false });
      sendChosenLanguage();
      void navigate(safeRedirectTarget(searchParams.get('redirect')), { replace: true });
    },
    // As every other write shows a failure: a toast (the query client's default).
    onError: (error) => showCallError(error),
  });

  const canLogin = isValidPhone(phone) && isValidLoginOtp(code) && agreed && !signIn.isPending;

  function requestCode() {
    // Ignored while a request is pending or the resend countdown runs.
    if (sendCode.isPending || countdown.secondsLeft > 0) return;
    if (!agreed) return setSendError(t.agreementMissing);
    if (!isValidPhone(phone)) return setSendError(t.phoneInvalid);
    setSendError('');
    sendCode.run(toWirePhone(phone));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canLogin) return;
    signIn.run({ phone: toWirePhone(phone), code });
  }

  const sendLabel =
    countdown.secondsLeft > 0
      ? fill(t.secondsLeft, { seconds: countdown.secondsLeft })
      : codeSent
        ? t.resend
        : t.sendCode;

  return (
    <main className="login-page">
      <LanguageSwitch className="login-page__language" />
      <BrandHeader tagline={t.tagline} />
      <h1 className="login-page__title">{t.title}</h1>
      <p className="login-page__subtitle">{t.subtitle}</p>

      <form className="login-form" onSubmit={submit} noValidate>
        <PhoneNumberField
          value={phone}
          onChange={(value) => setPhone(digitsOnly(value, PHONE_DIGITS))}
        />

        <label className="field">
          <span className="field__label">{t.codeLabel}</span>
          <span className="field__control">
            {/* Plain elements, not the kit's Input and Button: /login loads little (docs/web-bundle.md). */}
            <input
              className="field__input"
              aria-label={t.codeLabel}
              type="tel"
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={t.codePlaceholder}
              value={code}
              onChange={(event) => setCode(digitsOnly(event.target.value, LOGIN_OTP_LENGTH))}
            />
            <button
              type="button"
              className="field__action"
              data-track="send-code"
              onClick={requestCode}
              disabled={sendCode.isPending || countdown.secondsLeft > 0}
            >
              {sendCode.isPending ? t.sending : sendLabel}
            </button>
          </span>
        </label>

        {/* Under the code field: what went wrong with the request, or that the code is on its way. */}
        {sendError || !codeSent ? (
          <p className="field-error" role="alert" aria-live="polite">
            {sendError}
          </p>
        ) : (
          <p className="field-note" role="status">
            {t.codeSent}
          </p>
        )}

        <PrimaryButton
          type="submit"
          large
          data-track="login"
          disabled={!canLogin}
          loading={signIn.isPending}
        >
          {t.login}
        </PrimaryButton>

        <div className="login-form__agreement">
          <span className="checkbox-hit">
            <input
              id="login-agreement"
              type="checkbox"
              checked={agreed}
              onChange={(event) => setAgreed(event.target.checked)}
              aria-label={t.agreementAria}
            />
          </span>
          <span className="agreement-text">
            <label htmlFor="login-agreement">{t.agreementLabel}</label>
            {t.agreementMiddle}
            <Link to="/protocol/privacy">{t.privacyLink}</Link>
            {t.agreementAnd}
            <Link to="/protocol/term">{t.termsLink}</Link>
            {t.agreementEnd}
          </span>
        </div>
      </form>
    </main>
  );
}
