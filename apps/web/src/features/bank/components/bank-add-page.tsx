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
  readBankDraft,
  saveBankDraft,
  type BankField,
  type BankFormProblem,
  type BankFormValues,
} from '../bank-form';
import '../../../shared/ui/form-fields.css';
import './bank.css';

const fieldId = (field: BankField) => `bank-${field}`;
const errorId = (field: BankField) => `bank-${field}-error`;

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
  const [problem, setProblem] = useState<BankFormProblem | null>(null);
  // A ref, not state: a second tap in the same frame must see the request as running.
  const inFlight = useRef(false);

  // The draft is back in the form; the account number need not stay in storage.
  useEffect(() => clearBankDraft(sessionStorage), []);

  const bind = useMutation({
    ...bindCardMutation(),
    // A failure shows the server's message as a toast (the query client's default).
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
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    const found = bankFormProblem(values);
    setProblem(found);
    if (found) {
      document.getElementById(fieldId(found.field))?.focus();
      return;
    }
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
      <p className="bank-page__intro">
        Your loan is paid into this account. It must be a savings or current account in your own
        name.
      </p>
      <form className="bank-form" onSubmit={submit} noValidate>
        <div className="profile-form__fields bank-form__fields">
          <BankInput
            field="ifsc"
            label="IFSC Code"
            problem={problem}
            values={values}
            inputMode="text"
            placeholder="e.g. SBIN0001234"
            onChange={(value) => set('ifsc', cleanIfsc(value))}
          >
            <Link className="bank-form__finder" to={finderLink} onClick={keepDraft}>
              Forget your IFSC ?
            </Link>
          </BankInput>
          <BankInput
            field="account"
            label="Bank Account No."
            problem={problem}
            values={values}
            inputMode="numeric"
            placeholder="Enter account number"
            onChange={(value) => set('account', cleanAccount(value))}
          />
          <BankInput
            field="confirm"
            label="Confirm Account No."
            problem={problem}
            values={values}
            inputMode="numeric"
            placeholder="Enter account number again"
            onChange={(value) => set('confirm', cleanAccount(value))}
          />
        </div>

        <div className="profile-form__actions">
          <Button
            type="submit"
            color="primary"
            size="large"
            block
            loading={bind.isPending}
            data-track="bank-bind"
          >
            Confirm
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
  const error = problem?.field === field ? problem.message : undefined;
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
