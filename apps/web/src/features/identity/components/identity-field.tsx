import type { ReactNode } from 'react';

/**
 * A labelled identity detail with its problem written under it, as in the other forms. `id` is
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
  return (
    <label className={`field${error ? ' field--invalid' : ''}`}>
      <span className="field__label">{label}</span>
      <span className={`field__control${error ? ' field__control--invalid' : ''}`}>{children}</span>
      {error ? (
        <span id={`${id}-error`} className="field__error" role="alert">
          {error}
        </span>
      ) : null}
    </label>
  );
}
