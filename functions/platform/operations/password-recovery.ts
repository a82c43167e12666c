import { passwordRecovery } from '../../../shared/operations/recovery.js';
import { json } from '../../core/operation.js';
import { platformImplementation } from '../deps.js';
import { requestRecovery } from '../recovery/recovery.js';

/** 202 with one body whatever happened, so the answer says nothing about the address. */
export default platformImplementation(passwordRecovery, (deps) => async (input, { now }) => {
  await requestRecovery(deps.recovery(), input, now());
  return json({ status: 'check_inbox' }, 202);
});
