import { newsletterConfirm } from '../../../shared/operations/newsletter.js';
import { json } from '../../core/operation.js';
import { platformImplementation } from '../deps.js';
import { confirm } from '../newsletter/subscriptions.js';

export default platformImplementation(
  newsletterConfirm,
  (deps) =>
    async (input, { now }) =>
      json(await confirm(deps.newsletter(), input.token, now())),
);
