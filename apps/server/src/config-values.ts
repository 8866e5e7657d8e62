import { OPERATOR_ROLES, type OperatorRoleValue } from '@saral/contract/api/operator';

/** Small readers of configuration values, shared by config.ts and its tests. */

/** A setting that cannot work: the process refuses to start and says which and why. */
export class ConfigError extends Error {}

/** Production always asks admins and finance for a second step; the setting may add roles. */
export function twoStepRoles(
  setting: string | undefined,
  production: boolean,
): OperatorRoleValue[] {
  const roles = new Set<OperatorRoleValue>(production ? ['admin', 'finance'] : []);
  for (const name of (setting ?? '').split(',').map((item) => item.trim())) {
    if (!name) continue;
    const role = OPERATOR_ROLES.find((candidate) => candidate === name);
    if (!role) throw new Error(`OPERATOR_TWO_STEP_ROLES: unknown role "${name}"`);
    roles.add(role);
  }
  return [...roles];
}

export function required(value: string | undefined, name: string): string {
  if (!value) throw new ConfigError(`${name} is required with FILE_STORAGE=s3.`);
  return value;
}

/** A provider setting: the local default, or an HTTP vendor that needs its URL and API key. */
export function httpOrDefault<Default extends string>(
  provider: Default | 'http',
  fallback: Default,
  url: string | undefined,
  apiKey: string | undefined,
  prefix: string,
): { provider: Default } | { provider: 'http'; url: string; apiKey: string } {
  if (provider !== 'http') return { provider: fallback };
  if (!url || !apiKey) {
    throw new ConfigError(
      `${prefix}_PROVIDER=http needs ${prefix}_HTTP_URL and ${prefix}_API_KEY.`,
    );
  }
  return { provider: 'http', url, apiKey };
}
