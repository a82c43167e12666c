import { userRotateWebhookSecret, userWebhookSecret } from '../../../shared/operations/user.js';
import { type Implementation, implement } from '../../core/implement.js';
import type { WebhookSecret, WebhookSecretStore } from '../../core/jobs/webhook-secrets.js';
import { json } from '../../core/operation.js';

const body = (s: WebhookSecret) => ({ secret: s.secret, created_at: s.createdAt });

/** The API key page's webhook secret: shown (created at first sight) and rotated, for the caller's account only. */
export function webhookSecretImplementations(secrets: () => WebhookSecretStore): readonly Implementation[] {
  return [
    implement(userWebhookSecret, async (_input, { principal, now }) =>
      json(body(await secrets().get(principal.accountId, now()))),
    ),
    implement(userRotateWebhookSecret, async (_input, { principal, now }) =>
      json(body(await secrets().rotate(principal.accountId, now()))),
    ),
  ];
}
