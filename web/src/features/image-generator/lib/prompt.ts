/**
 * Prompt cleaning (docs/product.md#image-generator): text from "Key improvements made:" onward is removed, quotes and
 * newlines become spaces, and ", {style} style" / ", {mood} mood" are appended when chosen.
 */
export function cleanPrompt(prompt: string, style?: string, mood?: string): string {
  const cut = prompt.split('Key improvements made:')[0] ?? '';
  let out = cut
    .replace(/["'`“”‘’]/g, ' ')
    .replace(/[\r\n]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (style && style !== 'none') out += `, ${style} style`;
  if (mood && mood !== 'neutral') out += `, ${mood} mood`;
  return out;
}

/** Regenerate prompt: a new prompt from the scene's title, keywords, style and mood. */
export function regeneratePrompt(scene: {
  readonly title: string;
  readonly elements: readonly string[];
  readonly style: string;
  readonly mood: string;
}): string {
  const subject = scene.elements.length > 0 ? scene.elements.join(', ') : scene.title;
  return cleanPrompt(`${scene.title}: ${subject}, cinematic composition, detailed`, scene.style, scene.mood);
}

/** A short preview of a prompt for the history cards (50 characters in single mode, 30 in script mode). */
export const preview = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max)}...` : text);
