import type { ProfileLanguage } from '../../../shared/operations/user.js';

/**
 * The e-mail that announces an export, in the account's language. `link` opens the dashboard page that signs a fresh
 * download (exports.ts), so the mail promises the archive until it is deleted, `availableUntil`, after signing in.
 */
export function exportReadyMail(
  language: ProfileLanguage,
  link: string,
  availableUntil: string,
): { subject: string; text: string } {
  const until = availableUntil.replace('T', ' ').slice(0, 16);
  switch (language) {
    case 'en':
      return {
        subject: 'Your Alquimia data export is ready',
        text: `The archive with your data is ready. Download it from your profile page, after signing in, until ${until} UTC:\n\n${link}\n\nIf you did not ask for it, change your password.`,
      };
    case 'es':
      return {
        subject: 'Tu exportación de datos de Alquimia está lista',
        text: `El archivo con tus datos está listo. Descárgalo desde tu página de perfil, después de iniciar sesión, hasta ${until} UTC:\n\n${link}\n\nSi no lo pediste, cambia tu contraseña.`,
      };
    case 'fr':
      return {
        subject: 'Votre export de données Alquimia est prêt',
        text: `L'archive de vos données est prête. Téléchargez-la depuis votre page de profil, après connexion, avant ${until} UTC :\n\n${link}\n\nSi vous ne l'avez pas demandée, changez votre mot de passe.`,
      };
    default:
      return {
        subject: 'Sua exportação de dados da Alquimia está pronta',
        text: `O arquivo com os seus dados está pronto. Baixe-o na sua página de perfil, depois de entrar na sua conta, até ${until} UTC:\n\n${link}\n\nSe você não pediu, troque sua senha.`,
      };
  }
}
