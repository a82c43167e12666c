import { type BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { z } from 'zod';
import type { ScriptRequest } from './scenes.js';

/**
 * Scene writing by an LLM through Bedrock Converse. The model only writes titles, English prompts, keywords and
 * importance; the count, order and timing stay ours, so an answer with the wrong number of scenes is rejected.
 */

export interface WrittenScene {
  readonly title: string;
  readonly prompt: string;
  readonly elements: readonly string[];
  readonly importance: 'high' | 'medium' | 'low';
}

export type SceneWriter = (request: ScriptRequest, count: number, signal: AbortSignal) => Promise<WrittenScene[]>;

const answer = z.object({
  scenes: z.array(
    z.object({
      title: z.string().trim().min(1).max(120),
      prompt: z.string().trim().min(1).max(1000),
      elements: z.array(z.string().max(60)).max(10).default([]),
      importance: z.enum(['high', 'medium', 'low']).default('medium'),
    }),
  ),
});

export const systemPrompt =
  'You turn video scripts into scenes for an image generator. Answer only JSON: ' +
  '{"scenes":[{"title":string,"prompt":string,"elements":string[],"importance":"high"|"medium"|"low"}]}. ' +
  'Write every title and prompt in English, whatever the language of the script. A prompt describes one still ' +
  'image (subject, setting, lighting, composition) in at most 60 words, with no text or captions in the image.';

export function userPrompt(request: ScriptRequest, count: number): string {
  const style = request.globalStyle ? `Visual style: ${request.globalStyle}.` : '';
  const mood = request.globalMood ? `Mood: ${request.globalMood}.` : '';
  return [
    `Split this script into exactly ${count} consecutive scenes for a ${request.videoDuration}-second video.`,
    style,
    mood,
    'Script:',
    request.script,
  ]
    .filter(Boolean)
    .join('\n');
}

export function createConverseSceneWriter(client: () => BedrockRuntimeClient, modelId: string): SceneWriter {
  return async (request, count, signal) => {
    const out = await client().send(
      new ConverseCommand({
        modelId,
        system: [{ text: systemPrompt }],
        messages: [{ role: 'user', content: [{ text: userPrompt(request, count) }] }],
        inferenceConfig: { maxTokens: Math.min(8000, 300 * count + 500), temperature: 0.4 },
      }),
      { abortSignal: signal },
    );
    const text = (out.output?.message?.content ?? []).map((block) => block.text ?? '').join('');
    const start = text.indexOf('{');
    const end = text.lastIndexOf('}');
    if (start < 0 || end <= start) throw new Error('the model answered no JSON object');
    const parsed = answer.parse(JSON.parse(text.slice(start, end + 1)));
    if (parsed.scenes.length !== count) {
      throw new Error(`the model wrote ${parsed.scenes.length} scenes instead of ${count}`);
    }
    return parsed.scenes;
  };
}
