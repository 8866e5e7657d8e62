import { OPERATOR_API_BASE } from '@saral/contract/calls';
import { OPERATOR_CONSOLE_HEADER } from '@saral/contract/api/operator';
import { ErrorCode } from '@saral/contract/error-codes';
import type { z } from 'zod';

/** A refused or failed operator call: the server's message, ready to show as it is. */
export class OpsApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: number,
  ) {
    super(message);
  }
  get sessionEnded() {
    return this.status === 401 || this.code === ErrorCode.sessionInvalid;
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

type CallOptions<S extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** The reply's data is checked against the contract: a drifted server fails loudly here. */
  schema: S;
};

const listeners = new Set<() => void>();
/** Called when any call finds the session over (the layout sends the operator to sign in). */
export function onSessionEnded(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function opsUrl(path: string, query?: Query) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const suffix = search.size > 0 ? `?${search}` : '';
  return `${OPERATOR_API_BASE}${path}${suffix}`;
}

/**
 * One operator API call. The session is the HttpOnly cookie the browser sends by itself; the
 * console header proves the call comes from the console page (the server's CSRF guard).
 */
export async function opsCall<S extends z.ZodType>(
  path: string,
  { method = 'GET', query, body, schema }: CallOptions<S>,
): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await fetch(opsUrl(path, query), {
      method,
      credentials: 'same-origin',
      headers: {
        [OPERATOR_CONSOLE_HEADER]: '1',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new OpsApiError('The server cannot be reached. Check the connection and retry.', 0, -3);
  }
  const envelope = (await response.json().catch(() => null)) as {
    code?: number;
    msg?: string;
    data?: unknown;
  } | null;
  if (!envelope || typeof envelope.code !== 'number') {
    throw new OpsApiError(
      `The server answered ${response.status}. Please retry.`,
      response.status,
      -3,
    );
  }
  if (!response.ok || envelope.code !== ErrorCode.ok) {
    const error = new OpsApiError(envelope.msg || 'Request failed', response.status, envelope.code);
    if (error.sessionEnded) listeners.forEach((listener) => listener());
    throw error;
  }
  return schema.parse(envelope.data) as z.infer<S>;
}
