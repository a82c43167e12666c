import { audioTextToSpeechV2 } from '../../../../../shared/operations/audio.js';

/** Constants and small pure helpers of the tool. */

export const maxChars = 10_000;
/** History text preview (docs/product.md#text-to-speech). */
export const previewChars = 150;

export const speechLanguages = ['pt-BR', 'en-US', 'es-ES', 'fr-FR'] as const;
export type SpeechLanguage = (typeof speechLanguages)[number];

/** The voices each language offers (the API's list, used before it answers). */
export const defaultVoices: Readonly<Record<SpeechLanguage, readonly string[]>> = {
  'pt-BR': ['mariana', 'camila', 'pedro', 'joao'],
  'en-US': ['emma', 'olivia', 'sophia', 'alex', 'david', 'james'],
  'es-ES': ['elena', 'lucia', 'carlos', 'miguel'],
  'fr-FR': ['amelie', 'louis'],
};

export const audioFormats = ['MP3', 'WAV', 'OGG'] as const;
export type AudioFormat = (typeof audioFormats)[number];

export const isSpeechLanguage = (value: string): value is SpeechLanguage =>
  (speechLanguages as readonly string[]).includes(value);

const accented: Readonly<Record<string, string>> = { joao: 'João', lucia: 'Lucía', amelie: 'Amélie' };

/** The display name of a voice id (`joao` → `João`). */
export const voiceLabel = (name: string): string =>
  accented[name] ?? (name ? `${name[0]?.toUpperCase() ?? ''}${name.slice(1)}` : name);

/** `••••` and the last 12 characters, as the API key page shows it. */
export const maskKey = (key: string): string => `••••${key.slice(-12)}`;

/** The history title: the first words of the text, at most 50 characters. */
export const titleOf = (text: string): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= 50 ? flat : `${flat.slice(0, 49).trimEnd()}…`;
};

export const preview = (text: string): string =>
  text.length <= previewChars ? text : `${text.slice(0, previewChars).trimEnd()}…`;

/**
 * The tool's cURL example (the `/v2` path, docs/product.md#text-to-speech) for the current form, with the key as given.
 */
export function curlExample(origin: string, key: string, body: Record<string, unknown>): string {
  const json = JSON.stringify(body, null, 2).replaceAll("'", "'\\''");
  return [
    `curl -X POST '${origin}${audioTextToSpeechV2.path}' \\`,
    `  -H 'api-token: ${key}' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '${json}'`,
  ].join('\n');
}

/** Downloads a (possibly cross-origin) audio under a name; falls back to opening it when CORS refuses. */
export async function downloadAudio(url: string, fileName: string): Promise<void> {
  let href = url;
  let revoke = false;
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    href = URL.createObjectURL(await response.blob());
    revoke = true;
  } catch {
    window.open(url, '_blank', 'noopener');
    return;
  }
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  if (revoke) setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
