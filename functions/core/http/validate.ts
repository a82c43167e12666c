import type { z } from 'zod';
import type { FieldError } from '../../../shared/problems.js';
import { invalidRequest } from '../errors.js';

/** Validates the merged input with the operation's schema; a failure lists every bad field with its valid values. */
export function validateInput<S extends z.ZodType>(schema: S, input: Record<string, unknown>): z.output<S> {
  // reportInput: the issues carry the value they are about, so a missing or repeated field can be named as such.
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  const errors = result.error.issues.map(toFieldError);
  const names = [...new Set(errors.map((e) => e.path || '(body)'))].join(', ');
  throw invalidRequest(`Invalid value for ${names}.`, errors);
}

/** Issue codes for a value of the wrong kind, where "missing" or "sent twice" says more than the expected type. */
const kindIssues: ReadonlySet<string> = new Set(['invalid_type', 'invalid_union', 'invalid_value']);

function toFieldError(issue: z.core.$ZodIssue): FieldError {
  const path = issue.path.map(String).join('.');
  if (kindIssues.has(issue.code) && issue.path.length > 0) {
    // zod says "Invalid input" for a missing file reference (a union), and "expected string, received array" for
    // a form field or query parameter sent twice (the body parser keeps every value).
    if (issue.input === undefined) return { path, message: 'required' };
    if (Array.isArray(issue.input)) return repeated(path);
  }
  switch (issue.code) {
    case 'invalid_value':
      return { path, message: issue.message, allowed: issue.values.filter(isListable) };
    case 'too_small':
      return { path, message: `${issue.message} (minimum ${String(issue.minimum)})` };
    case 'too_big':
      return { path, message: `${issue.message} (maximum ${String(issue.maximum)})` };
    case 'invalid_union':
      return { path, message: issue.message };
    default:
      return { path, message: issue.message };
  }
}

const isListable = (v: unknown): v is string | number => typeof v === 'string' || typeof v === 'number';

const repeated = (path: string): FieldError => ({
  path,
  message: 'several values were sent (a field sent more than once?); send one',
});
