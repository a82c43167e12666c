import { userRegenerateApiKey } from '../../../shared/operations/user.js';
import { json } from '../../core/operation.js';
import { createKeyStore } from '../accounts/keys.js';
import { keyResponse } from '../accounts/responses.js';
import { platformImplementation } from '../deps.js';

export default platformImplementation(
  userRegenerateApiKey,
  (deps) =>
    async (_input, { principal, now }) =>
      json(keyResponse(await createKeyStore(await deps.keys()).regenerate(principal, now()))),
);
