import { newsletterUnsubscribe } from '../../../shared/operations/newsletter.js';
import { json } from '../../core/operation.js';
import { platformImplementation } from '../deps.js';
import { unsubscribe } from '../newsletter/subscriptions.js';

export default platformImplementation(
  newsletterUnsubscribe,
  (deps) =>
    async (input, { now }) =>
      json(await unsubscribe(deps.newsletter(), input.token, now())),
);
