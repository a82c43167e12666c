import type { z } from 'zod';
import { inlineBodyLimit } from '../edge.js';
import type { AuthKind, Operation } from './types.js';

/**
 * Keeps the precise input schema and auth kind, so `implement(entry, fn)` types `fn`'s input as the entry's
 * validated input and its principal by the entry's auth kind.
 */
export const defineOperation = <S extends z.ZodType, A extends AuthKind>(
  op: Operation & { readonly input: S; readonly auth: A },
): Operation & { readonly input: S; readonly auth: A } => op;

/** Input type of an operation defined with defineOperation. */
export type InputOf<O extends { readonly input: z.ZodType }> = z.output<O['input']>;

/** Default body limit for JSON-only operations: 1 MiB. */
export const jsonBodyLimit = 1024 * 1024;
/**
 * Largest body a file operation takes inline: the edge's `inlineBodyLimit` (about 4 MiB; API Gateway base64-encodes
 * bodies into Lambda's 6 MB request). Larger inputs go through `POST /api/files`.
 */
export const lambdaBodyLimit = inlineBodyLimit;
/** Largest file result returned inline (base64 in the Lambda response); larger ones are answered as a presigned URL. */
export const inlineResultLimit = 4 * 1024 * 1024;
