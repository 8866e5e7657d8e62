import { describe, expect, it } from 'vitest';
import { audienceRedirect, iosOpeningAddress } from './audience-gate';

const iosOnly = { code: 'ios-launch', iosOnly: true, iosH5Url: null };
const everyone = { code: 'summer-2026', iosOnly: false, iosH5Url: null };

describe('the audience gate', () => {
  it('sends non-iOS visitors of an iOS-only campaign to /alert with the campaign', () => {
    for (const pathname of ['/', '/login', '/product/1/detail', '/promotion/register', '/orders']) {
      expect(audienceRedirect({ pathname, campaign: iosOnly, ios: false })).toBe(
        '/alert?campaign=ios-launch',
      );
    }
  });

  it('lets iOS visitors through', () => {
    expect(audienceRedirect({ pathname: '/login', campaign: iosOnly, ios: true })).toBeNull();
  });

  it('never redirects from /alert itself, the legal pages or the native login handoff', () => {
    for (const pathname of ['/alert', '/alert/', '/protocol/term', '/protocol/privacy', '/joint']) {
      expect(audienceRedirect({ pathname, campaign: iosOnly, ios: false })).toBeNull();
    }
  });

  it('leaves everyone alone without a campaign, or with one open to all', () => {
    expect(audienceRedirect({ pathname: '/login', campaign: null, ios: false })).toBeNull();
    expect(audienceRedirect({ pathname: '/login', campaign: everyone, ios: false })).toBeNull();
  });
});

describe('the address to open in an iOS browser', () => {
  it('carries the campaign, so the iOS browser lands in the same campaign', () => {
    expect(iosOpeningAddress('https://saral.example', 'ios-launch')).toBe(
      'https://saral.example/?campaign=ios-launch',
    );
  });
  it('is the site itself without a campaign', () => {
    expect(iosOpeningAddress('https://saral.example', null)).toBe('https://saral.example/');
  });
});
