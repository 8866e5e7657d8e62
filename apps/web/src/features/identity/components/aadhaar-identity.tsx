import { useState, type FormEvent } from 'react';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { useMutation } from '@tanstack/react-query';
import {
  AADHAAR_DIGITS,
  AADHAAR_OTP_MAX_LENGTH,
  OTP_RESEND_SECONDS,
  PAN_LENGTH,
} from '@saral/contract/constants';
import { ErrorCode } from '@saral/contract/error-codes';
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
import { fill, useMessages } from '../../../shared/i18n/i18n';
import { inLanguage } from '../../../shared/i18n/english-text';
import { identityMessages } from '../i18n/en';
import { IdentityField } from './identity-field';
import { OtpDialog } from './otp-dialog';
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

const FORM_ERROR_ID = 'identity-form-error';

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
  const t = useMessages(identityMessages);
  // Problems show under their field, never in a toast; a refusal naming no field, above NEXT.
  const [problems, setProblems] = useState<{ aadhaar?: string; pan?: string }>({});
  const [refused, setRefused] = useState<string | null>(null);
  // What happened to the number (verified, or verified before), said under it.
  const [notice, setNotice] = useState<'alreadyVerified' | 'aadhaarVerified' | null>(null);
  const showProblem = (field: 'aadhaar' | 'pan', message: string) => {
    setProblems({ [field]: message });
    requestAnimationFrame(() =>
      document.getElementById(`identity-${field}`)?.scrollIntoView({ block: 'center' }),
    );
  };
  const countdown = useCountdown();
  const sendOtp = useMutation({
    ...sendAadhaarOtpMutation(),
    // Shown by this screen: in the OTP dialog when it is open, under the number otherwise.
    meta: { errorDisplay: 'inline' },
  });
  // Failures are shown inside the OTP dialog.
  const verifyOtp = useMutation({
    ...verifyAadhaarOtpMutation(),
    meta: { errorDisplay: 'inline' },
  });
  const save = useMutation({
    ...confirmAadhaarVerifiedMutation(),
    meta: { errorDisplay: 'inline' },
  });

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
          setNotice('alreadyVerified');
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
        else showProblem('aadhaar', message);
      },
    });
  }

  function verify() {
    if (verified) return;
    const problem = aadhaarError(aadhaar);
    if (problem) return showProblem('aadhaar', problem);
    setProblems({});
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
          setNotice('aadhaarVerified');
        },
        onError: (error) => setDialogError(failureMessage(error) ?? ''),
      },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const aadhaarProblem =
      aadhaarError(aadhaar) ??
      // A number verified on an earlier visit is not known here; the server checks that one.
      (!verified && auth.aadhaarVerified !== 1 ? OnboardingMessage.aadhaarNotVerified : null);
    if (aadhaarProblem) return showProblem('aadhaar', aadhaarProblem);
    const panProblem = panError(pan);
    if (panProblem) return showProblem('pan', panProblem);
    setProblems({});
    setRefused(null);
    save.mutate(
      { idNo: aadhaar, panNo: pan },
      {
        onSuccess: () => void onSaved(),
        onError: (error) => {
          const message = failureMessage(error);
          if (message === null) return;
          const aadhaarMessages: string[] = [
            FieldMessage.aadhaarMissing,
            FieldMessage.aadhaarInvalid,
            OnboardingMessage.aadhaarNotVerified,
            OnboardingMessage.aadhaarUsedElsewhere,
          ];
          const panMessages: string[] = [FieldMessage.panMissing, FieldMessage.panInvalid];
          if (aadhaarMessages.includes(message)) return showProblem('aadhaar', message);
          if (panMessages.includes(message)) return showProblem('pan', message);
          setRefused(message);
          requestAnimationFrame(() =>
            document.getElementById(FORM_ERROR_ID)?.scrollIntoView({ block: 'center' }),
          );
        },
      },
    );
  }

  return (
    <>
      <form className="identity-page__body" onSubmit={submit} noValidate>
        <p className="identity-page__intro">{t.otpIntro}</p>
        <IdentityField id="identity-aadhaar" label={t.aadhaarNumber} error={problems.aadhaar}>
          <Input
            id="identity-aadhaar"
            aria-label={t.aadhaarNumber}
            type="tel"
            inputMode="numeric"
            placeholder={t.aadhaarPlaceholder}
            // Once verified the number is shown masked; the full one stays in memory only.
            value={verified ? maskAadhaar(aadhaar) : aadhaar}
            readOnly={verified}
            onChange={(value) => {
              setAadhaar(digitsOnly(value, AADHAAR_DIGITS));
              setProblems((current) => ({ ...current, aadhaar: undefined }));
            }}
          />
          {verified ? (
            <span className="identity-verified" data-testid="aadhaar-verified">
              {t.verified}
            </span>
          ) : (
            <button
              type="button"
              className="field__action"
              onClick={verify}
              disabled={sendOtp.isPending}
            >
              {sendOtp.isPending && !dialogOpen ? t.sending : t.verify}
            </button>
          )}
        </IdentityField>
        {verified && notice ? (
          <p className="identity-page__hint" role="status">
            {t[notice]}
          </p>
        ) : null}
        {verified ? (
          <button
            type="button"
            className="identity-page__change"
            onClick={() => {
              setAadhaar('');
              setVerifiedNumber(null);
              setNotice(null);
            }}
          >
            {t.anotherAadhaar}
          </button>
        ) : null}
        {auth.aadhaarVerified === 1 && auth.idNo && !verified ? (
          <p className="identity-page__hint">{fill(t.verifiedEarlier, { number: auth.idNo })}</p>
        ) : null}
        <IdentityField id="identity-pan" label={t.panId} error={problems.pan}>
          <Input
            id="identity-pan"
            aria-label={t.panId}
            autoCapitalize="characters"
            placeholder={t.panPlaceholder}
            value={pan}
            onChange={(value) => {
              setPan(panInput(value));
              setProblems((current) => ({ ...current, pan: undefined }));
            }}
          />
        </IdentityField>

        {refused ? (
          <p id={FORM_ERROR_ID} className="field__error" role="alert">
            {inLanguage(t, refused)}
          </p>
        ) : null}
        <Button
          type="submit"
          color="primary"
          size="large"
          block
          loading={save.isPending}
          className="identity-page__submit"
          data-track="identity-next"
        >
          {t.next}
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
