import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { createSafeFetch } from '../core/net/fetch.js';
import { onRelease } from '../core/process-resources.js';
import type { ScriptWriters, TextDeps } from './deps.js';
import { createTesseractEngine, type OcrEngine } from './ocr/engine.js';
import { parseScriptConfig } from './script/config.js';
import { createConverseSceneWriter } from './script/converse.js';
import { createConverseScriptWriter } from './script/llm-writer.js';
import { parseWebConfig } from './web/config.js';
import { guardedPageFetcher, type PageFetcher } from './web/engine/fetcher.js';

/**
 * Production engines for the text family, each built at its first use, once per process (config is read then,
 * never at import): the OCR worker pool, the SSRF-guarded page fetcher, and Bedrock Converse for the script
 * writers when SCRIPT_LLM_MODEL_ID is set. Tests pass their own `TextDeps` fields (a fake OCR engine, a fetcher
 * that allow-lists their loopback server), which production cannot.
 */

/** A read longer than this is stopped (its worker terminated): 504, uncharged. */
export const ocrTimeoutMs = 30_000;

let shared: OcrEngine | undefined;

/** The process-wide OCR engine, built at the first read and reused by every later one. */
export const sharedOcrEngine = (): OcrEngine => {
  if (shared === undefined) {
    const engine = createTesseractEngine({ timeoutMs: ocrTimeoutMs });
    shared = engine;
    onRelease(async () => {
      if (shared === engine) shared = undefined;
      await engine.close();
    });
  }
  return shared;
};

/** The SSRF-guarded fetcher, with no exceptions unless the local platform's configuration allows some. */
function productionFetcher(env: Record<string, string | undefined>): PageFetcher {
  let fetcher: PageFetcher | undefined;
  return (url, request) => {
    if (!fetcher) {
      const config = parseWebConfig(env);
      fetcher = guardedPageFetcher(
        createSafeFetch({ timeoutMs: config.WEB_FETCH_TIMEOUT_MS, allowAddresses: config.WEB_FETCH_ALLOW_ADDRESSES }),
      );
    }
    return fetcher(url, request);
  };
}

/** Bedrock Converse writers when configured, none otherwise; the client is built at the first LLM call. */
export function converseWriters(env: Record<string, string | undefined>): ScriptWriters {
  const { llm } = parseScriptConfig(env);
  if (!llm) return { scenes: {}, script: {} };
  let client: BedrockRuntimeClient | undefined;
  const lazy = () => {
    client ??= new BedrockRuntimeClient(llm.region ? { region: llm.region } : {});
    return client;
  };
  return {
    scenes: { writer: createConverseSceneWriter(lazy, llm.modelId), modelId: llm.modelId },
    script: { writer: createConverseScriptWriter(lazy, llm.modelId), modelId: llm.modelId },
  };
}

/** The text family's production deps; `env` is read at the first request that needs it. */
export function defaultTextDeps(env: Record<string, string | undefined> = process.env): TextDeps {
  let writers: ScriptWriters | undefined;
  return {
    ocr: sharedOcrEngine,
    fetchPage: productionFetcher(env),
    writers: () => {
      writers ??= converseWriters(env);
      return writers;
    },
  };
}
