import { randomUUID } from 'node:crypto';

/**
 * HTTP calls to running server processes, as the web app makes them. With several base URLs the
 * calls go round-robin, as behind a load balancer; every call records which process served it
 * and the X-Request-Id it carried, so a test can find its log line.
 */

export type Reply = { status: number; body: any; headers: Headers }; // eslint-disable-line @typescript-eslint/no-explicit-any

export type RoundRobinClient = {
  /** One call to the next process in turn. `form` sends a urlencoded form, `multipart` files. */
  call(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    options?: {
      token?: string;
      operatorToken?: string;
      json?: object;
      form?: Record<string, string>;
      multipart?: FormData;
      headers?: Record<string, string>;
    },
  ): Promise<Reply>;
  /** Each call in order: the base URL it went to and the X-Request-Id it was sent with. */
  servedBy: { baseUrl: string; requestId: string }[];
};

export function roundRobin(baseUrls: string[]): RoundRobinClient {
  const servedBy: RoundRobinClient['servedBy'] = [];
  return {
    servedBy,
    async call(method, path, options = {}) {
      const baseUrl = baseUrls[servedBy.length % baseUrls.length] as string;
      // As a load balancer would: one id per request, for finding its log line.
      const requestId = `journey-${randomUUID()}`;
      servedBy.push({ baseUrl, requestId });
      const headers: Record<string, string> = { 'x-request-id': requestId, ...options.headers };
      if (options.token) headers.token = options.token;
      if (options.operatorToken) headers['x-operator-token'] = options.operatorToken;
      let body: string | FormData | undefined;
      if (options.json) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(options.json);
      } else if (options.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(options.form).toString();
      } else if (options.multipart) {
        body = options.multipart;
      }
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body,
        redirect: 'manual',
      });
      const text = await response.text();
      const isJson = response.headers.get('content-type')?.includes('application/json');
      return {
        status: response.status,
        body: isJson ? JSON.parse(text) : text,
        headers: response.headers,
      };
    },
  };
}

/** Calls that must succeed: the envelope's data, or an error naming the call. */
export async function ok(client: RoundRobinClient, ...args: Parameters<RoundRobinClient['call']>) {
  const reply = await client.call(...args);
  if (reply.status !== 200 || reply.body?.code !== 0) {
    throw new Error(`${args[0]} ${args[1]} → ${reply.status} ${JSON.stringify(reply.body)}`);
  }
  return reply.body.data;
}

export async function poll<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
