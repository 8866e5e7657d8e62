import { beforeEach, describe, expect, it } from 'vitest';
import { locationAnswer, locationStep, saveLocationAnswer } from './location-consent';

const wanted = {
  serverWantsGps: true,
  geolocationSupported: true,
  answer: null,
  permission: 'unknown',
} as const;

describe('the location question', () => {
  beforeEach(() => localStorage.clear());

  it('is asked when the server wants a location and this borrower was never asked', () => {
    expect(locationStep(wanted)).toBe('ask');
  });

  it('is not asked when the server does not want one, or the browser has no geolocation', () => {
    expect(locationStep({ ...wanted, serverWantsGps: false })).toBe('none');
    expect(locationStep({ ...wanted, geolocationSupported: false })).toBe('none');
  });

  it('is asked once: after either answer it never comes back', () => {
    saveLocationAnswer('9876543210', 'declined');
    expect(locationStep({ ...wanted, answer: locationAnswer('9876543210') })).toBe('none');
    saveLocationAnswer('9876543211', 'allowed');
    for (const permission of ['denied', 'prompt', 'unknown'] as const) {
      expect(locationStep({ ...wanted, answer: locationAnswer('9876543211'), permission })).toBe(
        'none',
      );
    }
  });

  it('refreshes silently for a borrower who allowed and whose browser still grants it', () => {
    saveLocationAnswer('9876543210', 'allowed');
    const answer = locationAnswer('9876543210');
    expect(locationStep({ ...wanted, answer, permission: 'granted' })).toBe('refresh');
    expect(locationStep({ ...wanted, answer, permission: 'granted', serverWantsGps: false })).toBe(
      'none',
    );
  });

  it('remembers answers per phone: another borrower on this device is asked for themselves', () => {
    saveLocationAnswer('9876543210', 'declined');
    expect(locationAnswer('9876543210')).toBe('declined');
    expect(locationAnswer('9123456789')).toBeNull();
    saveLocationAnswer('9123456789', 'allowed');
    expect(locationAnswer('9876543210')).toBe('declined');
    expect(locationAnswer('9123456789')).toBe('allowed');
  });

  it('a session without a phone is remembered for the device', () => {
    saveLocationAnswer('', 'declined');
    expect(locationAnswer(null)).toBe('declined');
  });

  it('ignores damaged storage and asks', () => {
    localStorage.setItem('saral.locationAnswers', '{not json');
    expect(locationAnswer('9876543210')).toBeNull();
    localStorage.setItem('saral.locationAnswers', JSON.stringify({ '9876543210': 'maybe' }));
    expect(locationAnswer('9876543210')).toBeNull();
  });
});
