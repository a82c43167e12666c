import { z } from 'zod';
import { limits, opaqueId } from './common.js';
import { defineOperation } from './define.js';
import { jobOutput, renderStatusOutput, videoStatusOutput, videoUrlOutput } from './outputs/jobs.js';
import type { Operation } from './types.js';

/** Reading jobs: the generic contract plus the video paths the spec shows. All free and read the same store. */

const jobRead = {
  auth: 'api-key',
  family: 'jobs',
  credits: { kind: 'free' },
  bodyTypes: [],
  response: 'json',
  mode: 'sync',
  limits: limits.json,
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
    description: '`{jobId, status: queued|running|succeeded|failed, progress, result, error, creditsCharged}`.',
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

export const jobsOperations: readonly Operation[] = [jobsGet, jobsRenderStatus, jobsVideoUrl, jobsVideoStatus];
