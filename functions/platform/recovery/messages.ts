import { recoveryLinkMinutes } from '../../../shared/operations/recovery.js';
import type { MailLanguage } from '../triggers/messages.js';

/** The recovery mail for an account whose e-mail was never verified (docs/product.md#password-recovery). */
export function recoveryMail(
  language: MailLanguage,
  email: string,
  link: string,
): { subject: string; text: string; links: readonly string[] } {
  const words = texts[language];
  return { subject: words.subject, text: `${words.intro(email)}\n\n${link}\n\n${words.ignore}`, links: [link] };
}

const texts: Record<MailLanguage, { subject: string; intro: (email: string) => string; ignore: string }> = {
  pt: {
    subject: 'Redefina sua senha da Alquimia',
    intro: (email) =>
      `Recebemos um pedido para redefinir a senha de ${email}. Este e-mail ainda não tinha sido confirmado: o link abaixo define a nova senha e confirma o endereço de uma vez. Ele vale por ${recoveryLinkMinutes} minutos e uma única vez.`,
    ignore: 'Se não foi você, ignore este e-mail: sua senha continua a mesma.',
  },
  en: {
    subject: 'Reset your Alquimia password',
    intro: (email) =>
      `Someone asked to reset the password of ${email}. This address had not been confirmed yet: the link below sets the new password and confirms the address at once. It works once, for ${recoveryLinkMinutes} minutes.`,
    ignore: 'If it was not you, ignore this e-mail: your password stays the same.',
  },
  es: {
    subject: 'Restablece tu contraseña de Alquimia',
    intro: (email) =>
      `Recibimos una solicitud para restablecer la contraseña de ${email}. Este correo aún no estaba confirmado: el enlace de abajo define la nueva contraseña y confirma la dirección a la vez. Funciona una sola vez, durante ${recoveryLinkMinutes} minutos.`,
    ignore: 'Si no fuiste tú, ignora este correo: tu contraseña sigue siendo la misma.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe Alquimia',
    intro: (email) =>
      `Nous avons reçu une demande de réinitialisation du mot de passe de ${email}. Cette adresse n'avait pas encore été confirmée : le lien ci-dessous définit le nouveau mot de passe et confirme l'adresse en même temps. Il fonctionne une seule fois, pendant ${recoveryLinkMinutes} minutes.`,
    ignore: "Si ce n'était pas vous, ignorez cet e-mail : votre mot de passe reste le même.",
  },
};
