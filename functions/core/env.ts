import { z } from 'zod';

/**
 * Environment parsing shared by every configuration schema: a comma-separated list, and the one way a schema's
 * failure is reported (each bad variable named with its problem, never its value: some are secrets).
 */

/** A comma-separated list: items trimmed, empty items dropped; unset or empty gives []. */
export const commaList = () =>
  z
    .string()
    .optional()
    .transform((list) =>
      (list ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item.length > 0),
    );

/** Parses `env` with `schema`, or throws naming every bad variable: `Invalid ${what}: NAME: problem; …`. */
export function parseEnv<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined>,
  what: string,
): z.infer<S> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const fields = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid ${what}: ${fields}`);
  }
  return result.data;
}
