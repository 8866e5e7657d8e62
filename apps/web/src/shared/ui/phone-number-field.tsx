import Input from 'antd-mobile/es/components/input';
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
        <Input
          aria-label={t.mobileNumber}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t.mobileNumberPlaceholder}
          value={value}
          onChange={onChange}
        />
      </span>
    </label>
  );
}
