import type { DraftSection, ScriptBrief, ScriptDraft, ScriptType } from './draft.js';
import { type SectionKind, templateTexts } from './template-texts.js';

/**
 * The deterministic script: the structure of each script type, the body split into more parts for longer
 * durations, and timing by weight. It needs nothing but the brief, so it always answers (also on `npm start`),
 * and its first line says it is a template.
 */

const structures: Record<ScriptType, { readonly before: SectionKind[]; readonly after: SectionKind[] }> = {
  youtube: { before: ['hook', 'intro'], after: ['cta', 'closing'] },
  podcast: { before: ['opening', 'intro'], after: ['summary', 'closing'] },
  presentation: { before: ['opening', 'agenda'], after: ['summary', 'qa'] },
  webinar: { before: ['opening', 'agenda'], after: ['demo', 'qa', 'closing'] },
  course: { before: ['objectives', 'intro'], after: ['exercise', 'summary'] },
};

/** Share of the duration each kind of section gets (a body part is the unit of 2). */
const weights: Record<SectionKind, number> = {
  hook: 0.5,
  intro: 1,
  opening: 0.7,
  agenda: 0.5,
  objectives: 0.6,
  point: 2,
  demo: 2,
  exercise: 1.5,
  cta: 0.5,
  summary: 0.8,
  qa: 1.5,
  closing: 0.5,
};

/** Body parts by duration in minutes: one for a minute, eight for an hour. */
export const bodyParts = (minutes: number): number =>
  minutes <= 1
    ? 1
    : minutes <= 3
      ? 2
      : minutes <= 5
        ? 3
        : minutes <= 10
          ? 4
          : minutes <= 15
            ? 5
            : minutes <= 30
              ? 6
              : 8;

const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));

/** The sections of a brief, in order, with their template text. */
export function outline(brief: ScriptBrief): DraftSection[] {
  const texts = templateTexts[brief.language];
  const { before, after } = structures[brief.scriptType];
  const kinds: { kind: SectionKind; n: number }[] = [
    ...before.map((kind) => ({ kind, n: 0 })),
    ...Array.from({ length: bodyParts(brief.duration) }, (_, i) => ({ kind: 'point' as const, n: i + 1 })),
    ...after.map((kind) => ({ kind, n: 0 })),
  ];
  const audience = brief.audience || texts.audience;
  return kinds.map(({ kind, n }) => ({
    heading: fill(texts.sections[kind].heading, { n }),
    text: fill(texts.sections[kind].text, { topic: brief.topic, audience, n }),
    weight: weights[kind],
  }));
}

export function templateScript(brief: ScriptBrief): ScriptDraft {
  const texts = templateTexts[brief.language];
  const line = fill(texts.brief, {
    type: texts.types[brief.scriptType],
    duration: brief.duration,
    tone: texts.tones[brief.tone],
    audience: brief.audience || texts.audience,
  });
  return { title: brief.topic, preamble: [texts.notice, line], sections: outline(brief) };
}
