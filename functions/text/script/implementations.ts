import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { textGenerateScript, textProcessScript } from '../../../shared/operations/text.js';
import { type Implementation, implement } from '../../core/implement.js';
import { parseScriptConfig } from './config.js';
import { createConverseSceneWriter } from './converse.js';
import { createGenerateScript, type GenerateScriptDeps } from './generate-script.js';
import { createConverseScriptWriter } from './llm-writer.js';
import { createProcessScript, type ProcessScriptDeps } from './process-script.js';

export function createScriptImplementations(
  deps: ProcessScriptDeps & { readonly scriptWriter?: GenerateScriptDeps['writer'] },
): readonly Implementation[] {
  // No `available`: the deterministic splitter and the template always work, with or without an LLM.
  return [
    implement(textProcessScript, createProcessScript(deps)),
    implement(textGenerateScript, createGenerateScript({ writer: deps.scriptWriter, modelId: deps.modelId })),
  ];
}

/** Production wiring: Bedrock Converse when SCRIPT_LLM_MODEL_ID is set (client built at the first call). */
export function scriptImplementations(
  env: Record<string, string | undefined> = process.env,
): readonly Implementation[] {
  const { llm } = parseScriptConfig(env);
  if (!llm) return createScriptImplementations({});
  let client: BedrockRuntimeClient | undefined;
  const lazy = () => {
    client ??= new BedrockRuntimeClient(llm.region ? { region: llm.region } : {});
    return client;
  };
  return createScriptImplementations({
    writer: createConverseSceneWriter(lazy, llm.modelId),
    scriptWriter: createConverseScriptWriter(lazy, llm.modelId),
    modelId: llm.modelId,
  });
}
