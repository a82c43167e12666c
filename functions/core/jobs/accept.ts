import { newId } from '../../../shared/ids.js';
import { fileFieldsOf } from '../../../shared/operations/file-fields.js';
import type { Operation } from '../../../shared/operations/types.js';
import type { UploadedFile } from '../../../shared/schemas/fields.js';
import { fromDataUrl } from '../files/resolve.js';
import { toAppError } from '../http/problem.js';
import type { Debit } from '../metering/types.js';
import { addressPolicy } from '../net/connector.js';
import type { TrustedUrls } from '../net/trusted.js';
import { type ApiKeyPrincipal, type JsonResult, json } from '../operation.js';
import { apiBaseUrlOf, type OriginEvent } from './api-base.js';
import type { JobFiles } from './files.js';
import { checkInputUrls } from './input-urls.js';
import { problemOf } from './problem.js';
import type { JobQueue, JobStore } from './types.js';
import { statusUrlOf } from './view.js';
import { checkWebhookUrl, type WebhookTargetPolicy } from './webhooks.js';

/** Inputs larger than this (JSON characters) go to the files bucket: a table item holds at most 400 KB. */
const maxInlineInputChars = 300_000;
const defaultMaxFileBytes = 6 * 1024 * 1024;

export interface JobAcceptDeps {
  readonly store: JobStore;
  readonly queue: JobQueue;
  readonly files: JobFiles;
  /**
   * Test-only relaxations of the accept-time URL checks (loopback receivers and a loopback resolver); production
   * resolves with the system resolver and allows public addresses only.
   */
  readonly webhookPolicy?: WebhookTargetPolicy;
  /** The platform's own result links (files/own-results.ts), which an input URL may name wherever they live. */
  readonly ownResults?: TrustedUrls;
  /** The configured public origin (a custom domain), which wins over the one the request reached (api-base.ts). */
  readonly publicBaseUrl?: string;
}

export interface AcceptRequest {
  readonly operation: Operation;
  readonly principal: ApiKeyPrincipal;
  /** The validated input, file fields still unresolved (parts, URLs, data URLs, `file_` ids). */
  readonly input: unknown;
  readonly requestId: string;
  /** What the call was priced at, and the debit the pipeline took for it (absent when free). */
  readonly credits: number;
  readonly debit?: Debit;
  readonly now: Date;
  /**
   * The request's event, for where it reached the API (`https://host[/stage]`, see api-base.ts): the status URL
   * and `Location` are absolute under it, so a client can fetch them as given. Relative when it is unknown.
   */
  readonly origin?: OriginEvent;
}

/**
 * Whether this call runs as a job: always for async-only operations; for async-allowed ones when the client sent
 * `Prefer: respond-async` (RFC 7240). Sync operations never.
 */
export function runsAsJob(operation: Operation, headers: Readonly<Record<string, string>>): boolean {
  if (operation.mode === 'async-only') return true;
  if (operation.mode !== 'async-allowed') return false;
  const prefer = headers.prefer ?? '';
  return prefer.split(',').some((p) => p.split(';')[0]?.trim().toLowerCase() === 'respond-async');
}

/**
 * What a job's input must pass before it is accepted, and what a dry run of it checks: `webhookUrl` (https, no
 * credentials, public host) and every URL nested in the input (public hosts only). 400 naming the field.
 * The policy's loopback allowance (the local platform's JOBS_WEBHOOK_ALLOW_ADDRESSES) is for webhook receivers
 * only: the worker fetches input files with production's rules, so an input URL gets them here too, and a
 * loopback image URL is the same 400 at accept as anywhere else instead of a 202 and a job that fails later.
 */
export async function checkJobInput(
  input: unknown,
  policy?: WebhookTargetPolicy,
  ownResults?: TrustedUrls,
): Promise<void> {
  const fields = isRecord(input) ? input : {};
  if (typeof fields.webhookUrl === 'string') await checkWebhookUrl(fields.webhookUrl, policy);
  const inputPolicy = addressPolicy({
    ...(policy?.resolve ? { resolve: policy.resolve } : {}),
    ...(ownResults ? { trusted: ownResults } : {}),
  });
  await checkInputUrls(fields, inputPolicy, new Set(['webhookUrl']));
}

