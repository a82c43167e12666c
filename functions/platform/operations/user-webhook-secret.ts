import { userWebhookSecret } from '../../../shared/operations/user.js';
import { json } from '../../core/operation.js';
import { webhookSecretBody } from '../accounts/webhook-secret.js';
import { platformImplementation } from '../deps.js';

/** The account's webhook secret, created at first sight. */
export default platformImplementation(
  userWebhookSecret,
  (deps) =>
    async (_input, { principal, now }) =>
      json(webhookSecretBody(await deps.webhookSecrets().get(principal.accountId, now()))),
);
