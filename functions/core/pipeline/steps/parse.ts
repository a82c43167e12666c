import { parseBody } from '../../http/body.js';
import { mergeInput, parseControls } from '../../http/controls.js';
import { type Step, stateOf } from '../state.js';

/** The body by its Content-Type, the pipeline's own query controls, and the merged input fields. */
export const parse: Step = {
  name: 'parse',
  before: async (request) => {
    const state = stateOf(request);
    const { http, operation } = state;
    state.controls = parseControls(http.query);
    const body = await parseBody(http, operation);
    state.fields = mergeInput(http.query, body, http.pathParameters);
  },
};
