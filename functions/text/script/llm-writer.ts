import { type BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { maxWrittenWords, type ScriptBrief, type ScriptDraft, targetWords } from './draft.js';
import { outline } from './template.js';

/**
 * Script writing by an LLM through Bedrock Converse (the engine process-script uses). The model answers plain
 * text with `#`/`##` headings rather than JSON: long prose survives a cut-off answer better, and a draft with no
 * section is rejected so the caller falls back to the template.
 */

export type ScriptWriter = (brief: ScriptBrief, signal: AbortSignal) => Promise<ScriptDraft>;

const languageNames = { pt: 'Brazilian Portuguese', en: 'English', es: 'Spanish', fr: 'French' } as const;

export const writerSystemPrompt =
  'You write scripts to be spoken aloud in videos, podcasts, presentations, webinars and course lessons. ' +
  'Answer in plain text only: the first line is "# " and the title; each section starts with a line "## " and ' +
  'its heading, followed by the words the speaker says. No other markdown, no stage directions, no time codes.';

export function writerUserPrompt(brief: ScriptBrief): string {
  const words = targetWords(brief);
  const length =
    words <= maxWrittenWords
      ? `Write about ${words} words (${brief.duration} minutes spoken).`
      : `The script is for ${brief.duration} minutes, too long to write in full here: write about ${maxWrittenWords} ` +
        'words, with the opening and the closing in full and detailed talking points for every other section.';
  const sections = outline(brief).map((s) => s.heading);
  return [
    `Language: ${languageNames[brief.language]}. Write everything in this language.`,
    `Format: ${brief.scriptType}. Tone: ${brief.tone}.`,
    brief.audience ? `Audience: ${brief.audience}.` : '',
    length,
    `Suggested sections: ${sections.join('; ')}.`,
    `Topic: ${brief.topic}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** Reads `# title` and `## section` blocks; text before the first section heading is dropped. */
export function parseWrittenScript(text: string, fallbackTitle: string): ScriptDraft {
  let title = fallbackTitle;
  const sections: { heading: string; lines: string[] }[] = [];
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    const section = /^#{2,3}\s+(.+)$/.exec(line.trim());
    const heading = /^#\s+(.+)$/.exec(line.trim());
    if (section?.[1]) sections.push({ heading: section[1].replace(/\*+/g, '').trim(), lines: [] });
    else if (heading?.[1] && sections.length === 0) title = heading[1].replace(/\*+/g, '').trim();
    else sections.at(-1)?.lines.push(line);
  }
  const written = sections
    .map((s) => ({ heading: s.heading, text: s.lines.join('\n').trim() }))
    .filter((s) => s.text.length > 0);
  if (written.length === 0) throw new Error('the model wrote no section');
  return { title, sections: written };
}

export function createConverseScriptWriter(client: () => BedrockRuntimeClient, modelId: string): ScriptWriter {
  return async (brief, signal) => {
    const words = Math.min(targetWords(brief), maxWrittenWords);
    const out = await client().send(
      new ConverseCommand({
        modelId,
        system: [{ text: writerSystemPrompt }],
        messages: [{ role: 'user', content: [{ text: writerUserPrompt(brief) }] }],
        // About 1.6 tokens a word in these languages, plus headings.
        inferenceConfig: { maxTokens: Math.ceil(words * 1.8) + 300, temperature: 0.7 },
      }),
      { abortSignal: signal },
    );
    const text = (out.output?.message?.content ?? []).map((block) => block.text ?? '').join('');
    return parseWrittenScript(text, brief.topic);
  };
}
