import type { scriptLanguages, scriptTones, scriptTypes } from '../../../shared/operations/text.js';

/**
 * A generated script before timing: a title and sections of spoken text. Both writers (the LLM and the template)
 * produce this; the time ranges and the plain-text rendering are computed here, once, for both.
 */

export type ScriptType = (typeof scriptTypes)[number];
export type ScriptTone = (typeof scriptTones)[number];
export type ScriptLanguage = (typeof scriptLanguages)[number];

export interface ScriptBrief {
  readonly topic: string;
  readonly scriptType: ScriptType;
  /** Minutes. */
  readonly duration: number;
  readonly tone: ScriptTone;
  readonly audience?: string;
  readonly language: ScriptLanguage;
}

export interface DraftSection {
  readonly heading: string;
  readonly text: string;
  /** Relative share of the duration; the LLM's sections are weighted by their word count instead. */
  readonly weight?: number;
}

export interface ScriptDraft {
  readonly title: string;
  /** Lines printed under the title (the template's notice and brief); none for the LLM's script. */
  readonly preamble?: readonly string[];
  readonly sections: readonly DraftSection[];
}

export interface TimedSection {
  readonly heading: string;
  readonly startTime: number;
  readonly endTime: number;
  readonly timeRange: string;
  readonly text: string;
}

/** Spoken words per minute used to size a script (a calm presenter in pt, en, es or fr). */
export const wordsPerMinute = 140;
/** Most words asked of the LLM in one sync call; longer scripts become full opening/closing plus talking points. */
export const maxWrittenWords = 1800;

export const targetWords = (brief: Pick<ScriptBrief, 'duration'>): number => brief.duration * wordsPerMinute;

export const countWords = (text: string): number => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;

const clock = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Splits `duration` minutes over the sections by weight, in whole seconds that add up exactly. */
export function timeSections(sections: readonly DraftSection[], durationMinutes: number): TimedSection[] {
  const total = durationMinutes * 60;
  const weights = sections.map((s) => Math.max(s.weight ?? countWords(s.text), 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  let acc = 0;
  return sections.map((section, i) => {
    const startTime = Math.round((acc / sum) * total);
    acc += weights[i] ?? 1;
    const endTime = i === sections.length - 1 ? total : Math.round((acc / sum) * total);
    return {
      heading: section.heading,
      startTime,
      endTime,
      timeRange: `${clock(startTime)} - ${clock(endTime)}`,
      text: section.text,
    };
  });
}

/** The plain text a customer copies or downloads: title, preamble, then `[m:ss - m:ss] Heading` and the text. */
export function renderScript(title: string, preamble: readonly string[], sections: readonly TimedSection[]): string {
  const head = [title, ...(preamble.length > 0 ? ['', ...preamble] : [])];
  const body = sections.map((s) => `[${s.timeRange}] ${s.heading}\n${s.text}`);
  return `${[head.join('\n'), ...body].join('\n\n')}\n`;
}
