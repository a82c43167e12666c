import createClient from 'openapi-fetch';
import type { paths } from './openapi.js';

/**
 * A customer's client, written the way openapi-fetch's documentation shows, against types that openapi-typescript
 * generated from our published OpenAPI document (`openapi.ts` beside this file exists only in the test's scratch
 * folder: test/integration/generated-client.test.ts writes it, typechecks this file against it, then runs it).
 * No casts and no `any`: if the document stops describing a request or an answer, this file stops compiling.
 */

export interface Connection {
  readonly baseUrl: string;
  readonly apiKey: string;
}

export type Api = ReturnType<typeof connect>;

export const connect = ({ baseUrl, apiKey }: Connection) =>
  createClient<paths>({ baseUrl, headers: { 'api-token': apiKey } });

/** A multipart body as a form: file parts as files, everything else as text. */
function asForm(body: Readonly<Record<string, unknown>> | undefined): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item instanceof Blob) form.append(name, item, item instanceof File ? item.name : name);
      else if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean')
        form.append(name, String(item));
    }
  }
  return form;
}

/** A problem answer as an Error that names its status and detail. */
function failed(response: Response, error: unknown): Error {
  const detail = typeof error === 'object' && error !== null && 'detail' in error ? String(error.detail) : '';
  return new Error(`HTTP ${response.status} ${detail}`.trim());
}

/** A JSON operation: a PDF's text, sent as a data URL in a JSON body. */
export async function extractText(api: Api, pdf: Uint8Array): Promise<{ pageCount: number; text: string }> {
  const { data, error, response } = await api.POST('/api/pdf/extract-text', {
    body: { file: `data:application/pdf;base64,${Buffer.from(pdf).toString('base64')}` },
  });
  if (error !== undefined) throw failed(response, error);
  if ('dryRun' in data) throw new Error('a dry run was not asked for');
  return { pageCount: data.pageCount, text: data.text };
}

type WatermarkForm = paths['/api/image/watermark']['post']['requestBody']['content']['multipart/form-data'];

/**
 * A multipart file operation: an image uploaded as a part, the marked image answered as bytes. The body is declared
 * with its generated type first: inline, TypeScript widens `'text'` to `string` while inferring the call's options
 * and then loses `parseAs` (openapi-fetch 0.17), so `data` would not be a Blob.
 */
export async function watermark(api: Api, image: Blob, text: string): Promise<Blob> {
  const body: WatermarkForm = {
    file: image,
    watermarkType: 'text',
    watermarkContent: text,
    position: 'bottom-right',
    opacity: 1,
  };
  const { data, error, response } = await api.POST('/api/image/watermark', {
    body,
    bodySerializer: asForm,
    parseAs: 'blob',
  });
  if (error !== undefined) throw failed(response, error);
  return data;
}

export type Job = paths['/api/jobs/{id}']['get']['responses'][200]['content']['application/json'];

/** A job: upscale asked with `Prefer: respond-async` (202), then its status read until it ends. */
export async function upscaleAsJob(api: Api, image: Uint8Array, factor: 2 | 3 | 4): Promise<Job> {
  const accepted = await api.POST('/api/e-image/upscale', {
    params: { header: { Prefer: 'respond-async' } },
    body: { image: `data:image/png;base64,${Buffer.from(image).toString('base64')}`, upscaleFactor: factor },
  });
  if (accepted.error !== undefined) throw failed(accepted.response, accepted.error);
  const started = accepted.data;
  if (typeof started !== 'object' || !('jobId' in started)) throw new Error('expected a job (202)');
  for (;;) {
    const { data, error, response } = await api.GET('/api/jobs/{id}', { params: { path: { id: started.jobId } } });
    if (error !== undefined) throw failed(response, error);
    if (data.status === 'succeeded' || data.status === 'failed') return data;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
