import { textProcessScript } from '../../../shared/operations/text.js';
import { textImplementation } from '../deps.js';
import { createProcessScript } from '../script/process-script.js';

/**
 * Script → scenes. No `available`: the deterministic splitter always works, with or without an LLM. The writers
 * are asked for at the call, so their configuration is read at the first request.
 */
export default textImplementation(
  textProcessScript,
  (deps) => (input, ctx) => createProcessScript(deps.writers().scenes)(input, ctx),
);
