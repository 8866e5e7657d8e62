import { useEffect, useState, type FormEvent } from 'react';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { useMutation } from '@tanstack/react-query';
import {
  AADHAAR_DIGITS,
  AADHAAR_OTP_MAX_LENGTH,
  OTP_RESEND_SECONDS,
  PAN_LENGTH,
} from '@saral/contract/constants';
import { ErrorCode } from '@saral/contract/envelope';
import {
  FieldMessage,
  digitsOnly,
  isValidAadhaar,
  isValidPan,
  maskAadhaar,
} from '@saral/contract/field-rules';
import { AadhaarSendState, OnboardingMessage } from '@saral/contract/onboarding';
import type { FindUserAuth } from '@saral/contract/api/onboarding';
import { ApiError } from '../../../shared/api/api-client';
import { showToast } from '../../../shared/ui/feedback';
import { useCountdown } from '../../../shared/hooks/use-countdown';
import {
  confirmAadhaarVerifiedMutation,
  sendAadhaarOtpMutation,
  verifyAadhaarOtpMutation,
} from '../api/identity-api';

function aadhaarError(value: string): string | null {
  if (!value) return FieldMessage.aadhaarMissing;
  return isValidAadhaar(value) ? null : FieldMessage.aadhaarInvalid;
}
function panError(value: string): string | null {
  if (!value) return FieldMessage.panMissing;
  return isValidPan(value) ? null : FieldMessage.panInvalid;
}
const panInput = (input: string) =>
  input
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, PAN_LENGTH);

/** The message of a failed call, or null when -4 has already sent the borrower to /login. */
function failureMessage(error: Error): string | null {
  return error instanceof ApiError && error.code === ErrorCode.sessionInvalid
    ? null
    : error.message;
}

