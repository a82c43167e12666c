import type { textProcessScript } from '../../../shared/operations/text.js';
import type { OperationFn } from '../../core/implement.js';
import { json } from '../../core/operation.js';
import type { SceneWriter } from './converse.js';
import { buildPrompt, type Scene, sceneCount, splitScript } from './scenes.js';

export interface ProcessScriptDeps {
  /** The LLM scene writer when one is configured; the deterministic splitter answers otherwise or on failure. */
  readonly writer?: SceneWriter;
  readonly modelId?: string;
}

/** Script → scenes. The answer's `source` says who wrote them: `llm` (with `model`) or `fallback`. */
export function createProcessScript(deps: ProcessScriptDeps): OperationFn<typeof textProcessScript> {
  return async (input, ctx) => {
    const base = splitScript(input);
    if (deps.writer) {
      try {
        const written = await deps.writer(input, sceneCount(input), ctx.signal);
        const scenes: Scene[] = base.map((scene, i) => {
          const w = written[i];
          if (!w) return scene;
          const prompt = buildPrompt({ subject: w.prompt, style: input.globalStyle, mood: input.globalMood });
          return {
            ...scene,
            title: w.title,
            prompt,
            originalPrompt: prompt,
            elements: w.elements,
            importance: w.importance,
          };
        });
        return json({ success: true, source: 'llm', model: deps.modelId ?? null, scenes, error: null });
      } catch (error) {
        ctx.logger.warn('scene writer failed; answering the deterministic split', { error });
        return json({ success: true, source: 'fallback', fallbackReason: 'llm_failed', scenes: base, error: null });
      }
    }
    return json({ success: true, source: 'fallback', scenes: base, error: null });
  };
}
