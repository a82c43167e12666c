import { z } from 'zod';
import { withDeadline } from '../../../shared/deadline.js';
import { AppError } from '../../core/errors.js';
import type { SpeechToText, Transcript, TranscriptionRequest } from './stt.js';

/**
 * An OpenAI-compatible transcription endpoint (`POST …/audio/transcriptions`, multipart `file`, `model`,
 * `language`, `response_format=verbose_json`): OpenAI itself, or any server that speaks the same API. The URL
 * and key come from configuration, never from the caller, so this fetch needs no SSRF guard.
 */

export interface OpenAiSttDeps {
  readonly url: string;
  readonly apiKey: string;
  readonly model: string;
  /** Used when `enhanced` is asked for; defaults to `model`. */
  readonly enhancedModel?: string;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}

const verboseAnswer = z.object({
  text: z.string(),
  segments: z
    .array(z.object({ start: z.number(), end: z.number(), text: z.string() }))
    .optional()
    .default([]),
});

export function createOpenAiStt(deps: OpenAiSttDeps): SpeechToText {
  const send = deps.fetch ?? fetch;
  return {
    id: 'openai-compatible',
    transcribe: (request) =>
      withDeadline({ signal: request.signal, timeoutMs: deps.timeoutMs ?? 120_000 }, (signal) =>
        transcribeOnce(request, signal),
      ),
  };

  async function transcribeOnce(request: TranscriptionRequest, signal: AbortSignal): Promise<Transcript> {
    const form = new FormData();
    form.set('file', new Blob([Buffer.from(request.audio)], { type: 'audio/mpeg' }), 'audio.mp3');
    form.set('model', request.enhanced ? (deps.enhancedModel ?? deps.model) : deps.model);
    // These APIs take ISO 639-1 (`pt`), not a region.
    form.set('language', request.language.slice(0, 2).toLowerCase());
    form.set('response_format', 'verbose_json');
    let response: Response;
    try {
      response = await send(deps.url, {
        method: 'POST',
        headers: { authorization: `Bearer ${deps.apiKey}` },
        body: form,
        signal,
      });
    } catch (cause) {
      throw new AppError('provider_error', 'The transcription provider could not be reached.', { cause });
    }
    if (!response.ok) {
      const body = await response.text().catch(() => '');
      throw new AppError('provider_error', 'The transcription provider refused the audio.', {
        cause: new Error(`HTTP ${response.status}: ${body.slice(0, 300)}`),
      });
    }
    const parsed = verboseAnswer.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) {
      throw new AppError('provider_error', 'The transcription provider answered an unexpected body.', {
        cause: parsed.error,
      });
    }
    return {
      text: parsed.data.text.trim(),
      segments: parsed.data.segments.map((s) => ({ start: s.start, end: s.end, text: s.text.trim() })),
    };
  }
}
