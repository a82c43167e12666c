import { AppError } from '../../../core/errors.js';

/**
 * The two ways a provider call fails for the client. Both are refunded by the pipeline: a provider failure is a
 * 502 (its detail stays in the logs), a content-policy refusal is a 422 that names the provider's reason.
 */

export const providerError = (provider: string, cause: unknown): AppError =>
  new AppError('provider_error', `The image provider (${provider}) failed; no credits were charged.`, { cause });

export const contentRefused = (reason: string): AppError =>
  new AppError('unprocessable_input', `The image provider refused the request: ${reason}`, {
    extensions: { reason: 'content_policy', providerReason: reason },
  });
