import { initialCredits } from '../../core/store/items.js';

/**
 * The account e-mails (password reset, e-mail verification, sign-up attempts) in the user's language. The language is the Cognito
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
  readonly verifySubject: string;
  readonly verify: (email: string, credits: number) => string;
  readonly welcomeSubject: string;
  /** `verifySubject`: the subject of the separate message that carries the link. */
  readonly welcome: (email: string, credits: number, verifySubject: string) => string;
  readonly existsSubject: string;
  readonly exists: (email: string) => string;
}

const texts: Record<MailLanguage, Texts> = {
  pt: {
    resetSubject: 'Redefina sua senha da Alquimia',
    reset: (email) =>
      `Recebemos um pedido para redefinir a senha de ${email}. Abra o link abaixo para escolher uma nova.`,
    code: 'Código',
    verifySubject: 'Confirme seu e-mail na Alquimia',
    verify: (email, credits) =>
      `Confirme que ${email} é o seu e-mail para receber seus ${credits} créditos grátis. Abra o link abaixo (entre na sua conta, se for pedido).`,
    welcomeSubject: 'Bem-vindo à Alquimia',
    welcome: (email, credits, verifySubject) =>
      `Sua conta ${email} está pronta. Seus ${credits} créditos grátis chegam quando você confirmar este e-mail: o link de confirmação vem em outra mensagem, "${verifySubject}". Se ela não chegar, peça um novo link no aviso do topo do painel.`,
    existsSubject: 'Tentativa de cadastro com o seu e-mail',
    exists: (email) =>
      `Alguém tentou criar uma conta com ${email}, mas ela já existe. Se foi você, entre com sua senha ou redefina-a na página de login. Se não foi, ignore este e-mail.`,
  },
  en: {
    resetSubject: 'Reset your Alquimia password',
    reset: (email) => `Someone asked to reset the password of ${email}. Open the link below to choose a new one.`,
    code: 'Code',
    verifySubject: 'Confirm your e-mail for Alquimia',
    verify: (email, credits) =>
      `Confirm that ${email} is your address to receive your ${credits} free credits. Open the link below (sign in if asked).`,
    welcomeSubject: 'Welcome to Alquimia',
    welcome: (email, credits, verifySubject) =>
      `Your account ${email} is ready. Your ${credits} free credits arrive when you confirm this address: the confirmation link comes in a separate message, "${verifySubject}". If it does not arrive, ask for a new link in the notice at the top of the dashboard.`,
    existsSubject: 'Sign-up attempt with your e-mail',
    exists: (email) =>
      `Someone tried to create an account with ${email}, which already has one. If it was you, sign in with your password or reset it from the sign-in page. If not, ignore this e-mail.`,
  },
  es: {
    resetSubject: 'Restablece tu contraseña de Alquimia',
    reset: (email) =>
      `Recibimos una solicitud para restablecer la contraseña de ${email}. Abre el enlace de abajo para elegir una nueva.`,
    code: 'Código',
    verifySubject: 'Confirma tu correo en Alquimia',
    verify: (email, credits) =>
      `Confirma que ${email} es tu correo para recibir tus ${credits} créditos gratis. Abre el enlace de abajo (inicia sesión si se te pide).`,
    welcomeSubject: 'Bienvenido a Alquimia',
    welcome: (email, credits, verifySubject) =>
      `Tu cuenta ${email} está lista. Tus ${credits} créditos gratis llegan cuando confirmes este correo: el enlace de confirmación viene en otro mensaje, "${verifySubject}". Si no llega, pide un enlace nuevo en el aviso de la parte superior del panel.`,
    existsSubject: 'Intento de registro con tu correo',
    exists: (email) =>
      `Alguien intentó crear una cuenta con ${email}, que ya tiene una. Si fuiste tú, inicia sesión con tu contraseña o restablécela desde la página de inicio de sesión. Si no, ignora este correo.`,
  },
  fr: {
    resetSubject: 'Réinitialisez votre mot de passe Alquimia',
    reset: (email) =>
      `Une réinitialisation du mot de passe de ${email} a été demandée. Ouvrez le lien ci-dessous pour en choisir un nouveau.`,
    code: 'Code',
    verifySubject: 'Confirmez votre e-mail Alquimia',
    verify: (email, credits) =>
      `Confirmez que ${email} est bien votre adresse pour recevoir vos ${credits} crédits gratuits. Ouvrez le lien ci-dessous (connectez-vous si on vous le demande).`,
    welcomeSubject: 'Bienvenue sur Alquimia',
    welcome: (email, credits, verifySubject) =>
      `Votre compte ${email} est prêt. Vos ${credits} crédits gratuits arrivent quand vous confirmez cette adresse : le lien de confirmation vient dans un autre message, « ${verifySubject} ». S’il n’arrive pas, demandez un nouveau lien dans l’avis en haut du tableau de bord.`,
    existsSubject: 'Tentative d’inscription avec votre e-mail',
    exists: (email) =>
      `Quelqu’un a essayé de créer un compte avec ${email}, qui en a déjà un. Si c’était vous, connectez-vous avec votre mot de passe ou réinitialisez-le depuis la page de connexion. Sinon, ignorez cet e-mail.`,
  },
};

export const resetMail = (language: MailLanguage, email: string, code: string): Mail => ({
  subject: texts[language].resetSubject,
  text: `${texts[language].reset(email)}\n${texts[language].code}: ${code}`,
});

/** The e-mail verification (its link carries the code); it unlocks the welcome credits. */
export const verifyMail = (language: MailLanguage, email: string, code: string): Mail => ({
  subject: texts[language].verifySubject,
  text: `${texts[language].verify(email, initialCredits)}\n${texts[language].code}: ${code}`,
});

/**
 * Sent by the local stand-in at sign-up (Cognito itself sends nothing when it auto-confirms a user). The
 * verification link is a separate message: the web signs the new account in and asks for it right away.
 */
export const welcomeMail = (language: MailLanguage, email: string): Mail => ({
  subject: texts[language].welcomeSubject,
  text: texts[language].welcome(email, initialCredits, texts[language].verifySubject),
});

/** Sent instead of an error when someone signs up with an address that has an account (no enumeration). */
export const accountExistsMail = (language: MailLanguage, email: string): Mail => ({
  subject: texts[language].existsSubject,
  text: texts[language].exists(email),
});
