import { textGenerateScript } from '../../../shared/operations/text.js';
import { textImplementation } from '../deps.js';
import { createGenerateScript } from '../script/generate-script.js';

/**
 * Brief → timed script. No `available`: the template always works, with or without an LLM. The writers are asked
 * for at the call, so their configuration is read at the first request.
 */
export default textImplementation(
  textGenerateScript,
  (deps) => (input, ctx) => createGenerateScript(deps.writers().script)(input, ctx),
);
