// The real server serving a web build on a throw-away PGlite database, and signing in through its
// sandbox SMS outbox: shared by `npm run bench` and `npm run bench:lighthouse-ab`.
import { apiJson, startServerProcess } from './bench-server.mjs';

/** The server on a throw-away PGlite database (never the developer's), serving `webDistDir`. */
export function startWebBenchServer({ webDistDir, label = 'bench' }) {
  return startServerProcess({
    label: `${label}-data`,
    env: {
      // A DATABASE_URL from the developer's shell would point the bench at a real database.
      DATABASE_URL: undefined,
      // The bench signs in through the sandbox SMS outbox, which exists only outside production…
      SMS_PROVIDER: 'sandbox',
      // …so switch off the one development-only cost on the hot path, as production does.
      RESPONSE_VALIDATION: 'off',
      WEB_DIST_DIR: webDistDir,
    },
  });
}

/** Signs in like the app: send code, read it from the dev SMS outbox, log in. */
export async function signIn(baseUrl, phone) {
  await apiJson(`${baseUrl}/api1/sms/v1/sendCode?phone=${phone}`);
  const outbox = await apiJson(`${baseUrl}/dev/sms-outbox?phone=${phone}`);
  const body = outbox.data?.[0]?.body ?? '';
  const code = body.match(/\b(\d{4})\b/)?.[1];
  if (!code) throw new Error(`no 4-digit code in the sandbox SMS: ${JSON.stringify(body)}`);
  const login = await apiJson(`${baseUrl}/api1/user/v1/login`, {
    method: 'POST',
    body: { phone, code },
  });
  const token = login.data?.token;
  if (!token) throw new Error('login answered without a token');
  return { phone, token };
}
