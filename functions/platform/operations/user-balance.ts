import { userBalance } from '../../../shared/operations/user.js';
import { json } from '../../core/operation.js';
import { createKeyStore } from '../accounts/keys.js';
import { getProfile } from '../accounts/profile.js';
import { balanceResponse } from '../accounts/responses.js';
import { platformImplementation } from '../deps.js';

export default platformImplementation(userBalance, (deps) => async (_input, { principal }) => {
  const keyDeps = await deps.keys();
  const [profile, key] = await Promise.all([
    getProfile(keyDeps, principal.accountId),
    createKeyStore(keyDeps).get(principal.accountId),
  ]);
  return json(balanceResponse(profile, key));
});
