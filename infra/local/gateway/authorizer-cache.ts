import type { APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { presentedKey } from '../../../functions/platform/accounts/authorize.js';
import { authorizerCacheSeconds } from '../../../shared/edge.js';
import {
  type AuthOutcome,
  type AuthorizerAnswer,
  type AuthorizerFunction,
  invokeApiKeyAuthorizer,
  outcomeOfAnswer,
} from './auth.js';

/**
 * API Gateway's authorizer result cache, as the api-key authorizer is configured on AWS (infra/aws/stacks/
 * api-stack.ts: `resultsCacheTtl` of `authorizerCacheSeconds`, keyed by the canonical key header). The answer for
 * a key (its policy, or a refusal) is reused for every call with that key until the TTL ends, and a cached policy
 * is evaluated again against each call's method ARN, as API Gateway does. So a key revoked on the dashboard keeps
 * working locally for the same window it does on AWS (docs/keys.md#when-a-revocation-takes-effect), while the pipeline's own
 * checks (an expiry inside that window) still run on every call.
 *
 * The cache key is the key as presented in any accepted form: on AWS, CloudFront copies each form into the one
 * header API Gateway keys by (infra/aws/api/key-header-function.ts). A call with no key is not cached, and an
 * authorizer failure (not a refusal) is never cached.
 */

export interface AuthorizerCacheOptions {
  /** How long an answer is reused; 0 turns the cache off. Defaults to the AWS stack's TTL. */
  readonly ttlMs?: number;
  /** Milliseconds since the epoch; tests pass their own clock. */
  readonly now?: () => number;
}

export const defaultAuthorizerCacheMs = authorizerCacheSeconds * 1000;

/** Past this many entries, expired ones are dropped as new ones arrive (a flood of random keys stays bounded). */
const sweepAbove = 10_000;

export interface AuthorizerCache {
  authorize(
    authorizer: AuthorizerFunction,
    event: APIGatewayRequestAuthorizerEvent,
    context: unknown,
  ): Promise<AuthOutcome>;
}

export function createAuthorizerCache(options: AuthorizerCacheOptions = {}): AuthorizerCache {
  const ttlMs = options.ttlMs ?? defaultAuthorizerCacheMs;
  const now = options.now ?? Date.now;
  const answers = new Map<string, { readonly answer: AuthorizerAnswer; readonly until: number }>();

  return {
    async authorize(authorizer, event, context) {
      const key = ttlMs > 0 ? presentedKey(event.headers) : undefined;
      const cached = key === undefined ? undefined : answers.get(key);
      if (cached && cached.until > now()) return outcomeOfAnswer(cached.answer, event.methodArn);

      const answer = await invokeApiKeyAuthorizer(authorizer, event, context);
      if (key !== undefined && answer.kind !== 'error') {
        answers.set(key, { answer, until: now() + ttlMs });
        if (answers.size > sweepAbove) {
          const at = now();
          for (const [k, v] of answers) if (v.until <= at) answers.delete(k);
        }
      }
      return outcomeOfAnswer(answer, event.methodArn);
    },
  };
}
