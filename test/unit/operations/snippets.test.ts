import { describe, expect, it } from 'vitest';
import { audioYoutubeTranscribe } from '../../../shared/operations/audio.js';
import { imageTextToImage, imageUpscale } from '../../../shared/operations/image.js';
import { operations } from '../../../shared/operations/index.js';
import { jobsGet } from '../../../shared/operations/jobs.js';
import { userBalance } from '../../../shared/operations/user.js';
import { videoRenderFromImages } from '../../../shared/operations/video.js';
import { buildSnippets, describeParameters } from '../../../shared/snippets.js';

const options = { baseUrl: 'https://api.alquimia.test/', apiKey: 'alq_TESTKEY' };

describe('code snippets', () => {
  it('name the path and the api-token header for every api-key operation', () => {
    for (const op of operations.filter((o) => o.auth === 'api-key')) {
      const s = buildSnippets(op, options);
      const path = op.path.split('{')[0] ?? op.path;
      for (const code of [s.curl, s.http, s.python, s.javascript, s.php]) {
        expect(code, op.id).toContain(path);
        expect(code, op.id).toContain('api-token');
        expect(code, op.id).toContain('alq_TESTKEY');
      }
    }
  });

  it('a dry run or output=url answers JSON, so no snippet saves it as the result file', () => {
    const jsonAnswers: readonly Record<string, string>[] = [{ dry_run: 'true' }, { output: 'url' }];
    for (const controls of jsonAnswers) {
      const s = buildSnippets(imageUpscale, { ...options, controls });
      expect(s.curl).not.toContain('-o ');
      expect(s.curl).not.toContain('resultado.png');
    }
    expect(buildSnippets(imageUpscale, options).curl).toContain("-o 'resultado.png'");
  });

  it('sends multipart operations as -F parts with the file uploaded', () => {
    const s = buildSnippets(imageUpscale, options);
    expect(s.curl).toContain("-F 'image=@imagem.png'");
    expect(s.curl).toContain("--form-string 'upscaleFactor=2'");
    expect(s.curl).toContain("-o 'resultado.png'");
    expect(s.python).toContain('files = [("image", open("imagem.png", "rb"))]');
    expect(s.http).toContain('multipart/form-data');
  });

  it('sends JSON operations with the example body', () => {
    const s = buildSnippets(audioYoutubeTranscribe, options);
    expect(s.curl).toContain("curl -X POST 'https://api.alquimia.test/api/audio/youtube-transcribe'");
    expect(s.curl).toContain(`-d '{"videoUrl":"https://www.youtube.com/watch?v=dQw4w9WgXcQ"}'`);
    expect(s.http).toContain('Content-Type: application/json');
    expect(s.python).toContain('json=payload');
  });

  it('fills path parameters and uses a bearer token for dashboard calls', () => {
    expect(buildSnippets(jobsGet, options).curl).toContain('/api/jobs/job_');
    expect(buildSnippets(userBalance, options).curl).toContain('Authorization: Bearer');
  });

  it('quotes single quotes for the shell', () => {
    const s = buildSnippets(
      { ...imageTextToImage, doc: { summary: 'x', example: { positivePrompt: "it's" } } },
      options,
    );
    expect(s.curl).toContain(`'{"positivePrompt":"it'\\''s"}'`);
  });
});

describe('parameter tables', () => {
  it('list name, type, required, default and allowed values', () => {
    const rows = describeParameters(imageUpscale);
    expect(rows.find((r) => r.name === 'image')).toMatchObject({ type: 'file', required: true, in: 'body' });
    expect(rows.find((r) => r.name === 'upscaleFactor')).toMatchObject({
      required: false,
      default: '2',
      allowed: ['2', '3', '4'],
    });
    expect(rows.find((r) => r.name === 'outputQuality')).toMatchObject({
      type: 'integer',
      default: '95',
      minimum: 1,
      maximum: 100,
    });
  });

  it('describe nested fields of objects and lists of objects', () => {
    const images = describeParameters(videoRenderFromImages).find((r) => r.name === 'images');
    expect(images?.type).toBe('array');
    expect(images?.properties?.map((p) => [p.name, p.required])).toEqual([
      ['url', true],
      ['duration', true],
    ]);
  });

  it('list path and query parameters of GET operations', () => {
    expect(describeParameters(jobsGet)).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
  });
});
