import { z } from 'zod';

/**
 * Script processing configuration. `SCRIPT_LLM_MODEL_ID` (e.g. `amazon.nova-micro-v1:0`) turns on Bedrock
 * Converse; `SCRIPT_LLM_REGION` overrides the region. Unset: the deterministic splitter answers alone.
 */
const schema = z.object({
  SCRIPT_LLM_MODEL_ID: z.string().trim().optional(),
  SCRIPT_LLM_REGION: z.string().trim().optional(),
});

export type ScriptConfig = { readonly llm?: { readonly modelId: string; readonly region?: string } };

export function parseScriptConfig(env: Record<string, string | undefined>): ScriptConfig {
  const c = schema.parse(env);
  if (!c.SCRIPT_LLM_MODEL_ID) return {};
  return { llm: { modelId: c.SCRIPT_LLM_MODEL_ID, region: c.SCRIPT_LLM_REGION || undefined } };
}