/**
 * Accepts a charged call as a job: checks `webhookUrl` (SSRF rules, 400 otherwise), stores inline files as `file_`
 * uploads so the message is replayable, writes the queued record, enqueues its address and answers 202
 * `{jobId, id, status, statusUrl}` with `Location`. Throws on failure so the pipeline refunds the debit; a record
 * already written is marked failed, so no worker ever runs it.
 */
export async function acceptJob(deps: JobAcceptDeps, request: AcceptRequest): Promise<JsonResult> {
  const { operation, principal, now } = request;
  const fields = isRecord(request.input) ? { ...request.input } : {};
  await checkJobInput(fields, deps.webhookPolicy, deps.ownResults);
  const webhookUrl = typeof fields.webhookUrl === 'string' ? fields.webhookUrl : undefined;
  const persisted = await persistFiles(deps.files, operation, principal.accountId, fields);
  const jobId = newId('job');
  const address = { accountId: principal.accountId, jobId };
  const inputJson = JSON.stringify(persisted);
  const inline = inputJson.length <= maxInlineInputChars;
  const inputKey = inline ? undefined : await deps.files.putInput(principal.accountId, jobId, inputJson);
  await deps.store.create({
    jobId,
    accountId: principal.accountId,
    keyId: principal.keyId,
    plan: principal.plan,
    operationId: operation.id,
    ...(inline ? { input: inputJson } : { inputKey }),
    ...(webhookUrl === undefined ? {} : { webhookUrl }),
    creditsCharged: request.debit ? request.credits : 0,
    ...(request.debit ? { debit: request.debit } : {}),
    requestId: request.requestId,
    now,
  });
  try {
    await deps.queue.send(address);
  } catch (error) {
    await deps.store.fail(address, undefined, problemOf(toAppError(error), request.requestId), now);
    throw error;
  }
  const statusUrl = statusUrlOf(
    jobId,
    request.origin ? apiBaseUrlOf(request.origin, deps.publicBaseUrl) : deps.publicBaseUrl,
  );
  const body = {
    jobId,
    id: jobId,
    // Image-to-video answers a sessionId (docs/product.md#public-api); every job id works with every status route.
    ...(operation.id === 'video.image-to-video' ? { sessionId: jobId } : {}),
    status: 'queued' as const,
    statusUrl,
  };
  const headers: Record<string, string> = { Location: statusUrl };
  if (operation.mode === 'async-allowed') headers['Preference-Applied'] = 'respond-async';
  return json(body, 202, headers);
}

/** Top-level file fields: multipart parts and data URLs → `file_` ids; URLs and ids stay as they are. */
async function persistFiles(
  files: JobFiles,
  operation: Operation,
  accountId: string,
  fields: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const maxBytes = operation.limits.maxFileBytes ?? operation.limits.maxBodyBytes ?? defaultMaxFileBytes;
  const one = async (value: unknown, field: string): Promise<unknown> => {
    const file = inlineFile(value, field, maxBytes);
    return file ? files.saveUpload(accountId, file) : value;
  };
  for (const { name } of fileFieldsOf(operation)) {
    const value = fields[name];
    if (value === undefined) continue;
    fields[name] = Array.isArray(value)
      ? await Promise.all(value.map((v: unknown, i) => one(v, `${name}[${i}]`)))
      : await one(value, name);
  }
  return fields;
}

function inlineFile(value: unknown, field: string, maxBytes: number): UploadedFile | undefined {
  if (typeof value === 'string') return /^data:/i.test(value) ? fromDataUrl(value, field, maxBytes) : undefined;
  if (isRecord(value) && value.bytes instanceof Uint8Array) {
    return {
      kind: 'upload',
      filename: typeof value.filename === 'string' ? value.filename : '',
      contentType: typeof value.contentType === 'string' ? value.contentType : '',
      bytes: new Uint8Array(value.bytes),
    };
  }
  return undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
