import { userProfile } from '../../../shared/operations/user.js';
import { json } from '../../core/operation.js';
import { getStoredProfile } from '../accounts/profile.js';
import { profileResponse } from '../accounts/responses.js';
import { platformImplementation } from '../deps.js';

export default platformImplementation(
  userProfile,
  (deps) =>
    async (_input, { principal }) =>
      json(profileResponse(await getStoredProfile(await deps.keys(), principal.accountId), principal)),
);
