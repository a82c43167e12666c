import { userCreateKey } from '../../../shared/operations/user.js';
import { json } from '../../core/operation.js';
import { createKeyList } from '../accounts/key-list.js';
import { createdKeyResponse, restrictionsOf } from '../accounts/key-responses.js';
import { requiredKeyName } from '../accounts/responses.js';
import { platformImplementation } from '../deps.js';

export default platformImplementation(userCreateKey, (deps) => async (input, { principal, now }) => {
  const name = requiredKeyName(input.name);
  const at = now();
  const key = await createKeyList(await deps.keys()).create(principal, name, restrictionsOf(input, at), at);
  return json(createdKeyResponse(key), 201);
});
