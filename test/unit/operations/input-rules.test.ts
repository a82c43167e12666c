import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { audioGenerateVoiceSample, audioTextToSpeech, voicesOf } from '../../../shared/operations/audio.js';
import { imageWatermark } from '../../../shared/operations/image.js';
import { operations } from '../../../shared/operations/index.js';
import { inputSchemas } from '../../../shared/operations/json-schema.js';

/**
 * What the server refuses, the schema says: a generated client or the playground that follows the JSON Schema
 * cannot build a request the input schema rejects for a rule between fields or an enum the engine cannot serve.
 */

const ajv = new Ajv2020({ strict: false, allErrors: true });

describe('rules between fields are in the JSON Schema', () => {
  const body = inputSchemas(imageWatermark).json ?? {};
  const validate = ajv.compile(body);
  const cases: readonly [string, Record<string, unknown>][] = [
    ['text without watermarkContent', { file: 'file_AAAAAAAAAAAAAAAAAAAA', watermarkType: 'text' }],
    ['image without logoUrl', { file: 'file_AAAAAAAAAAAAAAAAAAAA', watermarkType: 'image' }],
    ['neither file nor imageUrl', { watermarkType: 'text', watermarkContent: 'x' }],
    [
      'both file and imageUrl',
      {
        file: 'file_AAAAAAAAAAAAAAAAAAAA',
        imageUrl: 'https://example.com/a.png',
        watermarkType: 'text',
        watermarkContent: 'x',
      },
    ],
  ];
  for (const [name, request] of cases) {
    it(`${name}: refused by the JSON Schema and by the server's schema alike`, () => {
      expect(validate(request)).toBe(false);
      expect(imageWatermark.input.safeParse(request).success).toBe(false);
    });
  }

  it('a request that keeps the rules passes both', () => {
    const request = { imageUrl: 'https://example.com/a.png', watermarkType: 'text', watermarkContent: '© Alquimia' };
    expect(validate(request)).toBe(true);
    expect(imageWatermark.input.safeParse(request).success).toBe(true);
  });
});

describe('enums list only what the engines serve', () => {
  it('text to speech and voice samples offer exactly the languages some voice speaks', () => {
    for (const op of [audioTextToSpeech, audioGenerateVoiceSample]) {
      const schemas = inputSchemas(op);
      const language = (schemas.json?.properties as Record<string, { enum?: string[] }> | undefined)?.language;
      expect(language?.enum?.length, op.id).toBeGreaterThan(0);
      for (const code of language?.enum ?? []) expect(voicesOf(code).length, `${op.id} ${code}`).toBeGreaterThan(0);
    }
  });

  it('every example in the table passes its own JSON Schema, rules included', () => {
    for (const op of operations) {
      const json = inputSchemas(op).json;
      if (!json || op.doc.example === undefined || op.bodyTypes.length === 0) continue;
      const validate = ajv.compile(json);
      expect(validate(op.doc.example), `${op.id}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });
});
