import { directFields, parseBody } from '../../http/body.js';
import { mergeInput, parseControls } from '../../http/controls.js';
import type { Stage } from '../chain.js';
import type { Authenticated, Parsed } from '../state.js';

/**
 * The body by its Content-Type, the pipeline's own query controls, and the merged input fields; a direct call
 * brings its fields and controls as they are (under the same size limit).
 */
export const parse: Stage<Authenticated, Parsed> = {
  name: 'parse',
  run: async (state) => {
    const { http, operation, direct } = state;
    if (direct) {
      const fields = mergeInput({}, directFields(direct.fields, operation), {});
      return { ...state, controls: parseControls(direct.controls), fields };
    }
    const controls = parseControls(http.query);
    const body = await parseBody(http, operation);
    return { ...state, controls, fields: mergeInput(http.query, body, http.pathParameters) };
  },
};
