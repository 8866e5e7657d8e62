import { useSyncExternalStore } from 'react';
import { SESSION_TTL_DAYS } from '@saral/contract/constants';
// Types only: the session store is on the first screen and must not load the schema library.
import type { NativeDevice } from '@saral/contract/api/native';

/**
 * The borrower's session: kept in local storage (survives restarts) and in a cookie (so the
 * native wrapper and server-rendered links can see it), as the spec asks.
 */
export type Session = {
  token: string;
  phone: string;
  isApp: boolean;
  /** The device the native app reported at /joint; sent back as headers on every call. */
  device?: NativeDevice;
};

const STORAGE_KEY = 'saral.session';
const COOKIE_NAME = 'token';
const COOKIE_MAX_AGE_SECONDS = SESSION_TTL_DAYS * 24 * 3600;

const DEVICE_FIELDS = ['deviceId', 'version', 'idfv', 'idfa', 'systemVersion', 'model'] as const;

/** The stored device, only when every field is text (local storage may hold anything). */
function storedDevice(value: unknown): NativeDevice | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  return DEVICE_FIELDS.every((field) => typeof record[field] === 'string')
    ? (Object.fromEntries(DEVICE_FIELDS.map((field) => [field, record[field]])) as NativeDevice)
    : undefined;
}

let current: Session | null = readStoredSession();
const listeners = new Set<() => void>();

function readStoredSession(): Session | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Session>;
    if (typeof parsed.token !== 'string' || !parsed.token) return null;
    const session: Session = {
      token: parsed.token,
      phone: parsed.phone ?? '',
      isApp: parsed.isApp === true,
    };
    const device = storedDevice(parsed.device);
    if (device) session.device = device;
    return session;
  } catch {
    return null;
  }
}

function writeCookie(token: string | null) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = token
    ? `${COOKIE_NAME}=${encodeURIComponent(token)}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`
    : `${COOKIE_NAME}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

function emit() {
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get(): Session | null {
    return current;
  },
  token(): string | null {
    return current?.token ?? null;
  },
  set(session: Session) {
    current = session;
    localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    writeCookie(session.token);
    emit();
  },
  clear() {
    current = null;
    localStorage.removeItem(STORAGE_KEY);
    writeCookie(null);
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
