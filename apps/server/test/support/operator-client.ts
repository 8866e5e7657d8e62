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
