import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { buildOpenApi } from '../../../shared/openapi.js';
import {
  audioTextToSpeech,
  audioTextToSpeechPremium,
  audioTextToSpeechV2,
  voicesOf,
} from '../../../shared/operations/audio.js';
import { operations } from '../../../shared/operations/index.js';
import { voiceLanguages, voices } from '../../../shared/voices.js';

/**
 * A voice speaks one language: the OpenAPI document says which voice goes with which `language`, so a client that
 * follows the document (a generated client, the playground) cannot build a pair the server refuses, and every pair
 * the document allows the server takes.
 */

const doc = buildOpenApi(operations, { serverUrl: 'https://api.alquimia.test' });
const ajv = new Ajv2020({ strict: false, allErrors: true });

/** The JSON body schema the document gives a POST path. */
function bodySchemaOf(path: string): object {
  let current: unknown = doc;
  for (const key of ['paths', path, 'post', 'requestBody', 'content', 'application/json', 'schema']) {
    current = typeof current === 'object' && current !== null ? Reflect.get(current, key) : undefined;
  }
  if (typeof current !== 'object' || current === null) throw new Error(`no JSON body schema for ${path}`);
  return current;
}

const speechOperations = [audioTextToSpeech, audioTextToSpeechV2, audioTextToSpeechPremium];

describe.each(speechOperations.map((op) => [op.path, op] as const))('%s: voice and language', (path, op) => {
  const validate = ajv.compile(bodySchemaOf(path));
  const accepts = (body: Record<string, unknown>): boolean => validate(body);

  it('refuses in the document, as the server does, a voice of another language', () => {
    for (const body of [
      { text: 'Oi', voice: 'emma', language: 'pt-BR' },
      { text: 'Hello', voice: 'mariana', language: 'en-US' },
      { text: 'Hola', voice: 'louis', language: 'es-ES' },
      { text: 'Salut', voice: 'carlos', language: 'fr-FR' },
    ]) {
      expect(accepts(body), JSON.stringify(body)).toBe(false);
      expect(op.input.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });

  it('allows in the document exactly the pairs the server takes, for every voice and language', () => {
    for (const language of voiceLanguages) {
      for (const voice of voices) {
        const body = { text: 'Oi', voice, language };
        const server = op.input.safeParse(body).success;
        expect(accepts(body), `${voice} ${language}`).toBe(server);
        expect(server, `${voice} ${language}`).toBe(voicesOf(language).includes(voice));
      }
    }
  });

  it('leaves the language to the voice when it is not sent', () => {
    for (const voice of voices) {
      expect(accepts({ text: 'Oi', voice }), voice).toBe(true);
      expect(op.input.safeParse({ text: 'Oi', voice }).success, voice).toBe(true);
    }
  });

  it('refuses a language no voice speaks in the document and on the server', () => {
    const body = { text: 'Guten Tag', voice: 'emma', language: 'de-DE' };
    expect(accepts(body)).toBe(false);
    expect(op.input.safeParse(body).success).toBe(false);
  });
});

describe('the server names the voices of the language', () => {
  it('answers a refused pair with the voice field and the voices to use', () => {
    const result = audioTextToSpeech.input.safeParse({ text: 'Oi', voice: 'emma', language: 'pt-br' });
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path).toEqual(['voice']);
    expect(issue?.message).toContain('mariana, camila, pedro, joao');
  });

  it('fills the language from the voice when none is sent', () => {
    const result = audioTextToSpeechV2.input.safeParse({ text: 'Hello', voice: 'Emma' });
    expect(result.success && result.data.language).toBe('en-US');
  });
});

describe('the three text-to-speech paths', () => {
  it('share one input schema and one service card', () => {
    expect(audioTextToSpeechV2.input).toBe(audioTextToSpeech.input);
    expect(audioTextToSpeechPremium.input).toBe(audioTextToSpeech.input);
    expect(audioTextToSpeechV2.service).toBe(audioTextToSpeech.service);
    expect(audioTextToSpeechPremium.service).toBe(audioTextToSpeech.service);
  });
});