/** Aadhaar-number variant: the Aadhaar is verified with a one-time code, then saved with the PAN. */
export function AadhaarIdentity({ auth, onSaved }: { auth: FindUserAuth; onSaved: () => unknown }) {
  const [aadhaar, setAadhaar] = useState('');
  const [pan, setPan] = useState(() => panInput(auth.panNo ?? ''));
  const [verifiedNumber, setVerifiedNumber] = useState<string | null>(null);
  /** The number the last code was sent for; the dialog verifies that one. */
  const [otpFor, setOtpFor] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [otp, setOtp] = useState('');
  const [dialogError, setDialogError] = useState('');
  const countdown = useCountdown();
  const sendOtp = useMutation({
    ...sendAadhaarOtpMutation(),
    // Shown by this screen: in the OTP dialog when it is open, as a toast otherwise.
    meta: { errorDisplay: 'inline' },
  });
  // Failures are shown inside the OTP dialog.
  const verifyOtp = useMutation({
    ...verifyAadhaarOtpMutation(),
    meta: { errorDisplay: 'inline' },
  });
  const save = useMutation(confirmAadhaarVerifiedMutation());

  const verified = verifiedNumber !== null && verifiedNumber === aadhaar;

  function requestOtp(number: string, fromDialog: boolean) {
    // Ignored while a request runs or the resend countdown for this number is on.
    if (sendOtp.isPending || (countdown.secondsLeft > 0 && otpFor === number)) return;
    setDialogError('');
    sendOtp.mutate(number, {
      onSuccess: (result) => {
        if (result.state === AadhaarSendState.alreadyVerified) {
          setVerifiedNumber(number);
          setDialogOpen(false);
          showToast('This Aadhaar number is already verified');
          return;
        }
        setOtpFor(number);
        setSentTo(result.sentTo);
        setOtp('');
        setDialogOpen(true);
        countdown.start(OTP_RESEND_SECONDS);
      },
      onError: (error) => {
        const message = failureMessage(error);
        if (message === null) return;
        if (fromDialog) setDialogError(message);
        else showToast(message);
      },
    });
  }

  function verify() {
    if (verified) return;
    const problem = aadhaarError(aadhaar);
    if (problem) return showToast(problem);
    // The code already sent for this number is still valid: just reopen the dialog.
    if (countdown.secondsLeft > 0 && otpFor === aadhaar) return setDialogOpen(true);
    requestOtp(aadhaar, false);
  }

  function confirmOtp() {
    if (verifyOtp.isPending) return;
    if (!otp) return setDialogError(FieldMessage.otp);
    setDialogError('');
    verifyOtp.mutate(
      { aadhaar: otpFor, otp },
      {
        onSuccess: () => {
          setVerifiedNumber(otpFor);
          setDialogOpen(false);
          showToast('Aadhaar verified');
        },
        onError: (error) => setDialogError(failureMessage(error) ?? ''),
      },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const problem = aadhaarError(aadhaar) ?? panError(pan);
    if (problem) return showToast(problem);
    // A number verified on an earlier visit is not known here; the server checks that one.
    if (!verified && auth.aadhaarVerified !== 1) {
      return showToast(OnboardingMessage.aadhaarNotVerified);
    }
    save.mutate({ idNo: aadhaar, panNo: pan }, { onSuccess: () => void onSaved() });
  }

  return (
    <>
      <form className="identity-page__body" onSubmit={submit} noValidate>
        <p className="identity-page__intro">
          Enter your Aadhaar number and verify it with the code sent to the mobile number linked to
          it.
        </p>
        <label className="field">
          <span className="field__label">Aadhaar Number</span>
          <span className="field__control">
            <Input
              aria-label="Aadhaar Number"
              type="tel"
              inputMode="numeric"
              placeholder="12-digit Aadhaar number"
              // Once verified the number is shown masked; the full one stays in memory only.
              value={verified ? maskAadhaar(aadhaar) : aadhaar}
              readOnly={verified}
              onChange={(value) => setAadhaar(digitsOnly(value, AADHAAR_DIGITS))}
            />
            {verified ? (
              <span className="identity-verified" data-testid="aadhaar-verified">
                Verified
              </span>
            ) : (
              <button
                type="button"
                className="field__action"
                onClick={verify}
                disabled={sendOtp.isPending}
              >
                {sendOtp.isPending && !dialogOpen ? 'Sending…' : 'Verify'}
              </button>
            )}
          </span>
        </label>
        {verified ? (
          <button
            type="button"
            className="identity-page__change"
            onClick={() => {
              setAadhaar('');
              setVerifiedNumber(null);
            }}
          >
            Use another Aadhaar number
          </button>
        ) : null}
        {auth.aadhaarVerified === 1 && auth.idNo && !verified ? (
          <p className="identity-page__hint">Verified earlier: {auth.idNo}</p>
        ) : null}
        <label className="field">
          <span className="field__label">PAN ID</span>
          <span className="field__control">
            <Input
              aria-label="PAN ID"
              autoCapitalize="characters"
              placeholder="10-character PAN, like ABCPE1234F"
              value={pan}
              onChange={(value) => setPan(panInput(value))}
            />
          </span>
        </label>

        <Button
          type="submit"
          color="primary"
          size="large"
          block
          loading={save.isPending}
          className="identity-page__submit"
          data-track="identity-next"
        >
          NEXT
        </Button>
      </form>

      {/* Outside the form: Enter in the OTP field must not submit the step. */}
      {dialogOpen ? (
        <OtpDialog
          sentTo={sentTo}
          otp={otp}
          onOtpChange={(value) => setOtp(digitsOnly(value, AADHAAR_OTP_MAX_LENGTH))}
          error={dialogError}
          secondsLeft={countdown.secondsLeft}
          sending={sendOtp.isPending}
          verifying={verifyOtp.isPending}
          onResend={() => requestOtp(otpFor, true)}
          onConfirm={confirmOtp}
          onClose={() => setDialogOpen(false)}
        />
      ) : null}
    </>
  );
}

function OtpDialog(props: {
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
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const resendLabel = props.sending
    ? 'Sending…'
    : props.secondsLeft > 0
      ? `${props.secondsLeft}s`
      : 'Resend';

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
          {OnboardingMessage.verifyDialogTitle}
        </h2>
        <p id="otp-dialog-text" className="otp-dialog__text">
          {OnboardingMessage.verifyDialogText}
          {props.sentTo ? ` (code sent to ${props.sentTo})` : ''}
        </p>
        <span className="field__control">
          <Input
            aria-label="OTP"
            type="tel"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="Enter OTP"
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
          {props.error}
        </p>
        <div className="otp-dialog__actions">
          <Button fill="outline" size="large" onClick={props.onClose}>
            Cancel
          </Button>
          <Button color="primary" size="large" loading={props.verifying} onClick={props.onConfirm}>
            Confirm
          </Button>
        </div>
      </div>
    </div>
  );
}
