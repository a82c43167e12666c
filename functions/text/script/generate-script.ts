import type { textGenerateScript } from '../../../shared/operations/text.js';
import type { OperationFn } from '../../core/implement.js';
import { json } from '../../core/operation.js';
import { countWords, renderScript, type ScriptDraft, targetWords, timeSections } from './draft.js';
import type { ScriptWriter } from './llm-writer.js';
import { templateScript } from './template.js';

export interface GenerateScriptDeps {
  /** The LLM writer when one is configured; the template answers otherwise or when it fails. */
  readonly writer?: ScriptWriter;
  readonly modelId?: string;
}

/** Brief → timed script. `source` says who wrote it: `llm` (with `model`) or `template`. */
export function createGenerateScript(deps: GenerateScriptDeps): OperationFn<typeof textGenerateScript> {
  return async (input, ctx) => {
    const answer = (draft: ScriptDraft, extra: Record<string, unknown>) => {
      const sections = timeSections(draft.sections, input.duration);
      const script = renderScript(draft.title, draft.preamble ?? [], sections);
      return json({
        success: true,
        ...extra,
        title: draft.title,
        script,
        sections,
        wordCount: countWords(sections.map((s) => s.text).join(' ')),
        targetWords: targetWords(input),
        language: input.language,
      });
    };
    if (deps.writer) {
      try {
        return answer(await deps.writer(input, ctx.signal), { source: 'llm', model: deps.modelId ?? null });
      } catch (error) {
        ctx.logger.warn('script writer failed; answering the template', { error });
        return answer(templateScript(input), { source: 'template', fallbackReason: 'llm_failed' });
      }
    }
    return answer(templateScript(input), { source: 'template' });
  };
}
