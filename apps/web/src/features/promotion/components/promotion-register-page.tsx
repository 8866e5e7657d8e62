import { useState, type FormEvent } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { COUNTRY_CODE, OTP_RESEND_SECONDS } from '@saral/contract/constants';
import {
  isValidLoginOtp,
  isValidPhone,
  localPhoneDigits,
  toWirePhone,
} from '@saral/contract/field-rules';
import { BrandHeader } from '../../../shared/ui/brand-header';
import { PhoneNumberField } from '../../../shared/ui/phone-number-field';
import { useCountdown } from '../../../shared/hooks/use-countdown';
import { startSession } from '../../../shared/session/start-session';
import { loginMutation } from '../../../shared/api/login-api';
import { sendPromotionCodeMutation } from '../api/promotion-api';
import { promotionFiguresQuery } from '../api/promotion-figures-api';
import { OtpDialog } from './otp-dialog';
import './promotion.css';

const BENEFITS = ['paperless', 'quick', 'bank'] as const;
import { fill, useMessages } from '../../../shared/i18n/i18n';
import { promotionMessages } from '../i18n/en';

/** /promotion/register: the landing page of the offer; sign-in by SMS code in a dialog. */
export function PromotionRegisterPage() {
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState('');
  /** The local digits the last code went to. */
  const [sentTo, setSentTo] = useState('');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState('');
  const countdown = useCountdown();
  const t = useMessages(promotionMessages);
  // The headline's maximum is what a borrower can really reach in our products.
  const maxAmount = useQuery(promotionFiguresQuery()).data?.maxAmount;

  const sendCode = useMutation({
    ...sendPromotionCodeMutation(),
    // Spec section 8: the code request's failure shows in the global Info dialog.
    meta: { errorDisplay: 'dialog' },
    onSuccess: (_data, wirePhone) => {
      setSentTo(wirePhone.slice(COUNTRY_CODE.length));
      setCode('');
      setCodeError('');
      countdown.start(OTP_RESEND_SECONDS);
      setDialogOpen(true);
    },
  });

  const signIn = useMutation({
    ...loginMutation(),
    // Spec section 8: a login failure shows in the dialog's error line.
    meta: { errorDisplay: 'inline' },
    onSuccess: (result) => {
      startSession(result, { phone: sentTo, isApp: false });
      void navigate('/promotion/amount', { replace: true });
    },
    onError: (error) => setCodeError(error.message),
  });

  function requestCode(event: FormEvent) {
    event.preventDefault();
    // Ignored while a request is pending (spec section 4).
    if (sendCode.isPending) return;
    if (!isValidPhone(phone)) return setPhoneError(t.phoneInvalid);
    setPhoneError('');
    if (countdown.secondsLeft > 0) {
      // A code is on its way to this number: no new request, just the dialog again.
      if (phone === sentTo) return setDialogOpen(true);
      return setPhoneError(fill(t.waitOtherNumber, { seconds: countdown.secondsLeft }));
    }
    sendCode.mutate(toWirePhone(phone));
  }

  function resendCode() {
    if (sendCode.isPending || countdown.secondsLeft > 0 || !sentTo) return;
    sendCode.mutate(toWirePhone(sentTo));
  }

  function confirmCode() {
    if (signIn.isPending) return;
    if (!isValidLoginOtp(code)) return setCodeError(t.otpInvalid);
    setCodeError('');
    signIn.mutate({ phone: toWirePhone(sentTo), code });
  }

  return (
    <main className="promo-page promo-register">
      <BrandHeader tagline={t.tagline} />

      <section className="promo-hero" aria-labelledby="promo-headline">
        <p className="promo-hero__eyebrow">{t.eyebrow}</p>
        <h1 id="promo-headline" className="promo-hero__headline">
          {t.maxAmount}
          <span className="promo-hero__amount" aria-busy={maxAmount === undefined}>
            {maxAmount === undefined ? '₹…' : `₹${maxAmount}`}
          </span>
        </h1>
        <p className="promo-hero__lead">{t.lead}</p>
      </section>

      <form className="promo-card" onSubmit={requestCode} noValidate>
        <PhoneNumberField
          value={phone}
          onChange={(value) => {
            setPhone(localPhoneDigits(value));
            setPhoneError('');
          }}
        />
        <p className="field-error promo-card__error" role="alert" aria-live="polite">
          {phoneError}
        </p>

        <Button type="submit" color="primary" size="large" block loading={sendCode.isPending}>
          {t.sendOtp}
        </Button>

        <p className="promo-card__legal">
          {t.legalBefore}
          <Link to="/protocol/term">{t.termsLink}</Link>
          {t.legalAnd}
          <Link to="/protocol/privacy">{t.privacyLink}</Link>
          {t.legalEnd}
        </p>
      </form>

      <ul className="promo-benefits" aria-label={t.whySaral}>
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="promo-benefits__item">
            <BenefitIcon name={benefit} />
            <span>{t[benefit]}</span>
          </li>
        ))}
      </ul>

      <OtpDialog
        open={dialogOpen}
        phone={sentTo}
        code={code}
        error={codeError}
        secondsLeft={countdown.secondsLeft}
        resending={sendCode.isPending}
        confirming={signIn.isPending}
        onCodeChange={(next) => {
          setCode(next);
          setCodeError('');
        }}
        onResend={resendCode}
        onConfirm={confirmCode}
        onClose={() => setDialogOpen(false)}
      />
    </main>
  );
}

/** Small line icons drawn inline: no extra requests on a slow connection. */
function BenefitIcon({ name }: { name: (typeof BENEFITS)[number] }) {
  const paths = {
    paperless: 'M7 3h7l5 5v13H7zM14 3v5h5M10 13l2 2 4-4',
    quick: 'M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
    bank: 'M3 10l9-6 9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18',
  } as const;
  return (
    <span className="promo-benefits__icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="24" height="24">
        <path
          d={paths[name]}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}
