import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session/session-store';
import {
  NativeBridgeMessage,
  finishNativeApp,
  hasNativeBridge,
  isInNativeApp,
  launchStoreReview,
  parseNativeLoginData,
  postNativeMessage,
  readNativeLoginData,
  storeReviewUrl,
} from './native-bridge';

const DEVICE = {
  deviceId: 'dev-1',
  version: '2.4.1',
  idfv: 'IDFV',
  idfa: 'IDFA',
  systemVersion: '17.1',
  model: 'iPhone15,2',
};
const SIGNED = {
  ...DEVICE,
  phone: '919812345678',
  timestamp: 1_763_700_000_000,
  nonce: 'nonce-0123456789abcdef',
  sign: 'a'.repeat(64),
};

beforeEach(() => {
  localStorage.clear();
  sessionStore.clear();
});
afterEach(() => {
  delete window.SaralNative;
  delete window.saralNativeLoginData;
  delete window.webkit;
  vi.restoreAllMocks();
});

describe('reading the login data', () => {
  it('takes Android’s JSON string', () => {
    window.SaralNative = { getLoginData: () => JSON.stringify(SIGNED), postMessage: vi.fn() };
    expect(readNativeLoginData()).toEqual({ ok: true, login: { kind: 'signed', request: SIGNED } });
  });

  it('takes the object iOS injected', () => {
    window.saralNativeLoginData = { ...DEVICE, appToken: 'app-token-1' };
    expect(readNativeLoginData()).toEqual({
      ok: true,
      login: { kind: 'app', request: { ...DEVICE, appToken: 'app-token-1' } },
    });
  });

  it('reads Android’s data once per bridge; a later call (any other script) is not answered', () => {
    const getLoginData = vi.fn(() => JSON.stringify(SIGNED));
    window.SaralNative = { getLoginData, postMessage: vi.fn() };
    expect(readNativeLoginData()).toMatchObject({ ok: true });
    expect(readNativeLoginData()).toEqual({ ok: false, reason: NativeBridgeMessage.spent });
    expect(getLoginData).toHaveBeenCalledTimes(1);
  });

  it('deletes the iOS object once read, so no later script can read the token', () => {
    window.saralNativeLoginData = { ...DEVICE, appToken: 'app-token-2' };
    expect(readNativeLoginData()).toMatchObject({ ok: true, login: { kind: 'app' } });
    expect('saralNativeLoginData' in window).toBe(false);
    expect(readNativeLoginData()).toEqual({ ok: false, reason: NativeBridgeMessage.noBridge });
  });

  it('deletes the iOS object even when it cannot be read', () => {
    window.saralNativeLoginData = '{not json';
    expect(readNativeLoginData()).toEqual({ ok: false, reason: NativeBridgeMessage.unreadable });
    expect('saralNativeLoginData' in window).toBe(false);
  });

  it('says to open the page from the app when no bridge left data', () => {
    expect(readNativeLoginData()).toEqual({ ok: false, reason: NativeBridgeMessage.noBridge });
  });

  it('refuses text that is not JSON', () => {
    window.SaralNative = { getLoginData: () => '{not json' };
    expect(readNativeLoginData()).toEqual({ ok: false, reason: NativeBridgeMessage.unreadable });
  });

  it('chooses the variant by whether sign is present', () => {
    expect(parseNativeLoginData(SIGNED)).toMatchObject({ ok: true, login: { kind: 'signed' } });
    expect(parseNativeLoginData({ ...DEVICE, appToken: 't' })).toMatchObject({
      ok: true,
      login: { kind: 'app' },
    });
  });

  it('names the field that is missing or wrong', () => {
    const { sign: _sign, ...unsigned } = SIGNED;
    // Without sign it is the app-token variant, which needs appToken.
    expect(parseNativeLoginData(unsigned)).toEqual({
      ok: false,
      reason: expect.stringContaining('appToken'),
    });
    expect(parseNativeLoginData({ ...SIGNED, sign: 'XYZ' })).toEqual({
      ok: false,
      reason: expect.stringContaining('sign'),
    });
    expect(parseNativeLoginData({ ...SIGNED, deviceId: '' })).toEqual({
      ok: false,
      reason: expect.stringContaining('deviceId'),
    });
    expect(parseNativeLoginData([SIGNED])).toEqual({
      ok: false,
      reason: NativeBridgeMessage.unreadable,
    });
  });

  it('fills the iOS-only fields Android leaves out', () => {
    const android = { deviceId: 'a-1', version: '1.0', appToken: 't' };
    expect(parseNativeLoginData(android)).toEqual({
      ok: true,
      login: {
        kind: 'app',
        request: { ...android, idfv: '', idfa: '', systemVersion: '', model: '' },
      },
    });
  });
});

