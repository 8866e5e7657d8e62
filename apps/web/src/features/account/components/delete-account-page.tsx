import Button from 'antd-mobile/es/components/button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { LOGIN_OTP_LENGTH } from '@saral/contract/constants';
import { sessionStore } from '../../../shared/session/session-store';
import { deleteAccountMutation, deletionCodeMutation } from '../api/account-api';
import './account.css';

/**
 * /personal/delete: closing the account (DPDP Act). The server refuses while a loan is open and
 * says which; otherwise an SMS code confirms. Loan records the lender must keep are kept.
 */
export function DeleteAccountPage() {
  const queryClient = useQueryClient();
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
        <h1>Your account is closed</h1>
        <p>
          You have been signed out on every device. Signing in again with this number starts a new
          account.
        </p>
        <Link className="link-button" to="/login" replace>
          Go to the login page
        </Link>
      </main>
    );
  }

  const codeValid = new RegExp(`^\\d{${LOGIN_OTP_LENGTH}}$`).test(code);
  return (
    <main className="delete-account">
      <h1>Delete my account</h1>
      <p>When your account is closed:</p>
      <ul>
        <li>you are signed out on every device;</li>
        <li>your emergency contacts, device data and marketing consent are erased;</li>
        <li>
          if you never took a loan, your KYC details, photos, forms and bank accounts are erased
          too;
        </li>
        <li>
          records of your loans (the loan, its payments, its documents and the KYC behind it) are
          kept by the lender for 5 years after the loan closes, as the anti-money-laundering law and
          the RBI require, and used for nothing else.
        </li>
      </ul>
      <p>You cannot delete your account while a loan is open.</p>
      {sendCode.isSuccess ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (codeValid) remove.mutate(code);
          }}
        >
          <label htmlFor="deletion-code">Code sent by SMS to your number</label>
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
            Delete my account
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
            Send me a code to delete my account
          </Button>
        </>
      )}
    </main>
  );
}
