import type { ProfileLanguage } from '../../../shared/operations/user.js';

/** The e-mail that brings an export's link, in the account's language. */
export function exportReadyMail(
  language: ProfileLanguage,
  url: string,
  expiresAt: string,
): { subject: string; text: string } {
  const until = expiresAt.replace('T', ' ').slice(0, 16);
  switch (language) {
    case 'en':
      return {
        subject: 'Your Alquimia data export is ready',
        text: `The archive with your data is ready. Download it until ${until} UTC:\n\n${url}\n\nIf you did not ask for it, change your password.`,
      };
    case 'es':
      return {
        subject: 'Tu exportación de datos de Alquimia está lista',
        text: `El archivo con tus datos está listo. Descárgalo hasta ${until} UTC:\n\n${url}\n\nSi no lo pediste, cambia tu contraseña.`,
      };
    case 'fr':
      return {
        subject: 'Votre export de données Alquimia est prêt',
        text: `L'archive de vos données est prête. Téléchargez-la avant ${until} UTC :\n\n${url}\n\nSi vous ne l'avez pas demandée, changez votre mot de passe.`,
      };
    default:
      return {
        subject: 'Sua exportação de dados da Alquimia está pronta',
        text: `O arquivo com os seus dados está pronto. Baixe-o até ${until} UTC:\n\n${url}\n\nSe você não pediu, troque sua senha.`,
      };
  }
}
