import type { FastifyInstance } from 'fastify';
import { OPERATOR_TOKEN_HEADER } from '@saral/contract/api/operator';
import { OPERATOR_API_BASE } from '@saral/contract/calls';

export type OpsMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type OpsReply = {
  status: number;
  body: { code: number; msg: string; data: unknown };
};

/** One call to the operator API, as the console makes it. */
export async function opsCall(
  app: FastifyInstance,
  method: OpsMethod,
  path: string,
  options: { token?: string; payload?: object; ip?: string } = {},
): Promise<OpsReply> {
  const response = await app.inject({
    method,
    url: `${OPERATOR_API_BASE}${path}`,
    headers: options.token ? { [OPERATOR_TOKEN_HEADER]: options.token } : {},
    remoteAddress: options.ip ?? '10.20.0.1',
    ...(options.payload ? { payload: options.payload } : {}),
  });
  return { status: response.statusCode, body: response.json() as OpsReply['body'] };
}

/** Signs an operator in; returns the session token. */
export async function opsLogin(
  app: FastifyInstance,
  username: string,
  password: string,
  ip?: string,
): Promise<string> {
  const reply = await opsCall(app, 'POST', '/login', {
    payload: { username, password },
    ...(ip ? { ip } : {}),
  });
  if (reply.body.code !== 0)
    throw new Error(`operator login failed: ${JSON.stringify(reply.body)}`);
  return (reply.body.data as { token: string }).token;
}

/**
 * Decision rules changed the only way there is: `admin.demo` proposes the product's rules with
 * `change`, the second demo admin (`admin`) approves. Returns the approved version's rules.
 */
export async function approveDecisionRules(
  app: FastifyInstance,
  productId: number,
  change: object,
): Promise<{ version: number; value: Record<string, unknown> }> {
  const proposer = await opsLogin(app, 'admin.demo', 'saral-admin-demo');
  const approver = await opsLogin(app, 'admin', 'saral-admin-dev');
  const base = `/products/${productId}/decision-rules/versions`;
  const versions = (await opsCall(app, 'GET', base, { token: proposer })).body.data as {
    version: number;
    status: string;
    value: object;
  }[];
  const current = versions.find((version) => version.status === 'approved');
  if (!current) throw new Error(`no approved rules for product ${productId}`);
  const proposed = await opsCall(app, 'POST', base, {
    token: proposer,
    payload: {
      value: { ...current.value, ...change },
      reason: 'Test set-up',
      baseVersion: current.version,
    },
  });
  if (proposed.body.code !== 0)
    throw new Error(`proposal failed: ${JSON.stringify(proposed.body)}`);
  const { version } = proposed.body.data as { version: number };
  const approved = await opsCall(app, 'POST', `${base}/${version}/approve`, { token: approver });
  if (approved.body.code !== 0)
    throw new Error(`approval failed: ${JSON.stringify(approved.body)}`);
  return approved.body.data as { version: number; value: Record<string, unknown> };
}
