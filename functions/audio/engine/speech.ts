import type { Pcm } from './pcm.js';

/** What a text-to-speech engine is asked for: plain text (never markup) in one engine voice. */
export interface SpeechRequest {
  readonly text: string;
  /** The engine's own voice id (eSpeak `pt-br+f3`, Polly `Camila`). */
  readonly engineVoice: string;
  /** BCP 47 language, e.g. `pt-BR`. */
  readonly language: string;
  /** 1 = normal rate. */
  readonly speed: number;
  /** 1 = the voice's own pitch. */
  readonly pitch: number;
  readonly signal?: AbortSignal;
}

/** A speech engine: eSpeak NG in a child process, or Amazon Polly. Both answer mono 16-bit PCM. */
export interface SpeechEngine {
  /** Reported to clients as `provider`. */
  readonly id: 'espeak-ng' | 'amazon-polly';
  synthesize(request: SpeechRequest): Promise<Pcm>;
}

/** Text engines speak as-is: `<` and `>` become look-alike quotes so markup is read as text, never interpreted. */
export function plainSpeechText(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ' ')
      .replaceAll('<', '‹')
      .replaceAll('>', '›')
  );
}
