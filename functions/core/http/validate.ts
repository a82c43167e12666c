import type { z } from 'zod';
import type { FieldError } from '../../../shared/problems.js';
import { invalidRequest } from '../errors.js';

/** Validates the merged input with the operation's schema; a failure lists every bad field with its valid values. */
export function validateInput<S extends z.ZodType>(schema: S, input: Record<string, unknown>): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = result.error.issues.map(toFieldError);
  const names = [...new Set(errors.map((e) => e.path || '(body)'))].join(', ');
  throw invalidRequest(`Invalid value for ${names}.`, errors);
}

function toFieldError(issue: z.core.$ZodIssue): FieldError {
  const path = issue.path.map(String).join('.');
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
