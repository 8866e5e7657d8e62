import { describe, expect, it } from 'vitest';
import type { AuthConfig } from '../src/api/onboarding';
import { isOnboardingComplete, isStepComplete } from '../src/onboarding-progress';

const steps = [[2], [3], [8], [9], [4]].map((pageTypes) => ({ pageTypes }));
const done: AuthConfig = {
  userAuthConfigVoList: steps,
  basic: 1,
  work: 1,
  contact: 1,
  kycAadhaarAndPan: 1,
  kycFaceAndHold: 1,
};

describe('isStepComplete', () => {
  it('is true only when every page type the step names has its flag at 1', () => {
    expect(isStepComplete(done, [8, 9])).toBe(true);
    expect(isStepComplete({ ...done, kycFaceAndHold: 0 }, [8, 9])).toBe(false);
  });

  it('counts unknown page types as done', () => {
    expect(isStepComplete(done, [77])).toBe(true);
    expect(isStepComplete({ ...done, basic: 0 }, [77, 2])).toBe(false);
  });
});

describe('isOnboardingComplete', () => {
  it('is true when every listed step is done', () => {
    expect(isOnboardingComplete(done)).toBe(true);
  });

  it('is false while any listed step is open', () => {
    expect(isOnboardingComplete({ ...done, contact: 0 })).toBe(false);
    expect(isOnboardingComplete({ ...done, kycFaceAndHold: 0 })).toBe(false);
  });

  it('ignores flags of steps the config does not list, and unknown page types', () => {
    const config: AuthConfig = {
      ...done,
      userAuthConfigVoList: [{ pageTypes: [2, 77] }],
      work: 0,
    };
    expect(isOnboardingComplete(config)).toBe(true);
  });
});
