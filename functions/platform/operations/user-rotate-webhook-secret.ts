import { userRotateWebhookSecret } from '../../../shared/operations/user.js';
import { json } from '../../core/operation.js';
import { webhookSecretBody } from '../accounts/webhook-secret.js';
import { platformImplementation } from '../deps.js';

export default platformImplementation(
  userRotateWebhookSecret,
  (deps) =>
    async (_input, { principal, now }) =>
      json(webhookSecretBody(await deps.webhookSecrets().rotate(principal.accountId, now()))),
);
