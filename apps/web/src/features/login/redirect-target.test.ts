import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './redirect-target';

describe('after sign-in', () => {
  it('returns to our own path with its query', () => {
    expect(safeRedirectTarget('/personal/help?x=1')).toBe('/personal/help?x=1');
  });
  it('never leaves the site', () => {
    for (const value of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(safeRedirectTarget(value)).toBe('/');
    }
  });
});
