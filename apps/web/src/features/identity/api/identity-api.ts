import { useMutation, useQuery } from '@tanstack/react-query';
import { Calls } from '@saral/contract/calls';
import type { CardType } from '@saral/contract/onboarding';
// The dispatcher in front of every step has already loaded these schemas.
import {
  aadhaarSendOtpResponseSchema,
  aadhaarVerifyResponseSchema,
  findUserAuthResponseSchema,
  ocrResponseSchema,
} from '@saral/contract/api/onboarding';
import { apiRequest } from '../../../shared/api/api-client';

/** Which identity variant to show and what was saved so far. */
export function useUserAuth() {
  return useQuery({
    queryKey: ['onboarding', 'user-auth'],
    queryFn: () => apiRequest(Calls.findUserAuth, { schema: findUserAuthResponseSchema }),
    // The screen's form starts from this data: never from an older cached copy.
    gcTime: 0,
    // The page shows the error with a retry button.
    meta: { errorDisplay: 'inline' },
  });
}

function uploadCard({ card, image }: { card: CardType; image: Blob }) {
  const form = new FormData();
  form.append('type', card);
  // The back of the Aadhaar carries nothing to read; it is only stored.
  form.append('notNeed', card === 'aadhaarBack' ? '1' : '0');
  form.append('image', image, `${card}.jpg`);
  return apiRequest(Calls.ocrSeparate, { body: form, schema: ocrResponseSchema });
}

/** Stores one card and reads it. Use mutateAsync: the three tiles upload independently. */
export function useUploadCard() {
  return useMutation({ mutationFn: uploadCard });
}

type AadhaarPanBody = { realName: string; idNo: string; panNo: string };

/** Upload variant: confirms name, Aadhaar (typed or the masked OCR value) and PAN. */
export function useConfirmAadhaarPan() {
  return useMutation({
    mutationFn: (body: AadhaarPanBody) => apiRequest<null>(Calls.kycAadhaarPan, { body }),
  });
}

/** Aadhaar-number variant: confirms a verified Aadhaar and the PAN. */
export function useConfirmAadhaarVerified() {
  return useMutation({
    mutationFn: (body: { idNo: string; panNo: string }) =>
      apiRequest<null>(Calls.kycAadhaarVerify, { body }),
  });
}

/** The caller shows failures: in the OTP dialog when it is open, as a toast otherwise. */
export function useSendAadhaarOtp() {
  return useMutation({
    mutationFn: (aadhaar: string) =>
      apiRequest(Calls.aadhaarSendOtp, {
        body: { aadhaar },
        schema: aadhaarSendOtpResponseSchema,
      }),
    meta: { errorDisplay: 'inline' },
  });
}

/** Failures are shown inside the OTP dialog. */
export function useVerifyAadhaarOtp() {
  return useMutation({
    mutationFn: (body: { aadhaar: string; otp: string }) =>
      apiRequest(Calls.aadhaarVerify, { body, schema: aadhaarVerifyResponseSchema }),
    meta: { errorDisplay: 'inline' },
  });
}
