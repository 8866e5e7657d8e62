import { useEffect } from 'react';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { OnboardingMessage } from '@saral/contract/onboarding';
import { fill, useMessages } from '../../../shared/i18n/i18n';
import { inLanguage } from '../../../shared/i18n/english-text';
import { identityMessages } from '../i18n/en';

/** The Aadhaar one-time code dialog: plain markup, no popup animation library. */
export function OtpDialog(props: {
  sentTo: string | null;
  otp: string;
  onOtpChange: (value: string) => void;
  error: string;
  secondsLeft: number;
  sending: boolean;
  verifying: boolean;
  onResend: () => void;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { onClose } = props;
  const t = useMessages(identityMessages);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const resendLabel = props.sending
    ? t.sending
    : props.secondsLeft > 0
      ? fill(t.secondsLeft, { seconds: props.secondsLeft })
      : t.resend;

  return (
    <div className="otp-dialog__mask">
      <div
        className="otp-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="otp-dialog-title"
        aria-describedby="otp-dialog-text"
      >
        <h2 id="otp-dialog-title" className="otp-dialog__title">
          {t[OnboardingMessage.verifyDialogTitle]}
        </h2>
        <p id="otp-dialog-text" className="otp-dialog__text">
          {t[OnboardingMessage.verifyDialogText]}
          {props.sentTo ? fill(t.codeSentTo, { phone: props.sentTo }) : ''}
        </p>
        <span className="field__control">
          <Input
            aria-label={t.otp}
            type="tel"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={t.enterOtp}
            autoFocus
            value={props.otp}
            onChange={props.onOtpChange}
            onEnterPress={props.onConfirm}
          />
          <button
            type="button"
            className="field__action"
            onClick={props.onResend}
            disabled={props.sending || props.secondsLeft > 0}
          >
            {resendLabel}
          </button>
        </span>
        <p className="otp-dialog__error" role="alert" aria-live="polite">
          {inLanguage(t, props.error)}
        </p>
        <div className="otp-dialog__actions">
          <Button fill="outline" size="large" onClick={props.onClose}>
            {t.cancel}
          </Button>
          <Button color="primary" size="large" loading={props.verifying} onClick={props.onConfirm}>
            {t.confirm}
          </Button>
        </div>
      </div>
    </div>
  );
}
