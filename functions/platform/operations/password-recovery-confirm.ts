import { passwordRecoveryConfirm } from '../../../shared/operations/recovery.js';
import { json } from '../../core/operation.js';
import { platformImplementation } from '../deps.js';
import { confirmRecovery } from '../recovery/recovery.js';

/** Sets the password and verifies the address; 404 when the link is unknown, used or expired. */
export default platformImplementation(
  passwordRecoveryConfirm,
  (deps) =>
    async (input, { now }) =>
      json(await confirmRecovery(deps.recovery(), input, now())),
);
