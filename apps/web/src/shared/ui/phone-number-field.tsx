import Input from 'antd-mobile/es/components/input';

type PhoneNumberFieldProps = {
  value: string;
  /** Gets what was typed or pasted; each screen keeps only the digits it accepts. */
  onChange: (typed: string) => void;
};

/** The +91 mobile number field of the sign-in screens (phone login and promotion page). */
export function PhoneNumberField({ value, onChange }: PhoneNumberFieldProps) {
  return (
    <label className="field">
      <span className="field__label">Mobile number</span>
      <span className="field__control">
        <span className="field__prefix">+91</span>
        <Input
          aria-label="Mobile number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
          value={value}
          onChange={onChange}
        />
      </span>
    </label>
  );
}
