import type { NewsletterLinkMessages } from './pt.js';

export const fr: NewsletterLinkMessages = {
  confirmed: 'Inscription confirmée ! Vous recevrez les nouveautés d’Alquimia.',
  unsubscribed: 'Désinscription faite : votre e-mail a été effacé de la liste de la newsletter.',
  linkInvalid: 'Ce lien de la newsletter a expiré ou un plus récent l’a remplacé. Réinscrivez-vous en bas de la page.',
};
