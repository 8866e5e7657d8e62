import type { FormInstance, FormRule as Rule } from 'antd';
import type { z } from 'zod';

/** An antd field rule from a contract schema: the field's own message, as the server says it. */
export const contractRule = (schema: z.ZodType): Rule => ({
  validator: async (_rule, value: unknown) => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Not valid');
  },
});

/**
 * Checks a whole value against a contract schema (rules between fields included) and puts each
 * issue on the field its path names, under `prefix`. True when the value is valid.
 */
export function checkWithContract(
  form: FormInstance,
  schema: z.ZodType,
  value: unknown,
  prefix: (string | number)[] = [],
): boolean {
  const parsed = schema.safeParse(value);
  if (parsed.success) return true;
  const byField = new Map<string, { name: (string | number)[]; errors: string[] }>();
  for (const issue of parsed.error.issues) {
    const name = [...prefix, ...issue.path.filter((part) => typeof part !== 'symbol')] as (
      string | number
    )[];
    const key = JSON.stringify(name);
    const entry = byField.get(key) ?? { name, errors: [] };
    entry.errors.push(issue.message);
    byField.set(key, entry);
  }
  form.setFields([...byField.values()]);
  return false;
}
