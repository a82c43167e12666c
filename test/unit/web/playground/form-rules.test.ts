import { describe, expect, it } from 'vitest';
import { audioTextToSpeech, voicesOf } from '../../../../shared/operations/audio.js';
import { billingCheckout } from '../../../../shared/operations/billing.js';
import { imageQrCode } from '../../../../shared/operations/image.js';
import { voiceLanguages } from '../../../../shared/voices.js';
import {
  FieldError,
  type FormValues,
  formFields,
  initialValues,
  optionsFor,
  toInput,
} from '../../../../web/src/features/playground/lib/form.js';

/**
 * The playground's form reads the pairing of fields from the operation's JSON Schema: a text-to-speech voice is
 * offered and sent only with its own language, as the server takes it.
 */

const fieldOf = (name: string) => {
  const field = formFields(audioTextToSpeech).find((f) => f.name === name);
  if (!field) throw new Error(`no ${name} field`);
  return field;
};
const values = (overrides: Record<string, string>): FormValues => ({
  ...initialValues(audioTextToSpeech),
  ...overrides,
});

describe('the text-to-speech form', () => {
  it('renders every field of the body, voice and language as choices', () => {
    expect(formFields(audioTextToSpeech).map((f) => [f.name, f.kind])).toEqual([
      ['text', 'longText'],
      ['voice', 'enum'],
      ['language', 'enum'],
      ['audioFormat', 'enum'],
      ['speed', 'number'],
      ['pitch', 'number'],
    ]);
  });

  it('offers the voices of the language chosen, and every voice without one', () => {
    for (const language of voiceLanguages) {
      expect(optionsFor(audioTextToSpeech, fieldOf('voice'), values({ language })), language).toEqual(
        voicesOf(language),
      );
    }
    expect(optionsFor(audioTextToSpeech, fieldOf('voice'), values({ language: '' }))).toEqual(fieldOf('voice').options);
    expect(optionsFor(audioTextToSpeech, fieldOf('language'), values({}))).toEqual(voiceLanguages);
  });

  it('builds no input with a voice of another language, and names the voices to use', () => {
    const attempt = () => toInput(audioTextToSpeech, values({ voice: 'emma', language: 'pt-BR' }), (f) => f);
    expect(attempt).toThrow(FieldError);
    expect(attempt).toThrow(expect.objectContaining({ field: 'voice', reason: 'option', options: voicesOf('pt-BR') }));
  });

  it('builds the input the server takes for every pair it offers', () => {
    for (const language of ['', ...voiceLanguages]) {
      for (const voice of optionsFor(audioTextToSpeech, fieldOf('voice'), values({ language }))) {
        const input = toInput(audioTextToSpeech, values({ voice, language }), (f) => f);
        expect(audioTextToSpeech.input.safeParse(input).success, `${voice} ${language}`).toBe(true);
      }
    }
  });
});

describe('forms without such rules', () => {
  it('keep every option of their enums', () => {
    for (const op of [imageQrCode, billingCheckout]) {
      for (const field of formFields(op).filter((f) => f.kind === 'enum')) {
        expect(optionsFor(op, field, initialValues(op)), `${op.id} ${field.name}`).toEqual(field.options);
      }
    }
  });
});
