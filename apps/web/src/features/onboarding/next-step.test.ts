import { describe, expect, it } from 'vitest';
import type { AuthConfig } from '@saral/contract/api/onboarding';
import { canApplyTarget, completionTarget, nextOnboardingStep } from './next-step';

const order = [2, 3, 8, 9, 4].map((pageType) => ({ pageTypes: [pageType] }));
const config = (flags: Partial<AuthConfig>): AuthConfig => ({
  userAuthConfigVoList: order,
  basic: 0,
  work: 0,
  kycAadhaarAndPan: 0,
  kycFaceAndHold: 0,
  contact: 0,
  ...flags,
});

describe('nextOnboardingStep', () => {
  it('starts a new borrower at basic information, step 1 of 5', () => {
    expect(nextOnboardingStep(config({}), '7')).toEqual({
      kind: 'step',
      pageType: 2,
      path: '/auth/basic?pid=7&step=1&as=5',
    });
  });

  it('resumes at the first incomplete step in the configured order', () => {
    expect(nextOnboardingStep(config({ basic: 1, work: 1 }), '7')).toMatchObject({
      path: '/auth/identity?pid=7&step=3&as=5',
    });
    expect(
      nextOnboardingStep(config({ basic: 1, work: 1, kycAadhaarAndPan: 1 }), '7'),
    ).toMatchObject({
      path: '/auth/face?pid=7&step=4&as=5',
    });
  });

  it('follows the server order, not a built-in one', () => {
    const reordered = config({ userAuthConfigVoList: [{ pageTypes: [8] }, { pageTypes: [2] }] });
    expect(nextOnboardingStep(reordered, '3')).toMatchObject({
      path: '/auth/identity?pid=3&step=1&as=5',
    });
  });

  it('asks the can-apply check at the contact step', () => {
    const flags = { basic: 1, work: 1, kycAadhaarAndPan: 1, kycFaceAndHold: 1 } as const;
    expect(nextOnboardingStep(config(flags), '7')).toEqual({ kind: 'canApply', step: 5, total: 5 });
  });

  it('is complete when every flag is 1', () => {
    const flags = {
      basic: 1,
      work: 1,
      kycAadhaarAndPan: 1,
      kycFaceAndHold: 1,
      contact: 1,
    } as const;
    expect(nextOnboardingStep(config(flags), '7')).toEqual({ kind: 'complete' });
  });
});

describe('canApplyTarget', () => {
  it('sends canApply 0 home, app-only borrowers to the download page, others to contacts', () => {
    expect(canApplyTarget({ canApply: 0, continueInApp: 0 }, '7', 5)).toBe('/');
    expect(canApplyTarget({ canApply: 1, continueInApp: 1 }, '7', 5)).toBe('/download?state=0');
    expect(canApplyTarget({ canApply: 1, continueInApp: 0 }, '7', 5)).toBe(
      '/auth/contacts?pid=7&step=5&as=5',
    );
  });
});

describe('completionTarget', () => {
  it('goes to /orders only for an active order of the same product', () => {
    expect(completionTarget('7', [{ productId: 7, orderState: 1 }])).toBe('/orders');
    expect(completionTarget('7', [{ productId: 7, orderState: 3 }])).toBe('/product/7/detail');
    expect(completionTarget('7', [{ productId: 8, orderState: 2 }])).toBe('/product/7/detail');
  });
});
