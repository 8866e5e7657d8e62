import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { Calls } from '@saral/contract/calls';
import { CARD_BUSY_RETRIES } from '@saral/contract/constants';
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
export const userAuthQuery = () =>
  queryOptions({
    queryKey: ['onboarding', 'user-auth'],
    queryFn: () => apiRequest(Calls.findUserAuth, { schema: findUserAuthResponseSchema }),
    // The screen's form starts from this data: never from an older cached copy.
    gcTime: 0,
    // The page shows the error with a retry button.
    meta: { errorDisplay: 'inline' },
  });

type UploadCard = {
  card: CardType;
  image: Blob;
  /** True while the upload waits to be sent again after a busy answer, false once it is. */
  onWait?: (waiting: boolean) => void;
};

/**
 * Stores one card and reads it. Use mutateAsync: the three tiles upload independently. A busy
 * answer is sent again with the same photo after its Retry-After, at most CARD_BUSY_RETRIES times.
 */
export const uploadCardMutation = () =>
  mutationOptions({
    mutationKey: ['onboarding', 'upload-card'],
    mutationFn: ({ card, image, onWait }: UploadCard) => {
      const form = new FormData();
      form.append('type', card);
      // The back of the Aadhaar carries nothing to read; it is only stored.
      form.append('notNeed', card === 'aadhaarBack' ? '1' : '0');
      form.append('image', image, `${card}.jpg`);
      return apiRequest(Calls.ocrSeparate, {
        body: form,
        schema: ocrResponseSchema,
        busyRetries: CARD_BUSY_RETRIES,
        onBusyWait: onWait,
      });
    },
  });

type AadhaarPanBody = { realName: string; idNo: string; panNo: string };

/** Upload variant: confirms name, Aadhaar (typed or the masked OCR value) and PAN. */
export const confirmAadhaarPanMutation = () =>
  mutationOptions({
    mutationKey: ['onboarding', 'confirm-aadhaar-pan'],
    mutationFn: (body: AadhaarPanBody) => apiRequest<null>(Calls.kycAadhaarPan, { body }),
  });

/** Aadhaar-number variant: confirms a verified Aadhaar and the PAN. */
export const confirmAadhaarVerifiedMutation = () =>
  mutationOptions({
    mutationKey: ['onboarding', 'confirm-aadhaar-verified'],
    mutationFn: (body: { idNo: string; panNo: string }) =>
      apiRequest<null>(Calls.kycAadhaarVerify, { body }),
  });

export const sendAadhaarOtpMutation = () =>
  mutationOptions({
    mutationKey: ['onboarding', 'send-aadhaar-otp'],
    mutationFn: (aadhaar: string) =>
      apiRequest(Calls.aadhaarSendOtp, {
        body: { aadhaar },
        schema: aadhaarSendOtpResponseSchema,
      }),
  });

export const verifyAadhaarOtpMutation = () =>
  mutationOptions({
    mutationKey: ['onboarding', 'verify-aadhaar-otp'],
    mutationFn: (body: { aadhaar: string; otp: string }) =>
      apiRequest(Calls.aadhaarVerify, { body, schema: aadhaarVerifyResponseSchema }),
  });
