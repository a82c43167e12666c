import type { NewsletterLinkMessages } from './pt.js';

export const es: NewsletterLinkMessages = {
  confirmed: '¡Suscripción confirmada! Recibirás las novedades de Alquimia.',
  unsubscribed: 'Suscripción cancelada: tu correo se borró de la lista del boletín.',
  linkInvalid:
    'Este enlace del boletín caducó o uno más nuevo lo reemplazó. Suscríbete de nuevo al final de la página.',
};
