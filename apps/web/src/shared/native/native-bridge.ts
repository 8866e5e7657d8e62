import {
  appNativeLoginRequestSchema,
  signedNativeLoginRequestSchema,
  type AppNativeLoginRequest,
  type NativeMessage,
  type SignedNativeLoginRequest,
} from '@saral/contract/api/native';
import { webConfig } from '../config';
import { isIOS } from '../device/platform';
import { sessionStore } from '../session/session-store';

/**
 * The bridge between these pages and the native Saral app (README, "Native app bridge").
 * Android adds `window.SaralNative` (a JavaScript interface); iOS injects
 * `window.saralNativeLoginData` before the page loads and listens on the `saralNative`
 * WebKit message handler. The app hands login data only to our origin's main frame, once.
 */

type AndroidBridge = {
  /** The login data as a JSON string. */
  getLoginData?: () => string;
  /** A message to the app as a JSON string. */
  postMessage?: (message: string) => void;
};
type IosMessageHandler = { postMessage: (message: unknown) => void };

declare global {
  interface Window {
    SaralNative?: AndroidBridge;
    saralNativeLoginData?: unknown;
    webkit?: { messageHandlers?: { saralNative?: IosMessageHandler } };
  }
}

export type NativeLogin =
  | { kind: 'signed'; request: SignedNativeLoginRequest }
  | { kind: 'app'; request: AppNativeLoginRequest };

export type NativeLoginDataResult =
  { ok: true; login: NativeLogin } | { ok: false; reason: string };

export const NativeBridgeMessage = {
  noBridge: 'Please open this page from the Saral app.',
  unreadable: 'The Saral app sent login data this page cannot read. Please update the app.',
  incomplete: 'The Saral app sent incomplete login data. Please update the app.',
  spent: 'The Saral app login was already used on this page. Please open the app again.',
} as const;

function iosHandler(): IosMessageHandler | undefined {
  return window.webkit?.messageHandlers?.saralNative;
}

/** Android bridges whose login data was read already: a later call is ignored. */
const spentAndroidBridges = new WeakSet<object>();
/** iOS data that could not be deleted after reading (a read-only property): ignored from then on. */
let spentIosData: unknown;

/**
 * The login data the app left for /joint: Android's getLoginData() first, then iOS's object.
 * Read once per page: the data (an app-token login carries a 30-day session token) must not stay
 * readable by every later script, so the iOS property is deleted and later reads find nothing.
 */
function takeRawLoginData(): { found: boolean; spent: boolean; value: unknown } {
  const android = window.SaralNative;
  if (typeof android?.getLoginData === 'function') {
    if (spentAndroidBridges.has(android)) return { found: false, spent: true, value: undefined };
    spentAndroidBridges.add(android);
    try {
      const text = android.getLoginData();
      return {
        found: true,
        spent: false,
        value: typeof text === 'string' ? JSON.parse(text) : text,
      };
    } catch {
      return { found: true, spent: false, value: undefined };
    }
  }
  if (window.saralNativeLoginData !== undefined) {
    const injected = window.saralNativeLoginData;
    if (injected === spentIosData) return { found: false, spent: true, value: undefined };
    forgetIosLoginData(injected);
    try {
      // Injected as an object; a JSON string is read too.
      return {
        found: true,
        spent: false,
        value: typeof injected === 'string' ? JSON.parse(injected) : injected,
      };
    } catch {
      return { found: true, spent: false, value: undefined };
    }
  }
  return { found: false, spent: false, value: undefined };
}

function forgetIosLoginData(injected: unknown) {
  try {
    delete window.saralNativeLoginData;
  } catch {
    // A non-configurable property throws in strict mode; it is remembered below instead.
  }
  if (window.saralNativeLoginData !== undefined) spentIosData = injected;
}

/**
 * Validates bridge data: with `sign` it is the signed variant (/tripartite/v1/user-login),
 * without it the app-token variant (/user/v1/user-login).
 */
export function parseNativeLoginData(value: unknown): NativeLoginDataResult {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, reason: NativeBridgeMessage.unreadable };
  }
  const signed = 'sign' in value && (value as { sign?: unknown }).sign !== undefined;
  const parsed = signed
    ? signedNativeLoginRequestSchema.safeParse(value)
    : appNativeLoginRequestSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') ?? '';
    return {
      ok: false,
      reason: `${NativeBridgeMessage.incomplete}${field ? ` (${field}: ${issue?.message})` : ''}`,
    };
  }
  return {
    ok: true,
    login: signed
      ? { kind: 'signed', request: parsed.data as SignedNativeLoginRequest }
      : { kind: 'app', request: parsed.data as AppNativeLoginRequest },
  };
}

/** Reads and validates the login data; once per page (see takeRawLoginData). */
export function readNativeLoginData(): NativeLoginDataResult {
  const raw = takeRawLoginData();
  if (raw.spent) return { ok: false, reason: NativeBridgeMessage.spent };
  if (!raw.found) return { ok: false, reason: NativeBridgeMessage.noBridge };
  return parseNativeLoginData(raw.value);
}

/** True when the app's message channel is present (Android interface or iOS handler). */
export function hasNativeBridge(): boolean {
  return typeof window.SaralNative?.postMessage === 'function' || iosHandler() !== undefined;
}

/** Inside the native app: its bridge is present, or the session came from a native login. */
export function isInNativeApp(): boolean {
  return hasNativeBridge() || sessionStore.get()?.isApp === true;
}

/** Sends a message to the app; false when no bridge took it (plain browser, old app). */
export function postNativeMessage(message: NativeMessage): boolean {
  try {
    const android = window.SaralNative;
    if (typeof android?.postMessage === 'function') {
      android.postMessage(JSON.stringify(message));
      return true;
    }
    const ios = iosHandler();
    if (ios) {
      ios.postMessage(message);
      return true;
    }
  } catch {
    // A bridge that throws is as good as none: the caller falls back to the web behaviour.
  }
  return false;
}

/** Which app's bridge is on the page: iOS (WebKit handler) or Android (JavaScript interface). */
function nativePlatform(): 'ios' | 'android' | null {
  if (iosHandler() !== undefined) return 'ios';
  if (window.SaralNative !== undefined) return 'android';
  return null;
}

/**
 * The store review page for To Evaluate: the App Store on iOS (the iOS app, or an iPhone browser)
 * when VITE_STORE_REVIEW_URL_IOS is set, else the Play Store page.
 */
export function storeReviewUrl(
  urls: { android: string; ios: string } = {
    android: webConfig.storeReviewUrl,
    ios: webConfig.storeReviewUrlIos,
  },
): string {
  const onIos = (nativePlatform() ?? (isIOS() ? 'ios' : 'android')) === 'ios';
  return onIos && urls.ios ? urls.ios : urls.android;
}

/** To Evaluate: the app opens its store review page; a browser opens the URL in a new tab. */
export function launchStoreReview(url: string): 'app' | 'browser' {
  if (postNativeMessage({ type: 'launch', url })) return 'app';
  window.open(url, '_blank', 'noopener,noreferrer');
  return 'browser';
}

/** Review done (state 10): the app closes the web view and goes on natively. */
export function finishNativeApp(): boolean {
  return postNativeMessage({ type: 'finish' });
}
