import { z } from 'zod';
import { limits, opaqueId } from './common.js';
import { defineOperation } from './define.js';
import {
  jobOutput,
  renderStatusOutput,
  videoStatusOutput,
  videoUrlOutput,
  webhookRedeliverOutput,
} from './outputs/jobs.js';
import type { Operation } from './types.js';

/**
 * Reading jobs: the generic contract plus the video paths of docs/product.md#public-api. All free and read the same
 * store.
 */

const jobRead = {
  auth: 'api-key',
  family: 'jobs',
  credits: { kind: 'free' },
  bodyTypes: [],
  response: 'json',
  mode: 'sync',
  limits: limits.json,
  // Every read names a job, in the path or the query: an unknown one (or another account's) is a 404.
  problems: ['not_found'],
} as const;

export const jobsGet = defineOperation({
  ...jobRead,
  id: 'jobs.get',
  output: jobOutput,
  method: 'GET',
  path: '/api/jobs/{id}',
  input: z.object({ id: opaqueId().describe('The job id (job_...).') }),
  doc: {
    example: { id: 'job_8fK2mQ4xZ7pL1nB3vC9d' },
    summary: 'Job status',
    description:
      '`{jobId, status: queued|running|succeeded|failed, progress, result, error, creditsCharged, webhook}`. ' +
      '`webhook` (null without `webhookUrl`) is `{url, state: pending|delivered|failed, nextRetryAt, attempts}`, ' +
      'every attempt with its time, HTTP status (or error), duration and the next retry.',
  },
});

export const jobsRenderStatus = defineOperation({
  ...jobRead,
  id: 'jobs.render-status',
  output: renderStatusOutput,
  method: 'GET',
  path: '/api/render/{id}/status',
  input: z.object({ id: opaqueId().describe('The id returned by a video operation.') }),
  doc: {
    summary: 'Video render status',
    description: '`{id, status}`; status is `completed` when the video is ready.',
    example: { id: 'job_8fK2mQ4xZ7pL1nB3vC9d' },
  },
});

export const jobsVideoUrl = defineOperation({
  ...jobRead,
  id: 'jobs.video-url',
  output: videoUrlOutput,
  method: 'GET',
  path: '/api/videos/url',
  input: z.object({ id: opaqueId().describe('The id returned by a video operation.') }),
  doc: {
    summary: 'Rendered video URL',
    description: '`{id, url}` once the render is completed.',
    example: { id: 'job_8fK2mQ4xZ7pL1nB3vC9d' },
  },
});

export const jobsVideoStatus = defineOperation({
  ...jobRead,
  id: 'jobs.video-status',
  output: videoStatusOutput,
  method: 'GET',
  path: '/api/videos/video-status/{id}',
  input: z.object({ id: opaqueId().describe('The sessionId returned by image-to-video.') }),
  doc: {
    summary: 'Image-to-video status',
    description: '`{sessionId, status, videoUrl, videos}`.',
    example: { id: 'job_8fK2mQ4xZ7pL1nB3vC9d' },
  },
});

export const jobsWebhookRedeliver = defineOperation({
  ...jobRead,
  id: 'jobs.webhook-redeliver',
  output: webhookRedeliverOutput,
  outputStatuses: [202],
  problems: ['conflict', 'not_found'],
  method: 'POST',
  path: '/api/jobs/{id}/webhook/redeliver',
  bodyTypes: ['json'],
  input: z.object({ id: opaqueId().describe('The job id (job_...).') }),
  doc: {
    example: { id: 'job_8fK2mQ4xZ7pL1nB3vC9d' },
    summary: 'Redeliver the job webhook',
    description:
      'Sends the finished job’s webhook again, as a new delivery with the full retry schedule: attempt 1 now, with ' +
      'the same event id (`Alquimia-Webhook-Id`). Free. 202 with the delivery; 409 `conflict` while the job is ' +
      'queued or running (its webhook goes out when it finishes) or when it was accepted without `webhookUrl`.',
  },
});

export const jobsOperations: readonly Operation[] = [
  jobsGet,
  jobsRenderStatus,
  jobsVideoUrl,
  jobsVideoStatus,
  jobsWebhookRedeliver,
];
