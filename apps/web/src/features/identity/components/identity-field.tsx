import type { ReactNode } from 'react';
import { useMessages } from '../../../shared/i18n/i18n';
import { inLanguage } from '../../../shared/i18n/english-text';
import { identityMessages } from '../i18n/en';

/**
 * A labelled identity detail with its problem written under it (in the borrower's language), as in the other forms. `id` is
 * the input's; the problem's is `${id}-error`.
 */
export function IdentityField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  const t = useMessages(identityMessages);
  return (
    <label className={`field${error ? ' field--invalid' : ''}`}>
      <span className="field__label">{label}</span>
      <span className={`field__control${error ? ' field__control--invalid' : ''}`}>{children}</span>
      {error ? (
        <span id={`${id}-error`} className="field__error" role="alert">
          {inLanguage(t, error)}
        </span>
      ) : null}
    </label>
  );
}
