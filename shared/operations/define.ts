import type { z } from 'zod';
import type { Operation } from './types.js';

/** Keeps the precise input schema type so implementations can type their input as `z.output<typeof op.input>`. */
export const defineOperation = <S extends z.ZodType>(
  op: Operation & { readonly input: S },
): Operation & { readonly input: S } => op;

/** Input type of an operation defined with defineOperation. */
export type InputOf<O extends { readonly input: z.ZodType }> = z.output<O['input']>;

/** Default body limit for JSON-only operations: 1 MiB. */
export const jsonBodyLimit = 1024 * 1024;
/** API Gateway + Lambda synchronous payload limit (6 MB); larger inputs go through `POST /api/files`. */
export const lambdaBodyLimit = 6 * 1024 * 1024;
/** Largest file result returned inline (base64 in the Lambda response); larger ones are answered as a presigned URL. */
export const inlineResultLimit = 4 * 1024 * 1024;
