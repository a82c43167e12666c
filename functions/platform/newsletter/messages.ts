import type { ProfileLanguage } from '../../../shared/operations/user.js';

interface Links {
  readonly confirm: string;
  readonly unsubscribe: string;
}

/** The confirmation mail of the newsletter's double opt-in, in the language the visitor subscribed in. */
export function newsletterMail(
  language: ProfileLanguage,
  links: Links,
): { subject: string; text: string; links: readonly string[] } {
  const words = texts[language];
  return {
    subject: words.subject,
    text: `${words.intro}\n\n${links.confirm}\n\n${words.ignore}\n\n${words.unsubscribe}\n${links.unsubscribe}`,
    links: [links.confirm, links.unsubscribe],
  };
}

const texts: Record<ProfileLanguage, { subject: string; intro: string; ignore: string; unsubscribe: string }> = {
  pt: {
    subject: 'Confirme sua inscrição na newsletter da Alquimia',
    intro: 'Recebemos um pedido para inscrever este endereço na newsletter da Alquimia. Para confirmar, abra o link:',
    ignore: 'Se não foi você, ignore este e-mail: sem confirmação, o endereço é apagado em 7 dias.',
    unsubscribe: 'Para cancelar a inscrição a qualquer momento:',
  },
  en: {
    subject: 'Confirm your Alquimia newsletter subscription',
    intro: 'We received a request to subscribe this address to the Alquimia newsletter. To confirm, open this link:',
    ignore: 'If it was not you, ignore this e-mail: without confirmation the address is deleted within 7 days.',
    unsubscribe: 'To unsubscribe at any time:',
  },
  es: {
    subject: 'Confirma tu suscripción al boletín de Alquimia',
    intro:
      'Recibimos una solicitud para suscribir esta dirección al boletín de Alquimia. Para confirmar, abre el enlace:',
    ignore: 'Si no fuiste tú, ignora este correo: sin confirmación, la dirección se borra en 7 días.',
    unsubscribe: 'Para cancelar la suscripción en cualquier momento:',
  },
  fr: {
    subject: 'Confirmez votre inscription à la newsletter Alquimia',
    intro:
      "Nous avons reçu une demande d'inscription de cette adresse à la newsletter Alquimia. Pour confirmer, ouvrez ce lien :",
    ignore: "Si ce n'était pas vous, ignorez cet e-mail : sans confirmation, l'adresse est effacée sous 7 jours.",
    unsubscribe: 'Pour vous désinscrire à tout moment :',
  },
};
