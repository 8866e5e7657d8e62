import { lazy, Suspense, useState, type FormEvent } from 'react';
import Button from 'antd-mobile/es/components/button';
import {
  CHECK_TYPE_NUMERIC,
  FormDataType,
  FormParam,
  sanitizeFormInput,
} from '@saral/contract/onboarding';
import { fill, useMessages } from '../../../shared/i18n/i18n';
import { FORM_ERROR_ID, fieldId } from '../hooks/use-profile-form';
import { problemText, profileFormsMessages } from '../i18n/en';
import { formatDateOfBirthInput } from '../date-of-birth-input';
import {
  answerText,
  choiceOptions,
  isPlaceField,
  numberedList,
  shownAnswer,
  type Answers,
  type ProfileField,
} from '../profile-form-rules';
import '../../../shared/ui/form-fields.css';
import './profile-forms.css';

// The pickers (and the popup code under them) load on first use, not with the page.
const loadChoicePicker = () => import('./choice-picker');
const loadPlacePicker = () => import('./place-picker');
const ChoicePicker = lazy(() =>
  loadChoicePicker().then((module) => ({ default: module.ChoicePicker })),
);
const PlacePicker = lazy(() =>
  loadPlacePicker().then((module) => ({ default: module.PlacePicker })),
);

/** Browser autofill hints for the parameter names the forms are known to use. */
const AUTOCOMPLETE: Record<string, string> = {
  realName: 'name',
  email: 'email',
  address: 'street-address',
  pinCode: 'postal-code',
};

type DynamicFormProps = {
  /** The fields the borrower can see, in screen order. */
  fields: ProfileField[];
  answers: Answers;
  /** Problem text by parameter name. */
  errors: Record<string, string>;
  /** The server's refusals that name no field, shown above the button. */
  refused: string[];
  onChange: (field: ProfileField, value: string, label?: string) => void;
  onSubmit: () => void;
  canSubmit: boolean;
  submitting: boolean;
};

/** Renders a server-defined list of fields and the CONFIRM TO NEXT button. */
export function DynamicForm({
  fields,
  answers,
  errors: fieldErrors,
  refused,
  onChange,
  onSubmit,
  canSubmit,
  submitting,
}: DynamicFormProps) {
  const t = useMessages(profileFormsMessages);
  // A chooser that cannot open yet (a district before its state) says why under itself.
  const [chooserProblem, setChooserProblem] = useState<{ field: string; text: string } | null>(
    null,
  );
  const errors: Record<string, string> = {};
  for (const [name, message] of Object.entries(fieldErrors)) errors[name] = problemText(t, message);
  if (chooserProblem && !errors[chooserProblem.field]) {
    errors[chooserProblem.field] = chooserProblem.text;
  }
  const [picker, setPicker] = useState<{ field: ProfileField; open: boolean } | null>(null);
  const stateField = fields.find((field) => field.dataType === FormDataType.state);
  const stateId = stateField ? (answers.values[stateField.value] ?? '') : '';

  function openPicker(field: ProfileField) {
    if (field.dataType === FormDataType.district && stateId === '') {
      setChooserProblem({
        field: field.value,
        text: fill(t.chooseStateFirst, { state: stateField?.key ?? t.yourState }),
      });
      return;
    }
    setChooserProblem(null);
    setPicker({ field, open: true });
  }
  const closePicker = () => setPicker((current) => current && { ...current, open: false });

  function choose(field: ProfileField, value: string, label: string) {
    setChooserProblem(null);
    onChange(field, value, isPlaceField(field) ? label : undefined);
    closePicker();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form className="profile-form" onSubmit={submit} noValidate>
      <div className="profile-form__fields">
        {fields.map((field) =>
          field.dataType === FormDataType.text ? (
            <TextField
              key={field.value}
              field={field}
              value={answers.values[field.value] ?? ''}
              error={errors[field.value]}
              onChange={(value) => onChange(field, value)}
            />
          ) : (
            <ChooserField
              key={field.value}
              field={field}
              text={answerText(field, answers)}
              error={errors[field.value]}
              onOpen={() => openPicker(field)}
            />
          ),
        )}
      </div>

      <div className="profile-form__actions">
        {refused.length > 0 ? (
          <p id={FORM_ERROR_ID} className="profile-field__error form-problems" role="alert">
            {refused.length === 1
              ? problemText(t, refused[0] ?? '')
              : numberedList(refused.map((message) => problemText(t, message)))}
          </p>
        ) : null}
        <Button
          type="submit"
          color="primary"
          size="large"
          block
          disabled={!canSubmit}
          loading={submitting}
          data-track="form-next"
        >
          {t.next}
        </Button>
      </div>

      <Suspense fallback={null}>
        {picker && isPlaceField(picker.field) ? (
          <PlacePicker
            key={picker.field.value}
            visible={picker.open}
            title={picker.field.key}
            closeLabel={t.close}
            kind={picker.field.dataType === FormDataType.state ? 'state' : 'district'}
            stateId={stateId}
            selected={answers.values[picker.field.value] ?? ''}
            onSelect={(place) => choose(picker.field, String(place.id), place.name)}
            onClose={closePicker}
          />
        ) : picker ? (
          <ChoicePicker
            key={picker.field.value}
            visible={picker.open}
            title={picker.field.key}
            closeLabel={t.close}
            options={choiceOptions(picker.field)}
            layout={picker.field.dataType === FormDataType.dayOfMonth ? 'grid' : 'list'}
            selected={answers.values[picker.field.value] ?? ''}
            onSelect={(option) => choose(picker.field, option.value, option.label)}
            onClose={closePicker}
          />
        ) : null}
      </Suspense>
    </form>
  );
}

