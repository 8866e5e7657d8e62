import { useRef } from 'react';
import Button from 'antd-mobile/es/components/button';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import { LOGIN_OTP_LENGTH } from '@saral/contract/constants';
import { digitsOnly } from '@saral/contract/field-rules';

type Props = {
  open: boolean;
  /** The 10 local digits the code went to. */
  phone: string;
  code: string;
  error: string;
  secondsLeft: number;
  resending: boolean;
  confirming: boolean;
  onCodeChange: (code: string) => void;
  onResend: () => void;
  onConfirm: () => void;
  onClose: () => void;
};

const formatPhone = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
import { fill, useMessages } from '../../../shared/i18n/i18n';
import { promotionMessages } from '../i18n/en';

/** 'Fill in the OTP' (spec sections 2 and 4): code field, countdown or resend, Confirm. */
export function OtpDialog(props: Props) {
  const input = useRef<HTMLInputElement>(null);
  const titleId = 'promo-otp-title';
  const t = useMessages(promotionMessages);

  return (
    <CenterPopup
      visible={props.open}
      onMaskClick={props.onClose}
      onClose={props.onClose}
      afterShow={() => input.current?.focus()}
      role="dialog"
      aria-label={t.otpTitle}
      className="promo-otp-popup"
      bodyClassName="promo-otp"
    >
      <form
        className="promo-otp__form"
        aria-labelledby={titleId}
        noValidate
        onKeyDown={(event) => {
          if (event.key === 'Escape') props.onClose();
        }}
        onSubmit={(event) => {
          event.preventDefault();
          props.onConfirm();
        }}
      >
        <button
          type="button"
          className="promo-otp__close"
          aria-label={t.close}
          onClick={props.onClose}
        >
          ×
        </button>
        <h2 id={titleId} className="promo-otp__title">
          {t.otpTitle}
        </h2>
        <p className="promo-otp__sent-to">
          {t.sentTo}
          <strong>{formatPhone(props.phone)}</strong>
        </p>

        <input
          ref={input}
          className="promo-otp__input"
          aria-label={t.otp}
          type="tel"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="• • • •"
          value={props.code}
          onChange={(event) => props.onCodeChange(digitsOnly(event.target.value, LOGIN_OTP_LENGTH))}
        />

        <div className="promo-otp__resend">
          {props.secondsLeft > 0 ? (
            <span className="promo-otp__countdown">
              {fill(t.resendIn, { seconds: props.secondsLeft })}
            </span>
          ) : (
            <button
              type="button"
              className="link-button"
              onClick={props.onResend}
              disabled={props.resending}
            >
              {props.resending ? t.sending : t.resend}
            </button>
          )}
        </div>

        <p className="promo-otp__error" role="alert" aria-live="polite">
          {props.error}
        </p>

        <Button type="submit" color="primary" size="large" block loading={props.confirming}>
          {t.confirm}
        </Button>
      </form>
    </CenterPopup>
  );
}
