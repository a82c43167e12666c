import type { WebhookSecret } from '../../core/jobs/webhook-secrets.js';

/** The API key page's webhook secret as the dashboard reads it (shown, created at first sight, and rotated). */
export const webhookSecretBody = (s: WebhookSecret) => ({ secret: s.secret, created_at: s.createdAt });
