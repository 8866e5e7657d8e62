import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formField as field } from '../form-field-fixture';
import { chooseLanguage } from '../../../shared/i18n/i18n';
import { saveBaseInfoMutation } from '../api/profile-forms-api';
import { DynamicForm } from '../components/dynamic-form';
import { useProfileForm } from './use-profile-form';

const FIELDS = [
  field({ value: 'realName', key: 'Full Name' }),
  field({ value: 'pinCode', key: 'PIN Code', checkType: 1, lengthLimitMin: 6, lengthLimitMax: 6 }),
];

function Form() {
  const form = useProfileForm({ fields: FIELDS, save: saveBaseInfoMutation() });
  return <DynamicForm {...form} />;
}

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <Form /> }], {
    initialEntries: ['/auth/basic?pid=1&step=1&as=5'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function scrolledIds() {
  const scrolled: string[] = [];
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
    scrolled.push(this.id);
  });
  return scrolled;
}

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await act(() => chooseLanguage('en'));
});

describe('basic and work information problems', () => {
  it('writes a problem under its field, scrolls to it and sends nothing; never a dialog', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const scrolled = scrolledIds();
    renderForm();
    type('Full Name', 'Ramesh');
    type('PIN Code', '3020');
    fireEvent.click(screen.getByRole('button', { name: 'CONFIRM TO NEXT' }));

    expect(screen.getByText('PIN Code has 6 digits').id).toBe('profile-field-pinCode-error');
    await waitFor(() => expect(scrolled).toEqual(['profile-field-pinCode']));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(document.querySelector('.adm-dialog, .adm-toast-main')).toBeNull();
    // Fixing the answer takes the message away.
    type('PIN Code', '302015');
    expect(screen.queryByText('PIN Code has 6 digits')).toBeNull();
  });

  it('lists the refusals of the server that name no field above the button, numbered', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          code: -1,
          msg: 'Refused',
          data: { errorColumn: ['This PIN code is outside our area', 'Please try again later'] },
        }),
      ),
    );
    const scrolled = scrolledIds();
    renderForm();
    type('Full Name', 'Ramesh');
    type('PIN Code', '302015');
    fireEvent.click(screen.getByRole('button', { name: 'CONFIRM TO NEXT' }));

    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toBe(
      '1. This PIN code is outside our area\n2. Please try again later',
    );
    await waitFor(() => expect(scrolled).toEqual(['profile-form-error']));
  });

  it('says the contract’s problems in Hindi when Hindi is chosen', async () => {
    await act(() => chooseLanguage('hi'));
    renderForm();
    type('PIN Code', '3020');
    type('Full Name', 'Ramesh');
    fireEvent.click(screen.getByRole('button', { name: 'आगे बढ़ें' }));
    expect(screen.getByText('PIN Code में 6 अंक होते हैं')).toBeTruthy();
  });
});
