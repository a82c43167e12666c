import {
  newsletterConfirm,
  newsletterSubscribe,
  newsletterUnsubscribe,
} from '../../../shared/operations/newsletter.js';
import { type Implementation, implement } from '../../core/implement.js';
import { json } from '../../core/operation.js';
import { confirm, type NewsletterDeps, subscribe, unsubscribe } from './subscriptions.js';

/**
 * The newsletter's public calls (shared/operations/newsletter.ts). Subscribe answers 202 with one body whatever
 * happened, so the answer says nothing about the address; `deps` is resolved at the first call.
 */
export function newsletterImplementations(deps: () => NewsletterDeps): readonly Implementation[] {
  return [
    implement(newsletterSubscribe, async (input, { now }) => {
      await subscribe(deps(), input, now());
      return json({ status: 'check_inbox' }, 202);
    }),
    implement(newsletterConfirm, async (input, { now }) => json(await confirm(deps(), input.token, now()))),
    implement(newsletterUnsubscribe, async (input) => json(await unsubscribe(deps(), input.token))),
  ];
}
