import { z } from 'zod';
import {
  type FileKind,
  fileReferenceMessage,
  fileReferencePattern,
  isFileReference,
  markFileReference,
  url,
} from '../schemas/fields.js';
import { jsonBodyLimit, lambdaBodyLimit } from './define.js';
import type { OperationLimits } from './types.js';

/**
 * Small building blocks the family files share: limit presets, case-insensitive enums, the job fields every
 * asynchronous operation accepts. Kept here so a range or limit is written once.
 */

const mib = 1024 * 1024;

export const limits = {
  /** JSON-only calls: small bodies, no files. */
  json: { maxBodyBytes: jsonBodyLimit } satisfies OperationLimits,
  /** One image in (multipart, URL, data URL or fileId). Larger than the body limit only through `POST /api/files`. */
  image: { maxBodyBytes: lambdaBodyLimit, maxFileBytes: 20 * mib, maxFiles: 2 } satisfies OperationLimits,
  /** One audio file in. */
  audio: { maxBodyBytes: lambdaBodyLimit, maxFileBytes: 25 * mib, maxFiles: 1 } satisfies OperationLimits,
  /** Video jobs fetch their inputs by URL; the body only carries the list. */
  video: { maxBodyBytes: jsonBodyLimit, maxFileBytes: 200 * mib, maxFiles: 50 } satisfies OperationLimits,
} as const;

/** What every dashboard call shares: session auth (`user`), the platform Lambda, free, JSON in and out, sync. */
export const dashboardCall = {
  auth: 'user',
  family: 'platform',
  credits: { kind: 'free' },
  response: 'json',
  mode: 'sync',
  limits: limits.json,
} as const;

/**
 * A public form of the site answered by the platform Lambda (the newsletter, password recovery): no session, never
 * charged, a small JSON body.
 */
export const publicFormCall = {
  auth: 'public',
  family: 'platform',
  credits: { kind: 'free' },
  response: 'json',
  mode: 'sync',
  limits: { maxBodyBytes: 4096 },
  bodyTypes: ['json'],
} as const;

/**
 * The token a mailed link carries (functions/platform/mailed-links.ts): the address's id, 32 hex digits, a dot, and
 * a 32-byte secret in base64url.
 */
export const mailedLinkTokenPattern = /^[a-f0-9]{32}\.[A-Za-z0-9_-]{43}$/;

/** A string enum that also accepts other letter cases (`png`, `Png` → `PNG`), since clients send both. */
export const upperEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.enum(values));

/** Same for lower-case enums (`MP4` → `mp4`). */
export const lowerEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(values));

/** An integer (or its string form) within [min, max] that is a multiple of `step` (image sizes). */
export const intStep = (min: number, max: number, step: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v),
    z.number().int().min(min).max(max).multipleOf(step),
  );

/** One of a few integers (or their string forms), e.g. upscale factors 2, 3, 4. */
export const intChoice = <const T extends readonly [number, ...number[]]>(values: T) =>
  z.preprocess((v) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v), z.literal(values));

/**
 * A file named inside a JSON body (video lists, nested fields): an http(s) URL, a base64 data URL or a `file_` id.
 * Top-level file fields use fileRef() so multipart parts work too.
 */
export const remoteFile = (kind: FileKind) =>
  markFileReference(
    z
      .string()
      .min(1)
      // The pattern is the grammar of isFileReference, so the OpenAPI document states it; the refine stays the truth.
      .regex(new RegExp(fileReferencePattern), fileReferenceMessage)
      .refine(isFileReference, fileReferenceMessage),
    kind,
  );

/** Fields every async-capable operation accepts: where to POST the signed job result. */
export const jobFields = {
  webhookUrl: url().optional().describe('Receives a signed POST (HMAC-SHA256) when the job succeeds or fails.'),
};

/** An opaque id in a path or query (jobs, sessions). Bounded so it can be used as a key safely. */
export const opaqueId = () => z.string().regex(/^[A-Za-z0-9_.:-]{1,200}$/, 'expected an id');

export const videoFormats = ['mp4', 'mov', 'webm'] as const;
export const imageFormats = ['PNG', 'JPG', 'WEBP'] as const;

/** An output image format from `imageFormats`, in any letter case; `JPEG`, JPG's other name, is JPG. */
export const imageFormat = () =>
  z.preprocess((v) => {
    const upper = typeof v === 'string' ? v.trim().toUpperCase() : v;
    return upper === 'JPEG' ? 'JPG' : upper;
  }, z.enum(imageFormats));
