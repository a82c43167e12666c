import type { z } from 'zod';
import { generateScriptOutput } from '../../../../../shared/operations/outputs/text.js';
import {
  type scriptDurations,
  type scriptLanguages,
  type scriptTones,
  type scriptTypes,
  textGenerateScript,
} from '../../../../../shared/operations/text.js';
import { apiFetch } from '../../../lib/api-client.js';

export interface ScriptRequest {
  readonly topic: string;
  readonly scriptType: (typeof scriptTypes)[number];
  readonly duration: (typeof scriptDurations)[number];
  readonly tone: (typeof scriptTones)[number];
  readonly audience?: string;
  readonly language: (typeof scriptLanguages)[number];
}

/** The part of the operation's answer the page shows. */
export const generatedScriptSchema = generateScriptOutput.pick({
  source: true,
  fallbackReason: true,
  title: true,
  script: true,
  sections: true,
  wordCount: true,
  targetWords: true,
});

export type GeneratedScript = z.infer<typeof generatedScriptSchema>;

/** POST /api/text/generate-script with the session's bearer token. */
export async function generateScript(request: ScriptRequest): Promise<GeneratedScript> {
  const response = await apiFetch(textGenerateScript.path, {
    method: textGenerateScript.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  return generatedScriptSchema.parse(await response.json());
}
