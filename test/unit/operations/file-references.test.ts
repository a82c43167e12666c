import { describe, expect, it } from 'vitest';
import { fileReferencesIn } from '../../../shared/operations/file-fields.js';
import { operations } from '../../../shared/operations/index.js';
import { pdfMerge } from '../../../shared/operations/pdf.js';
import { videoAddAudio, videoMerge, videoRenderFromImages } from '../../../shared/operations/video.js';
import { isFileReferenceSchema } from '../../../shared/schemas/fields.js';

/** The walk that finds every file reference of an input, at any depth, with the kind its field needs. */
describe('fileReferencesIn', () => {
  it('finds nested references with their paths and kinds', () => {
    const input = videoRenderFromImages.input.parse({
      images: [
        { url: 'file_AAAAAAAAAAAAAAAAAAAA', duration: 1 },
        { url: 'https://example.com/b.png', duration: 2 },
      ],
    });
    expect(fileReferencesIn(videoRenderFromImages, input)).toEqual([
      { path: 'images[0].url', ref: 'file_AAAAAAAAAAAAAAAAAAAA', kind: 'image' },
      { path: 'images[1].url', ref: 'https://example.com/b.png', kind: 'image' },
    ]);
  });

  it('follows unions (a clip as a string or as {url}) and optional fields', () => {
    const merge = videoMerge.input.parse({
      videos: ['file_AAAAAAAAAAAAAAAAAAAA', { url: 'file_BBBBBBBBBBBBBBBBBBBB' }],
    });
    expect(fileReferencesIn(videoMerge, merge).map((r) => [r.path, r.kind])).toEqual([
      ['videos[0]', 'video'],
      ['videos[1].url', 'video'],
    ]);
    const audio = videoAddAudio.input.parse({
      videoUrl: 'file_AAAAAAAAAAAAAAAAAAAA',
      mainAudioUrl: 'file_BBBBBBBBBBBBBBBBBBBB',
    });
    expect(fileReferencesIn(videoAddAudio, audio).map((r) => [r.path, r.kind])).toEqual([
      ['videoUrl', 'video'],
      ['mainAudioUrl', 'audio'],
    ]);
  });

  it('finds multipart parts of top-level file arrays', () => {
    const part = { kind: 'upload', filename: 'a.pdf', contentType: 'application/pdf', bytes: new Uint8Array([1]) };
    const input = pdfMerge.input.parse({ files: [part, 'file_AAAAAAAAAAAAAAAAAAAA'] });
    expect(fileReferencesIn(pdfMerge, input).map((r) => [r.path, r.kind])).toEqual([
      ['files[0]', 'pdf'],
      ['files[1]', 'pdf'],
    ]);
  });

  it('every file reference in the table says which kind of file it needs', () => {
    const unkinded: string[] = [];
    for (const op of operations) {
      const walk = (schema: unknown, path: string): void => {
        if (typeof schema !== 'object' || schema === null || !('_zod' in schema)) return;
        const zodSchema = schema as Parameters<typeof isFileReferenceSchema>[0];
        const def = zodSchema._zod.def as {
          innerType?: unknown;
          shape?: Record<string, unknown>;
          element?: unknown;
          options?: unknown[];
          in?: unknown;
          out?: unknown;
        };
        if (isFileReferenceSchema(zodSchema)) {
          const referenced = fileReferencesIn({ input: zodSchema }, 'file_AAAAAAAAAAAAAAAAAAAA');
          if (referenced[0]?.kind === undefined) unkinded.push(`${op.id} ${path}`);
          return;
        }
        for (const [k, v] of Object.entries(def.shape ?? {})) walk(v, `${path}.${k}`);
        for (const next of [def.innerType, def.element, def.in, def.out, ...(def.options ?? [])]) walk(next, path);
      };
      walk(op.input, '');
    }
    expect(unkinded).toEqual([]);
  });
});