const errorId = (field: ProfileField) => `profile-field-${field.value}-error`;

function FieldError({ field, error }: { field: ProfileField; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={errorId(field)} className="profile-field__error">
      {error}
    </p>
  );
}

function TextField({
  field,
  value,
  error,
  onChange,
}: {
  field: ProfileField;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const isDateOfBirth = field.value === FormParam.dateOfBirth;
  const isEmail = field.value === FormParam.email;
  const numeric = field.checkType === CHECK_TYPE_NUMERIC;

  return (
    <div className={`profile-field${error ? ' profile-field--error' : ''}`}>
      <label className="profile-field__label" htmlFor={fieldId(field)}>
        {field.key}
      </label>
      {/* No maxLength: a pasted '560 001' must arrive whole; the sanitizer cuts to the max. */}
      <input
        id={fieldId(field)}
        className="profile-field__input"
        aria-label={field.key}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(field) : undefined}
        type={isEmail ? 'email' : 'text'}
        inputMode={isDateOfBirth || numeric ? 'numeric' : isEmail ? 'email' : 'text'}
        autoComplete={AUTOCOMPLETE[field.value] ?? 'off'}
        autoCapitalize={isEmail ? 'none' : undefined}
        placeholder={field.label}
        value={shownAnswer(field, value)}
        onChange={(event) =>
          onChange(
            isDateOfBirth
              ? formatDateOfBirthInput(event.target.value, value)
              : sanitizeFormInput(field, event.target.value),
          )
        }
      />
      <FieldError field={field} error={error} />
    </div>
  );
}

function ChooserField({
  field,
  text,
  error,
  onOpen,
}: {
  field: ProfileField;
  text: string;
  error: string | undefined;
  onOpen: () => void;
}) {
  // Starts fetching the picker's code as the finger lands, ahead of the click.
  const preload = () => void (isPlaceField(field) ? loadPlacePicker() : loadChoicePicker());
  return (
    <div className={`profile-field${error ? ' profile-field--error' : ''}`}>
      <button
        type="button"
        id={fieldId(field)}
        className="profile-field__chooser"
        aria-haspopup="listbox"
        aria-describedby={error ? errorId(field) : undefined}
        onPointerDown={preload}
        onClick={onOpen}
      >
        <span className="profile-field__label">{field.key}</span>
        <span className="profile-field__row">
          <span className={text ? 'profile-field__value' : 'profile-field__placeholder'}>
            {text || field.label}
          </span>
          <span className="profile-field__chevron" aria-hidden="true" />
        </span>
      </button>
      <FieldError field={field} error={error} />
    </div>
  );
}
