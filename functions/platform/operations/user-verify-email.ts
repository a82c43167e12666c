import { userVerifyEmail } from '../../../shared/operations/user.js';
import { json } from '../../core/operation.js';
import { emailNotVerified, grantWelcomeCredits } from '../accounts/welcome-credits.js';
import { platformImplementation } from '../deps.js';

/** The welcome credits, once the user pool says the caller's e-mail is verified. */
export default platformImplementation(userVerifyEmail, (deps) => async (_input, { principal, now }) => {
  if (!(await deps.emailVerified(principal.userId))) throw emailNotVerified();
  const grant = await grantWelcomeCredits(await deps.keys(), principal.accountId, now());
  // Like a charged call: clients that track the balance by this header (the web's) re-read it.
  return json(grant, 200, { 'X-Credits-Remaining': String(grant.credits) });
});
