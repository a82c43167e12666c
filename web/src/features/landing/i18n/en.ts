import type { NewsletterLinkMessages } from './pt.js';

export const en: NewsletterLinkMessages = {
  confirmed: 'Subscription confirmed! You will receive the Alquimia news.',
  unsubscribed: 'Unsubscribed: your e-mail was deleted from the newsletter list.',
  linkInvalid: 'This newsletter link expired or a newer one replaced it. Subscribe again at the bottom of the page.',
};
