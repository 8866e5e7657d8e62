import Button from 'antd-mobile/es/components/button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { LOGIN_OTP_LENGTH } from '@saral/contract/constants';
import { sessionStore } from '../../../shared/session/session-store';
import { deleteAccountMutation, deletionCodeMutation } from '../api/account-api';
import { useMessages } from '../../../shared/i18n/i18n';
import { accountMessages } from '../i18n/en';
import './account.css';

/**
 * /personal/delete: closing the account (DPDP Act). The server refuses while a loan is open and
 * says which; otherwise an SMS code confirms. Loan records the lender must keep are kept.
 */
export function DeleteAccountPage() {
  const queryClient = useQueryClient();
  const t = useMessages(accountMessages);
  const [code, setCode] = useState('');
  const [closed, setClosed] = useState(false);
  const sendCode = useMutation(deletionCodeMutation());
  const remove = useMutation({
    ...deleteAccountMutation(),
    onSuccess: () => {
      sessionStore.clear();
      queryClient.clear();
      setClosed(true);
    },
  });

  if (closed) {
    return (
      <main className="delete-account">
        <h1>{t.closedTitle}</h1>
        <p>{t.closedText}</p>
        <Link className="link-button" to="/login" replace>
          {t.goToLogin}
        </Link>
      </main>
    );
  }

  const codeValid = new RegExp(`^\\d{${LOGIN_OTP_LENGTH}}$`).test(code);
  return (
    <main className="delete-account">
      <h1>{t.deleteAccount}</h1>
      <p>{t.deleteIntro}</p>
      <ul>
        <li>{t.deleteSignedOut}</li>
        <li>{t.deleteErased}</li>
        <li>{t.deleteNoLoan}</li>
        <li>{t.deleteKept}</li>
      </ul>
      <p>{t.deleteOpenLoan}</p>
      {sendCode.isSuccess ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (codeValid) remove.mutate(code);
          }}
        >
          <label htmlFor="deletion-code">{t.deletionCodeLabel}</label>
          <input
            id="deletion-code"
            className="delete-account__code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={LOGIN_OTP_LENGTH}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            aria-describedby="deletion-code-error"
          />
          <p id="deletion-code-error" className="delete-account__error" role="alert">
            {remove.isError ? remove.error.message : ''}
          </p>
          <Button
            block
            color="danger"
            type="submit"
            disabled={!codeValid}
            loading={remove.isPending}
          >
            {t.deleteAccount}
          </Button>
        </form>
      ) : (
        <>
          <p className="delete-account__error" role="alert">
            {sendCode.isError ? sendCode.error.message : ''}
          </p>
          <Button
            block
            color="danger"
            fill="outline"
            loading={sendCode.isPending}
            onClick={() => sendCode.mutate()}
          >
            {t.sendDeletionCode}
          </Button>
        </>
      )}
    </main>
  );
}
