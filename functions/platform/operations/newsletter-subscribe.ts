import { newsletterSubscribe } from '../../../shared/operations/newsletter.js';
import { json } from '../../core/operation.js';
import { platformImplementation } from '../deps.js';
import { subscribe } from '../newsletter/subscriptions.js';

/** 202 with one body whatever happened, so the answer says nothing about the address. */
export default platformImplementation(newsletterSubscribe, (deps) => async (input, { now }) => {
  await subscribe(deps.newsletter(), input, now());
  return json({ status: 'check_inbox' }, 202);
});
