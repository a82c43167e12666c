import { describe, expect, it } from 'vitest';
import type { ResultStore } from '../../../functions/core/files/types.js';
import { filenameOf, toolResult } from '../../../functions/mcp/results.js';
import { jobsGet } from '../../../shared/operations/jobs.js';
import { pdfExtractText, pdfMerge } from '../../../shared/operations/pdf.js';
import { videoMerge } from '../../../shared/operations/video.js';

/** Operation answers as tool results: JSON, files (embedded or linked) and problems. */

const now = () => new Date('2026-11-23T12:00:00Z');
const stored: string[] = [];
const storeResult: ResultStore = async (result, at) => {
  stored.push(result.filename);
  return {
    url: `https://files.example/results/res_1/${encodeURIComponent(result.filename)}?X-Amz-Signature=abc`,
    expiresAt: new Date(at.getTime() + 86_400_000).toISOString(),
    size: result.bytes.length,
    contentType: result.contentType,
  };
};
const deps = { storeResult, now, inlineFileLimit: 1024 };
const accounting = { 'X-Request-Id': 'req_1', 'X-Credits-Charged': '1', 'X-Credits-Remaining': '19' };

const fileAnswer = (bytes: Buffer, filename = 'merged.pdf') => ({
  statusCode: 200,
  headers: {
    ...accounting,
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
  },
  body: bytes.toString('base64'),
  isBase64Encoded: true,
});

describe('tool results', () => {
  it('embeds a small file as a base64 resource and says what it cost', async () => {
    const bytes = Buffer.from('%PDF-1.7 small');
    const result = await toolResult(pdfMerge, fileAnswer(bytes), deps);
    expect(result.isError).toBeUndefined();
    expect(result.content[1]).toEqual({
      type: 'resource',
      resource: {
        uri: 'alquimia://results/req_1/merged.pdf',
        mimeType: 'application/pdf',
        blob: bytes.toString('base64'),
      },
    });
    expect(result.content[0]).toMatchObject({
      type: 'text',
      text: expect.stringContaining('Credits charged: 1. Balance: 19.'),
    });
    expect(result._meta).toEqual({
      'alquimia/requestId': 'req_1',
      'alquimia/creditsCharged': 1,
      'alquimia/creditsRemaining': 19,
    });
  });

  it('answers a link for a file over the inline limit, stored like output=url', async () => {
    const result = await toolResult(pdfMerge, fileAnswer(Buffer.alloc(4096, 1), 'relatório.pdf'), deps);
    expect(stored).toContain('relatório.pdf');
    expect(result.content[1]).toMatchObject({
      type: 'resource_link',
      name: 'relatório.pdf',
      mimeType: 'application/pdf',
      size: 4096,
      uri: expect.stringMatching(/^https:\/\/files\.example\/results\//),
    });
    expect(result.structuredContent).toMatchObject({ filename: 'relatório.pdf', size: 4096 });
  });

  it('embeds the paid-for file anyway when storing it fails', async () => {
    const failing: ResultStore = async () => {
      throw new Error('S3 down');
    };
    const result = await toolResult(pdfMerge, fileAnswer(Buffer.alloc(2048, 2)), { ...deps, storeResult: failing });
    expect(result.content[1]).toMatchObject({ type: 'resource', resource: { mimeType: 'application/pdf' } });
  });

  it("passes the pipeline's own link (output=url) through as a resource link", async () => {
    const body = {
      url: 'https://files.example/results/res_9/merged.pdf?sig=1',
      expiresAt: '2026-11-24T12:00:00.000Z',
      size: 10,
      contentType: 'application/pdf',
    };
    const result = await toolResult(
      pdfMerge,
      { statusCode: 200, headers: { ...accounting, 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
      deps,
    );
    expect(result.content[1]).toMatchObject({ type: 'resource_link', uri: body.url, name: 'merged.pdf' });
  });

  it('answers JSON as text and structured content', async () => {
    const body = { pageCount: 1, text: 'Olá', pages: [{ page: 1, text: 'Olá' }] };
    const result = await toolResult(
      pdfExtractText,
      {
        statusCode: 200,
        headers: { ...accounting, 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify(body),
      },
      deps,
    );
    expect(result.structuredContent).toEqual(body);
    expect(result.content[0]).toMatchObject({ type: 'text', text: expect.stringContaining('"pageCount":1') });
  });

  it('points an accepted job at the jobs_get tool', async () => {
    const body = { jobId: 'job_abc', status: 'queued', statusUrl: '/api/jobs/job_abc' };
    const result = await toolResult(
      videoMerge,
      { statusCode: 202, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
      deps,
    );
    expect(result.content[0]).toMatchObject({ text: expect.stringContaining('jobs_get tool (id job_abc)') });
  });

  it('turns a problem into an error result with its title, detail and field errors', async () => {
    const problem = {
      type: 'https://alquimia.dev/problems/invalid-request',
      title: 'Invalid request',
      status: 400,
      detail: 'Invalid value for files.',
      code: 'invalid_request',
      requestId: 'req_2',
      errors: [{ path: 'files', message: 'send at least 2 files to merge' }],
    };
    const result = await toolResult(
      pdfMerge,
      {
        statusCode: 400,
        headers: { 'Content-Type': 'application/problem+json', 'X-Credits-Charged': '0' },
        body: JSON.stringify(problem),
      },
      deps,
    );
    expect(result.isError).toBe(true);
    expect(result.content[0]).toEqual({
      type: 'text',
      text: 'Invalid request (400 invalid_request): Invalid value for files.\n- files: send at least 2 files to merge\nCredits charged: 0.',
    });
    expect(result.structuredContent).toMatchObject({ code: 'invalid_request', requestId: 'req_2' });
  });

  it('still reports an answer that is not a problem document', async () => {
    const result = await toolResult(jobsGet, { statusCode: 502, headers: {}, body: 'Bad Gateway' }, deps);
    expect(result).toMatchObject({ isError: true, content: [{ type: 'text', text: 'HTTP 502 (502): Bad Gateway' }] });
  });

  it('reads both Content-Disposition name forms', () => {
    expect(filenameOf(`attachment; filename="relat_rio.pdf"; filename*=UTF-8''relat%C3%B3rio.pdf`)).toBe(
      'relatório.pdf',
    );
    expect(filenameOf('attachment; filename="a.zip"')).toBe('a.zip');
    expect(filenameOf(undefined)).toBe('result');
  });
});
