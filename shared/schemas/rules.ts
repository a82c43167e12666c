import type { z } from 'zod';

/**
 * Rules between the fields of an input, declared once: checked by the schema (a 400 naming the field) and stated
 * in its JSON Schema (`allOf` of `if`/`then` and `oneOf` clauses), so the OpenAPI document, generated clients and
 * the playground cannot build a request the server refuses (see shared/operations/json-schema.ts).
 */
export type InputRule =
  /** `field` is required when `when.field` equals `when.equals`. */
  | {
      readonly kind: 'required-when';
      readonly field: string;
      readonly when: { readonly field: string; readonly equals: string };
    }
  /** Exactly one of `fields` is sent. */
  | { readonly kind: 'exactly-one'; readonly fields: readonly [string, string, ...string[]] }
  /** When `by` is sent, `field` is one of `allowed[by]` (a voice of the chosen language); `by` is one of its keys. */
  | {
      readonly kind: 'one-of-by';
      readonly field: string;
      readonly by: string;
      readonly allowed: Readonly<Record<string, readonly [string, ...string[]]>>;
    };

type JsonSchema = { [key: string]: unknown };

const rulesByDefinition = new WeakMap<object, readonly InputRule[]>();

const present = (value: Record<string, unknown>, field: string): boolean => value[field] !== undefined;

/** The message of a broken rule and the field it names. */
function broken(
  rule: InputRule,
  value: Readonly<Record<string, unknown>>,
): { path: string; message: string } | undefined {
  switch (rule.kind) {
    case 'required-when':
      return value[rule.when.field] === rule.when.equals && !present(value, rule.field)
        ? { path: rule.field, message: `${rule.field} is required when ${rule.when.field} is ${rule.when.equals}` }
        : undefined;
    case 'exactly-one': {
      const sent = rule.fields.filter((f) => present(value, f));
      if (sent.length === 1) return undefined;
      const names = rule.fields.join(' or ');
      return sent.length === 0
        ? { path: rule.fields[0], message: `send ${names}` }
        : { path: sent[1] ?? rule.fields[1], message: `send ${names}, not both` };
    }
    case 'one-of-by': {
      const key = value[rule.by];
      if (typeof key !== 'string') return undefined;
      const allowed = rule.allowed[key];
      if (allowed === undefined) {
        return { path: rule.by, message: `${rule.by} must be one of ${Object.keys(rule.allowed).join(', ')}` };
      }
      const chosen = value[rule.field];
      return typeof chosen === 'string' && allowed.includes(chosen)
        ? undefined
        : {
            path: rule.field,
            message: `${String(chosen)} is not a ${rule.field} for ${key}; use one of ${allowed.join(', ')}`,
          };
    }
  }
}

/** The rules a value breaks, each with the field it names. */
const ruleIssues = (
  rules: readonly InputRule[],
  value: Readonly<Record<string, unknown>>,
): { path: string; message: string }[] =>
  rules.flatMap((rule) => {
    const issue = broken(rule, value);
    return issue ? [issue] : [];
  });

/** `schema` with `rules` checked after its fields, and remembered for its JSON Schema. */
export function withRules<T extends z.ZodObject>(schema: T, rules: readonly InputRule[]) {
  const refined = schema.superRefine((value, ctx) => {
    for (const issue of ruleIssues(rules, value as Record<string, unknown>)) {
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
  });
  rulesByDefinition.set(refined._zod.def, rules);
  return refined;
}

/** The rules declared on an operation's input (through its outer wrappers). */
export function rulesOf(schema: z.ZodType): readonly InputRule[] {
  let current: z.ZodType | undefined = schema;
  for (let depth = 0; current && depth < 8; depth++) {
    const rules = rulesByDefinition.get(current._zod.def);
    if (rules) return rules;
    const def = current._zod.def as { innerType?: z.ZodType; in?: z.ZodType };
    current = def.innerType ?? def.in;
  }
  return [];
}

/** A clause requiring `field` (named in `properties` too, as linters of OpenAPI documents expect). */
const requires = (field: string): JsonSchema => ({ properties: { [field]: {} }, required: [field] });

/** A rule as JSON Schema 2020-12. */
export function ruleJsonSchema(rule: InputRule): JsonSchema {
  switch (rule.kind) {
    case 'required-when':
      return {
        if: { properties: { [rule.when.field]: { const: rule.when.equals } }, required: [rule.when.field] },
        // biome-ignore lint/suspicious/noThenProperty: `then` is the JSON Schema keyword.
        then: requires(rule.field),
      };
    case 'exactly-one':
      return { oneOf: rule.fields.map(requires) };
    case 'one-of-by':
      // One alternative per value of `by` (a union in generated client types), and one without `by`.
      return {
        oneOf: [
          ...Object.entries(rule.allowed).map(([key, values]) => ({
            type: 'object',
            properties: { [rule.by]: { const: key }, [rule.field]: { enum: values } },
            required: [rule.by],
          })),
          { type: 'object', properties: { [rule.by]: false } },
        ],
      };
  }
}

/** The fields a rule speaks of. */
export function ruleFields(rule: InputRule): readonly string[] {
  switch (rule.kind) {
    case 'required-when':
      return [rule.field, rule.when.field];
    case 'exactly-one':
      return rule.fields;
    case 'one-of-by':
      return [rule.field, rule.by];
  }
}
