/**
 * The account e-mails (password reset, sign-up attempts) in the user's language. The language is the Cognito
 * `locale` attribute, which the web sets at sign-up and whenever the user changes language (the profile keeps
 * the same choice). Used by the Cognito custom-message trigger on AWS and by the local Cognito stand-in.
 */
export const mailLanguages = ['pt', 'en', 'es', 'fr'] as const;
export type MailLanguage = (typeof mailLanguages)[number];

/** `pt-BR`, `en`, `FR`… → a supported language; anything else → pt (the product's default). */
export const mailLanguageOf = (locale: string | undefined): MailLanguage => {
  const tag = (locale ?? '').trim().slice(0, 2).toLowerCase();
  return mailLanguages.find((language) => language === tag) ?? 'pt';
};

export interface Mail {
  readonly subject: string;
  readonly text: string;
}

interface Texts {
  readonly resetSubject: string;
  readonly reset: (email: string) => string;
  readonly code: string;
  readonly welcomeSubject: string;
  readonly welcome: (email: string) => string;
  readonly existsSubject: string;
  readonly exists: (email: string) => string;
}

const texts: Record<MailLanguage, Texts> = {
  pt: {
    resetSubject: 'Redefina sua senha da Alquimia',
    reset: (email) =>
      `Recebemos um pedido para redefinir a senha de ${email}. Abra o link abaixo para escolher uma nova.`,
    code: 'Código',
    welcomeSubject: 'Bem-vindo à Alquimia',
    welcome: (email) =>
      `Sua conta ${email} está pronta, com 20 créditos grátis. Entre no painel para copiar sua chave de API.`,
    existsSubject: 'Tentativa de cadastro com o seu e-mail',
    exists: (email) =>
      `Alguém tentou criar uma conta com ${email}, mas ela já existe. Se foi você, entre com sua senha ou redefina-a na página de login. Se não foi, ignore este e-mail.`,
  },
  en: {
    resetSubject: 'Reset your Alquimia password',
    reset: (email) => `Someone asked to reset the password of ${email}. Open the link below to choose a new one.`,
    code: 'Code',
    welcomeSubject: 'Welcome to Alquimia',
    welcome: (email) =>
      `Your account ${email} is ready, with 20 free credits. Sign in to the dashboard to copy your API key.`,
    existsSubject: 'Sign-up attempt with your e-mail',
    exists: (email) =>
      `Someone tried to create an account with ${email}, which already has one. If it was you, sign in with your password or reset it from the sign-in page. If not, ignore this e-mail.`,
  },
  es: {
    resetSubject: 'Restablece tu contraseña de Alquimia',
    reset: (email) =>
      `Recibimos una solicitud para restablecer la contraseña de ${email}. Abre el enlace de abajo para elegir una nueva.`,
    code: 'Código',
    welcomeSubject: 'Bienvenido a Alquimia',
    welcome: (email) =>
      `Tu cuenta ${email} está lista, con 20 créditos gratis. Entra al panel para copiar tu clave de API.`,
    existsSubject: 'Intento de registro con tu correo',
    exists: (email) =>
      `Alguien intentó crear una cuenta con ${email}, que ya tiene una. Si fuiste tú, inicia sesión con tu contraseña o restablécela desde la página de inicio de sesión. Si no, ignora este correo.`,
  },
  fr: {
    resetSubject: 'Réinitialisez votre mot de passe Alquimia',
    reset: (email) =>
      `Une réinitialisation du mot de passe de ${email} a été demandée. Ouvrez le lien ci-dessous pour en choisir un nouveau.`,
    code: 'Code',
    welcomeSubject: 'Bienvenue sur Alquimia',
    welcome: (email) =>
      `Votre compte ${email} est prêt, avec 20 crédits gratuits. Connectez-vous au tableau de bord pour copier votre clé d'API.`,
    existsSubject: 'Tentative d’inscription avec votre e-mail',
    exists: (email) =>
      `Quelqu’un a essayé de créer un compte avec ${email}, qui en a déjà un. Si c’était vous, connectez-vous avec votre mot de passe ou réinitialisez-le depuis la page de connexion. Sinon, ignorez cet e-mail.`,
  },
};

export const resetMail = (language: MailLanguage, email: string, code: string): Mail => ({
  subject: texts[language].resetSubject,
  text: `${texts[language].reset(email)}\n${texts[language].code}: ${code}`,
});

export const welcomeMail = (language: MailLanguage, email: string): Mail => ({
  subject: texts[language].welcomeSubject,
  text: texts[language].welcome(email),
});

/** Sent instead of an error when someone signs up with an address that has an account (no enumeration). */
export const accountExistsMail = (language: MailLanguage, email: string): Mail => ({
  subject: texts[language].existsSubject,
  text: texts[language].exists(email),
});
