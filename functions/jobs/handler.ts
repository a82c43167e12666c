import type { ResultSigner } from '../core/files/types.js';
import { createFamilyHandler } from '../core/handler.js';
import type { WebhookQueue } from '../core/jobs/types.js';
import { defaultJobStore, defaultResultSigner, defaultWebhookQueue } from '../core/jobs/wiring.js';
import { defaultDeps } from '../core/wiring.js';
import { createJobsImplementations } from './implementations.js';

/**
 * The jobs family's Lambda: `GET /api/jobs/{id}`, the video status routes of docs/product.md#public-api and the webhook
 * redeliver call.
 */
let store: ReturnType<typeof defaultJobStore> | undefined;
let sign: ResultSigner | undefined;
let webhookQueue: WebhookQueue | undefined;

export const implementations = createJobsImplementations({
  store: () => (store ??= defaultJobStore()),
  sign: () => (sign ??= defaultResultSigner()),
  webhookQueue: () => (webhookQueue ??= defaultWebhookQueue()),
});

export const handler = createFamilyHandler('jobs', implementations, defaultDeps);
