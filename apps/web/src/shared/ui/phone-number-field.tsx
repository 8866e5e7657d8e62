import { useMessages } from '../i18n/i18n';
import { shellMessages } from '../i18n/shell/en';

type PhoneNumberFieldProps = {
  value: string;
  /** Gets what was typed or pasted; each screen keeps only the digits it accepts. */
  onChange: (typed: string) => void;
};

/** The +91 mobile number field of the sign-in screens (phone login and promotion page). */
export function PhoneNumberField({ value, onChange }: PhoneNumberFieldProps) {
  const t = useMessages(shellMessages);
  return (
    <label className="field">
      <span className="field__label">{t.mobileNumber}</span>
      <span className="field__control">
        <span className="field__prefix">+91</span>
        {/* A plain input drawn as the kit's Input: the login screen loads little (docs/web-bundle.md). */}
        <input
          className="field__input"
          aria-label={t.mobileNumber}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t.mobileNumberPlaceholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </span>
    </label>
  );
}
