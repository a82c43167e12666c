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

/**
 * Production wiring: Bedrock Converse when SCRIPT_LLM_MODEL_ID is set. The settings are read at the first call, not
 * at import (the client is built then too), as every family's configuration is.
 */
export function scriptImplementations(
  env: Record<string, string | undefined> = process.env,
): readonly Implementation[] {
  let wired: ReturnType<typeof wire> | undefined;
  const engines = () => {
    wired ??= wire(env);
    return wired;
  };
  return [
    implement(textProcessScript, (input, ctx) => engines().process(input, ctx)),
    implement(textGenerateScript, (input, ctx) => engines().generate(input, ctx)),
  ];
}

function wire(env: Record<string, string | undefined>) {
  const { llm } = parseScriptConfig(env);
  let client: BedrockRuntimeClient | undefined;
  const lazy = () => {
    client ??= new BedrockRuntimeClient(llm?.region ? { region: llm.region } : {});
    return client;
  };
  const deps: ProcessScriptDeps = llm
    ? { writer: createConverseSceneWriter(lazy, llm.modelId), modelId: llm.modelId }
    : {};
  const writer = llm ? createConverseScriptWriter(lazy, llm.modelId) : undefined;
  return {
    process: createProcessScript(deps),
    generate: createGenerateScript({ writer, modelId: deps.modelId }),
  };
}
