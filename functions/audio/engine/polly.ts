import { type PollyClient, SynthesizeSpeechCommand, VoiceId } from '@aws-sdk/client-polly';
import { z } from 'zod';
import { AppError } from '../../core/errors.js';
import { concatPcm, type Pcm, pcmFromBytes } from './pcm.js';
import type { SpeechEngine, SpeechRequest } from './speech.js';

/**
 * Amazon Polly (standard voices) behind the SpeechEngine interface. Polly takes at most 3,000 characters per
 * call, so long texts are spoken in sentence-aligned pieces whose PCM is joined. Speed and pitch go through
 * SSML prosody, with the text escaped so nothing the customer wrote is read as markup.
 */

const sampleRate = 16_000;
const maxChunkChars = 2_500;

export interface PollyDeps {
  readonly client: PollyClient;
}

/** Voice ids are checked against the SDK's list (a wrong catalogue entry fails here, not at Polly). */
const voiceId = z.enum(VoiceId);

const escapeXml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Splits at sentence ends (then spaces) so each piece fits one Polly call. */
export function splitForPolly(text: string, max = maxChunkChars): string[] {
  const pieces: string[] = [];
  let rest = text.trim();
  while (rest.length > max) {
    const window = rest.slice(0, max);
    const sentenceEnd = Math.max(window.lastIndexOf('. '), window.lastIndexOf('! '), window.lastIndexOf('? '));
    const space = window.lastIndexOf(' ');
    const cut = sentenceEnd > max / 2 ? sentenceEnd + 1 : space > max / 2 ? space : max;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

const percent = (factor: number): string => `${Math.round(factor * 100)}%`;
const pitchChange = (factor: number): string => {
  const delta = Math.round((factor - 1) * 100);
  return `${delta >= 0 ? '+' : ''}${delta}%`;
};

export function createPollyEngine(deps: PollyDeps): SpeechEngine {
  const send = async (command: SynthesizeSpeechCommand, options: { abortSignal?: AbortSignal }) => {
    try {
      return await deps.client.send(command, options);
    } catch (cause) {
      throw new AppError('provider_error', 'Amazon Polly could not speak this text.', { cause });
    }
  };
  return {
    id: 'amazon-polly',
    async synthesize(request: SpeechRequest): Promise<Pcm> {
      const parts: Pcm[] = [];
      for (const piece of splitForPolly(request.text)) {
        const ssml = `<speak><prosody rate="${percent(request.speed)}" pitch="${pitchChange(request.pitch)}">${escapeXml(piece)}</prosody></speak>`;
        const answer = await send(
          new SynthesizeSpeechCommand({
            Engine: 'standard',
            OutputFormat: 'pcm',
            SampleRate: String(sampleRate),
            TextType: 'ssml',
            Text: ssml,
            VoiceId: voiceId.parse(request.engineVoice),
          }),
          { abortSignal: request.signal },
        );
        if (!answer.AudioStream) throw new Error('Polly answered without audio');
        parts.push(pcmFromBytes(await answer.AudioStream.transformToByteArray(), sampleRate));
      }
      return concatPcm(parts, sampleRate);
    },
  };
}
