import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serviceDefinitions } from '../../../shared/catalogue/index.js';
import { fileFieldsOf } from '../../../shared/operations/file-fields.js';
import {
  findOperation,
  matchOperation,
  operationById,
  operations,
  operationsByFamily,
} from '../../../shared/operations/index.js';
import { inputObjectSchema } from '../../../shared/operations/json-schema.js';
import { families } from '../../../shared/operations/types.js';

describe('the operation table', () => {
  it('gives every operation a unique id of the form <family-or-area>.<name>', () => {
    const ids = operations.map((op) => op.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+\.[a-z0-9-]+$/);
  });

  it('gives every operation a unique method and path under /api', () => {
    const routes = operations.map((op) => `${op.method} ${op.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const op of operations) expect(op.path).toMatch(/^\/api\/[A-Za-z0-9\-._/{}]+$/);
  });

  it('gives every operation a zod schema, a known family and a price rule', () => {
    for (const op of operations) {
      expect(op.input).toBeInstanceOf(z.ZodType);
      expect(families).toContain(op.family);
      expect(['free', 'fixed', 'per-chars', 'per-result', 'per-duration']).toContain(op.credits.kind);
      if (op.credits.kind !== 'free') expect(op.auth).toBe('api-key');
      expect(op.limits.maxBodyBytes).toBeGreaterThan(0);
      expect(op.doc.summary.length).toBeGreaterThan(0);
    }
  });

  it('counts a per-duration price from fields that exist, up to a positive maximum', () => {
    for (const op of operations) {
      const rule = op.credits;
      if (rule.kind !== 'per-duration') continue;
      expect(rule.maxSeconds, op.id).toBeGreaterThan(0);
      expect(rule.min, op.id).toBeGreaterThanOrEqual(rule.credits);
      if (rule.times !== undefined) expect(Object.keys(inputObjectSchema(op).properties), op.id).toContain(rule.times);
    }
  });

  it('declares path parameters that exist in the input schema', () => {
    for (const op of operations) {
      const props = Object.keys(inputObjectSchema(op).properties);
      for (const [, name] of op.path.matchAll(/\{(\w+)\}/g)) expect(props, `${op.id} ${name}`).toContain(name);
    }
  });

  it('finds file fields from the schema alone (fileRef fields, single or in arrays)', () => {
    const byId = new Map(operations.map((op) => [op.id, fileFieldsOf(op)]));
    expect(byId.get('pdf.merge')).toEqual([{ name: 'files', multiple: true }]);
    expect(byId.get('pdf.split')).toEqual([{ name: 'file', multiple: false }]);
    expect(byId.get('image.watermark')?.map((f) => f.name)).toEqual(['file', 'imageUrl', 'logoUrl']);
    expect(byId.get('platform.health')).toEqual([]);
  });

  it('documents examples that pass their own schema', () => {
    for (const op of operations) {
      if (op.doc.example === undefined) continue;
      const result = op.input.safeParse(op.doc.example);
      expect(result.success ? [] : result.error.issues, op.id).toEqual([]);
    }
  });

  it('sends no body on GET and DELETE and names a body type otherwise', () => {
    for (const op of operations) {
      if (op.method === 'GET' || op.method === 'DELETE') expect(op.bodyTypes, op.id).toEqual([]);
      else expect(op.bodyTypes.length, op.id).toBeGreaterThan(0);
    }
  });

  it('has every public API path of the spec and the dashboard calls', () => {
    const expected = [
      'GET /api/test',
      'GET /api/services',
      'GET /api/openapi.json',
      'GET /api/user/balance',
      'GET /api/user/profile',
      'PATCH /api/user/profile',
      'GET /api/user/api-key',
      'PATCH /api/user/api-key',
      'POST /api/user/api-key/regenerate',
      'POST /api/user/api-key/revoke',
      'GET /api/user/usage',
      'POST /api/billing/checkout',
      'POST /api/billing/portal',
      'POST /api/billing/webhook',
      'GET /api/checkout-session/{id}',
      'POST /api/image/qr-code',
      'POST /api/image/watermark',
      'POST /api/image/chart',
      'POST /api/e-image/remove-background',
      'POST /api/e-image/text-to-image',
      'POST /api/e-image/upscale',
      'POST /api/images/save',
      'GET /api/images/history',
      'POST /api/text/extract-image-text',
      'POST /api/text/extract-web-info',
      'POST /api/openai/process-script',
      'POST /api/audio/text-to-speech',
      'POST /api/audio/text-to-speech/v2',
      'POST /api/audio/youtube-transcribe',
      'POST /api/audio/speech-to-text',
      'GET /api/voice-samples/{language}',
      'POST /api/voice-samples/generate',
      'GET /api/text-to-speech/history',
      'POST /api/text-to-speech/history',
      'POST /api/videos/render-video-from-images',
      'POST /api/videos/add-subtitles-to-video',
      'POST /api/videos/add-audio-to-video',
      'POST /api/videos/merge-videos',
      'POST /api/videos/image-to-video',
      'POST /api/verify/email',
      'POST /api/verify/whatsapp',
      'GET /api/jobs/{id}',
      'GET /api/render/{id}/status',
      'GET /api/videos/url',
      'GET /api/videos/video-status/{id}',
    ];
    for (const route of expected) {
      const [method = '', path = ''] = route.split(' ');
      expect(findOperation(method, path), route).toBeDefined();
    }
  });

  it('makes every video operation an async-only job', () => {
    for (const op of operationsByFamily('video')) expect(op.mode, op.id).toBe('async-only');
  });

  it('gives operations sharing a service one card, the same everywhere', () => {
    const byId = new Map<string, unknown>();
    for (const op of operations) {
      if (!op.service) continue;
      const first = byId.get(op.service.id) ?? op.service;
      byId.set(op.service.id, first);
      expect(op.service, `${op.id} → ${op.service.id}`).toEqual(first);
    }
    expect(
      serviceDefinitions
        .filter((s) => !s.comingSoon)
        .map((s) => s.id)
        .sort(),
    ).toEqual([...byId.keys()].sort());
  });

  it('finds operations by id, family and route', () => {
    expect(operationById('image.qr-code')?.path).toBe('/api/image/qr-code');
    expect(operationById('nope.nope')).toBeUndefined();
    expect(operationsByFamily('jobs').map((op) => op.id)).toContain('jobs.get');
    expect(findOperation('get', '/api/jobs/{id}')?.id).toBe('jobs.get');
    expect(findOperation('POST', '/api/jobs/{id}')).toBeUndefined();
  });

  it('matches concrete paths with static segments before parameters', () => {
    expect(matchOperation('GET', '/api/jobs/job_123')).toEqual({
      operation: operationById('jobs.get'),
      pathParameters: { id: 'job_123' },
    });
    expect(matchOperation('POST', '/api/voice-samples/generate')?.operation.id).toBe('audio.generate-voice-sample');
    expect(matchOperation('GET', '/api/voice-samples/pt-BR')?.pathParameters).toEqual({ language: 'pt-BR' });
    expect(matchOperation('GET', '/api/render/job_1/status')?.operation.id).toBe('jobs.render-status');
    expect(matchOperation('GET', '/api/nothing')).toBeUndefined();
  });
});
