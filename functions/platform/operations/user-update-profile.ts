import { userUpdateProfile } from '../../../shared/operations/user.js';
import { invalidRequest } from '../../core/errors.js';
import { json } from '../../core/operation.js';
import { updateProfile } from '../accounts/profile.js';
import { profileResponse } from '../accounts/responses.js';
import { platformImplementation } from '../deps.js';

export default platformImplementation(userUpdateProfile, (deps) => async (input, { principal, now }) => {
  const name = input.name?.trim();
  if (name === '') throw invalidRequest('Please enter a name.', [{ path: 'name', message: 'name is required' }]);
  if (name === undefined && input.language === undefined) {
    throw invalidRequest('Send a name or a language.', [{ path: 'name', message: 'name or language is required' }]);
  }
  const changes = { name, language: input.language };
  return json(profileResponse(await updateProfile(await deps.keys(), principal.accountId, changes, now()), principal));
});
