/** Speech to text through a provider: Amazon Transcribe or an OpenAI-compatible transcription endpoint. */

export interface TranscriptSegment {
  /** Seconds from the start. */
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

export interface Transcript {
  readonly text: string;
  readonly segments: readonly TranscriptSegment[];
}

export interface TranscriptionRequest {
  /** Normalised audio: MP3, mono, 16 kHz (see audio-input.ts). */
  readonly audio: Uint8Array;
  /** BCP 47, e.g. `pt-BR`. */
  readonly language: string;
  readonly enhanced: boolean;
  readonly signal?: AbortSignal;
}

export interface SpeechToText {
  /** Reported to clients as `provider`. */
  readonly id: 'amazon-transcribe' | 'openai-compatible';
  transcribe(request: TranscriptionRequest): Promise<Transcript>;
}
