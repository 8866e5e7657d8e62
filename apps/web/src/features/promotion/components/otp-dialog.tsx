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

/** 'Fill in the OTP' (spec sections 2 and 4): code field, countdown or resend, Confirm. */
export function OtpDialog(props: Props) {
  const input = useRef<HTMLInputElement>(null);
  const titleId = 'promo-otp-title';

  return (
    <CenterPopup
      visible={props.open}
      onMaskClick={props.onClose}
      onClose={props.onClose}
      afterShow={() => input.current?.focus()}
      role="dialog"
      aria-label="Fill in the OTP"
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
          aria-label="Close"
          onClick={props.onClose}
        >
          ×
        </button>
        <h2 id={titleId} className="promo-otp__title">
          Fill in the OTP
        </h2>
        <p className="promo-otp__sent-to">
          Sent by SMS to <strong>{formatPhone(props.phone)}</strong>
        </p>

        <input
          ref={input}
          className="promo-otp__input"
          aria-label="OTP"
          type="tel"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="• • • •"
          value={props.code}
          onChange={(event) => props.onCodeChange(digitsOnly(event.target.value, LOGIN_OTP_LENGTH))}
        />

        <div className="promo-otp__resend">
          {props.secondsLeft > 0 ? (
            <span className="promo-otp__countdown">Resend code in {props.secondsLeft}s</span>
          ) : (
            <button
              type="button"
              className="link-button"
              onClick={props.onResend}
              disabled={props.resending}
            >
              {props.resending ? 'Sending…' : 'Resend code'}
            </button>
          )}
        </div>

        <p className="promo-otp__error" role="alert" aria-live="polite">
          {props.error}
        </p>

        <Button type="submit" color="primary" size="large" block loading={props.confirming}>
          Confirm
        </Button>
      </form>
    </CenterPopup>
  );
}
