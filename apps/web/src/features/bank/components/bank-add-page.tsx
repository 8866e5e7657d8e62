import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { webUuid } from '../../../shared/api/api-client';
import { allBankCardsKey } from '../../../shared/api/bank-cards-api';
import { bindCardMutation } from '../api/bank-api';
import {
  bankFormProblem,
  bindCardBody,
  cleanAccount,
  cleanIfsc,
  clearBankDraft,
  initialBankForm,
  productIdFrom,
  refusedField,
  readBankDraft,
  saveBankDraft,
  type BankField,
  type BankFormProblem,
  type BankFormValues,
} from '../bank-form';
import { inLanguage } from '../../../shared/i18n/english-text';
import { useMessages } from '../../../shared/i18n/i18n';
import { bankMessages } from '../i18n/en';
import '../../../shared/ui/form-fields.css';
import './bank.css';

const fieldId = (field: BankField) => `bank-${field}`;
const errorId = (field: BankField) => `bank-${field}-error`;
const FORM_ERROR_ID = 'bank-form-error';

/** Brings a problem into view without opening the keyboard. */
function scrollToProblem(id: string) {
  // After the render that shows the message.
  requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: 'center' }));
}

/**
 * /bank/add?pid&ifsc_code: adds the account the loan is paid into, then returns to the loan
 * confirm with the new account chosen.
 */
export function BankAddPage() {
  const [params] = useSearchParams();
  const productId = productIdFrom(params.get('pid'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() =>
    initialBankForm(readBankDraft(sessionStorage, productId), params.get('ifsc_code')),
  );
  const t = useMessages(bankMessages);
  const [problem, setProblem] = useState<BankFormProblem | null>(null);
  // A refusal of the server that names no field, shown above the button.
  const [refused, setRefused] = useState<string | null>(null);
  // A ref, not state: a second tap in the same frame must see the request as running.
  const inFlight = useRef(false);

  // The draft is back in the form; the account number need not stay in storage.
  useEffect(() => clearBankDraft(sessionStorage), []);

  const bind = useMutation({
    ...bindCardMutation(),
    // A refusal shows under the field it names, else above the button; never a toast.
    meta: { errorDisplay: 'inline' },
    onError: (error) => {
      const field = refusedField(error.message);
      if (field) setProblem({ field, message: error.message });
      else setRefused(error.message);
      scrollToProblem(field ? fieldId(field) : FORM_ERROR_ID);
    },
    onSuccess: (card) => {
      clearBankDraft(sessionStorage);
      void queryClient.invalidateQueries({ queryKey: allBankCardsKey });
      void navigate(productId ? `/product/${productId}/detail?bank_id=${card.id}` : '/bank', {
        replace: true,
      });
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });

  function set(field: BankField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // The message goes once the borrower starts fixing that field.
    if (problem?.field === field) setProblem(null);
    setRefused(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    const found = bankFormProblem(values);
    setProblem(found);
    setRefused(null);
    if (found) return scrollToProblem(fieldId(found.field));
    inFlight.current = true;
    bind.mutate(bindCardBody(values, productId, webUuid()));
  }

  function keepDraft() {
    if (values.ifsc || values.account || values.confirm) {
      saveBankDraft(sessionStorage, values, productId);
    }
  }

  const finderLink = productId ? `/bank/ifsc?pid=${productId}` : '/bank/ifsc';

  return (
    <main className="bank-page">
      <p className="bank-page__intro">{t.addIntro}</p>
      <form className="bank-form" onSubmit={submit} noValidate>
        <div className="profile-form__fields bank-form__fields">
          <BankInput
            field="ifsc"
            label={t.ifscLabel}
            problem={problem}
            values={values}
            inputMode="text"
            placeholder={t.ifscPlaceholder}
            onChange={(value) => set('ifsc', cleanIfsc(value))}
          >
            <Link className="bank-form__finder" to={finderLink} onClick={keepDraft}>
              {t.forgotIfsc}
            </Link>
          </BankInput>
          <BankInput
            field="account"
            label={t.accountLabel}
            problem={problem}
            values={values}
            inputMode="numeric"
            placeholder={t.accountPlaceholder}
            onChange={(value) => set('account', cleanAccount(value))}
          />
          <BankInput
            field="confirm"
            label={t.confirmLabel}
            problem={problem}
            values={values}
            inputMode="numeric"
            placeholder={t.confirmPlaceholder}
            onChange={(value) => set('confirm', cleanAccount(value))}
          />
        </div>

        <div className="profile-form__actions">
          {refused ? (
            <p id={FORM_ERROR_ID} className="profile-field__error" role="alert">
              {refused}
            </p>
          ) : null}
          <Button
            type="submit"
            color="primary"
            size="large"
            block
            loading={bind.isPending}
            data-track="bank-bind"
          >
            {t.confirm}
          </Button>
        </div>
      </form>
    </main>
  );
}

function BankInput({
  field,
  label,
  problem,
  values,
  inputMode,
  placeholder,
  onChange,
  children,
}: {
  field: BankField;
  label: string;
  problem: BankFormProblem | null;
  values: BankFormValues;
  inputMode: 'text' | 'numeric';
  placeholder: string;
  onChange: (value: string) => void;
  children?: ReactNode;
}) {
  const t = useMessages(bankMessages);
  const error = problem?.field === field ? inLanguage(t, problem.message) : undefined;
  return (
    <div className={`profile-field bank-field${error ? ' profile-field--error' : ''}`}>
      <label className="profile-field__label" htmlFor={fieldId(field)}>
        {label}
      </label>
      {/* No maxLength: a pasted 'SBIN 0001234' must arrive whole; the cleaner cuts to the max. */}
      <input
        id={fieldId(field)}
        className="profile-field__input"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(field) : undefined}
        type="text"
        inputMode={inputMode}
        autoCapitalize={field === 'ifsc' ? 'characters' : 'off'}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        placeholder={placeholder}
        value={values[field]}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={errorId(field)} className="profile-field__error" role="alert">
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}