describe('messages to the app', () => {
  it('go to Android as JSON text', () => {
    const postMessage = vi.fn();
    window.SaralNative = { postMessage };
    expect(postNativeMessage({ type: 'finish' })).toBe(true);
    expect(launchStoreReview('https://store.example/review')).toBe('app');
    expect(postMessage.mock.calls).toEqual([
      ['{"type":"finish"}'],
      ['{"type":"launch","url":"https://store.example/review"}'],
    ]);
  });

  it('go to the iOS message handler as objects', () => {
    const postMessage = vi.fn();
    window.webkit = { messageHandlers: { saralNative: { postMessage } } };
    expect(finishNativeApp()).toBe(true);
    expect(postMessage).toHaveBeenCalledWith({ type: 'finish' });
  });

  it('are not delivered without a bridge; the store review opens in a new tab instead', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    expect(finishNativeApp()).toBe(false);
    expect(launchStoreReview('https://store.example/review')).toBe('browser');
    expect(open).toHaveBeenCalledWith(
      'https://store.example/review',
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('count as undelivered when the bridge throws', () => {
    window.SaralNative = {
      postMessage: () => {
        throw new Error('bridge gone');
      },
    };
    expect(postNativeMessage({ type: 'finish' })).toBe(false);
  });
});

describe('the store review page', () => {
  const urls = {
    android: 'https://play.google.com/store/apps/details?id=in.saral.app',
    ios: 'https://apps.apple.com/app/id1234567890',
  };
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

  it('is the App Store page in the iOS app and the Play Store page in the Android app', () => {
    window.webkit = { messageHandlers: { saralNative: { postMessage: vi.fn() } } };
    expect(storeReviewUrl(urls)).toBe(urls.ios);
    delete window.webkit;
    window.SaralNative = { postMessage: vi.fn() };
    expect(storeReviewUrl(urls)).toBe(urls.android);
  });

  it('follows the device outside the app', () => {
    expect(storeReviewUrl(urls)).toBe(urls.android);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(iphone);
    expect(storeReviewUrl(urls)).toBe(urls.ios);
  });

  it('falls back to the Play Store page when no iOS page is configured', () => {
    window.webkit = { messageHandlers: { saralNative: { postMessage: vi.fn() } } };
    expect(storeReviewUrl({ ...urls, ios: '' })).toBe(urls.android);
  });
});

describe('being in the native app', () => {
  it('holds with either bridge or an app session, not in a plain browser', () => {
    expect(isInNativeApp()).toBe(false);
    window.SaralNative = { postMessage: vi.fn() };
    expect(hasNativeBridge()).toBe(true);
    delete window.SaralNative;
    window.webkit = { messageHandlers: { saralNative: { postMessage: vi.fn() } } };
    expect(isInNativeApp()).toBe(true);
    delete window.webkit;
    sessionStore.set({ token: 't', phone: '', isApp: true });
    expect(hasNativeBridge()).toBe(false);
    expect(isInNativeApp()).toBe(true);
    sessionStore.set({ token: 't', phone: '', isApp: false });
    expect(isInNativeApp()).toBe(false);
  });
});
