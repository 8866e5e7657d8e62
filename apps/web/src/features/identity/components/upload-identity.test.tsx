import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FieldMessage } from '@saral/contract/field-rules';
import { OnboardingMessage } from '@saral/contract/onboarding';
import type { FindUserAuth } from '@saral/contract/api/onboarding';
import { UploadIdentity } from './upload-identity';

// The photo is used as chosen: happy-dom has no canvas to re-encode it.
vi.mock('../../../shared/images/prepare-image', () => ({
  prepareImage: async (file: File) => file,
}));

const auth: FindUserAuth = {
  kycPageType: 1,
  realName: null,
  idNo: null,
  panNo: null,
  cards: [],
  aadhaarVerified: 0,
  recognized: { name: null, idNo: null, panNo: null },
} as unknown as FindUserAuth;

function renderForm(startedWith: Partial<FindUserAuth> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <UploadIdentity auth={{ ...auth, ...startedWith }} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return onSaved;
}

/** The card upload answers `notice` and nothing read. */
function uploadAnswers(notice: string | null) {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(
      JSON.stringify({
        code: 0,
        msg: 'success',
        data: { fileId: 'f-1', name: null, idNo: null, panNo: null, notice },
      }),
    ),
  );
}

async function choosePhoto(label: string) {
  const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'card.jpg', { type: 'image/jpeg' });
  fireEvent.change(screen.getByLabelText(label), { target: { files: [photo] } });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('UploadIdentity', () => {
  it('writes each problem under its card or field, sends nothing, and scrolls to the first', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    renderForm({ cards: ['aadhaarBack'] });
    fireEvent.click(screen.getByRole('button', { name: 'CONFIRM TO NEXT' }));

    const front = screen.getByTestId('card-aadhaarFront');
    expect(front.textContent).toContain(OnboardingMessage.aadhaarFront.trim());
    expect(front.className).toContain('id-tile--problem');
    expect(screen.getByTestId('card-pan').textContent).toContain(OnboardingMessage.pan.trim());
    // Uploaded on an earlier visit: nothing to say on it.
    expect(screen.getByTestId('card-aadhaarBack').querySelector('[role="alert"]')).toBeNull();
    expect(screen.getByText(OnboardingMessage.realName)).toBeTruthy();
    expect(screen.getByText(FieldMessage.aadhaarMissing)).toBeTruthy();
    expect(screen.getByText(FieldMessage.panMissing.trim())).toBeTruthy();
    await waitFor(() => expect(scrolled).toEqual(['identity-card-aadhaarFront']));
    expect(fetchSpy).not.toHaveBeenCalled();
    // No toast: the messages are in the form.
    expect(document.querySelector('.adm-toast-main')).toBeNull();

    // Fixing a field takes its message away.
    fireEvent.change(screen.getByRole('textbox', { name: 'PAN No.' }), {
      target: { value: 'abcpe1234f' },
    });
    expect(screen.queryByText(FieldMessage.panMissing.trim())).toBeNull();
    expect(screen.getByText(FieldMessage.aadhaarMissing)).toBeTruthy();
  });

  it('tells the borrower the card reader failed, not that the photo is wrong', async () => {
    uploadAnswers(OnboardingMessage.cardReaderFailed);
    renderForm();
    await choosePhoto('Aadhaar Front');
    const tile = screen.getByTestId('card-aadhaarFront');
    await waitFor(() => expect(tile.getAttribute('data-status')).toBe('done'));
    expect(tile.textContent).toContain(OnboardingMessage.cardReaderFailed);
    expect(tile.textContent).not.toContain(OnboardingMessage.notAadhaarFront);
  });

  it('says a photo is not an Aadhaar card front when the server read none of its fields', async () => {
    uploadAnswers(OnboardingMessage.notAadhaarFront);
    renderForm();
    await choosePhoto('Aadhaar Front');
    const tile = screen.getByTestId('card-aadhaarFront');
    await waitFor(() => expect(tile.textContent).toContain(OnboardingMessage.notAadhaarFront));
    expect(tile.textContent).not.toContain(OnboardingMessage.cardReaderFailed);
  });

  it('puts a refusal of the server under the field it is about', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({ code: -1, msg: OnboardingMessage.aadhaarUsedElsewhere, data: null }),
      ),
    );
    const onSaved = renderForm({
      cards: ['aadhaarFront', 'aadhaarBack', 'pan'],
      realName: 'ANITA SHARMA',
      idNo: '234123412346',
      panNo: 'ABCPS1234K',
    });
    fireEvent.click(screen.getByRole('button', { name: 'CONFIRM TO NEXT' }));
    const message = await screen.findByText(OnboardingMessage.aadhaarUsedElsewhere);
    expect(message.id).toBe('identity-idNo-error');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
