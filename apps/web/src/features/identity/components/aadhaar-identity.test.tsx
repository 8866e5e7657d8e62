import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FieldMessage } from '@saral/contract/field-rules';
import { OnboardingMessage } from '@saral/contract/onboarding';
import type { FindUserAuth } from '@saral/contract/api/onboarding';
import { AadhaarIdentity } from './aadhaar-identity';

const auth = {
  kycPageType: 2,
  realName: null,
  idNo: null,
  panNo: null,
  cards: [],
  aadhaarVerified: 0,
  recognized: { name: null, idNo: null, panNo: null },
} as unknown as FindUserAuth;

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AadhaarIdentity auth={auth} onSaved={vi.fn()} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('AadhaarIdentity', () => {
  it('writes a wrong number under the Aadhaar field and an unverified one there too', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderForm();
    const aadhaar = screen.getByRole('textbox', { name: 'Aadhaar Number' });

    fireEvent.click(screen.getByText('Verify'));
    expect(screen.getByRole('alert').textContent).toBe(FieldMessage.aadhaarMissing);

    fireEvent.change(aadhaar, { target: { value: '1234' } });
    // Typing takes the message away; a short number is refused again on Verify.
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByText('Verify'));
    expect(screen.getByRole('alert').textContent).toBe(FieldMessage.aadhaarInvalid);

    fireEvent.change(aadhaar, { target: { value: '234123412346' } });
    fireEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(screen.getByRole('alert').textContent).toBe(OnboardingMessage.aadhaarNotVerified);
    expect(screen.getByRole('alert').id).toBe('identity-aadhaar-error');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
