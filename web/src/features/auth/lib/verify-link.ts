/** The page the verification e-mail links to, defined once for the link writers and the router. */
export { verifyEmailPath } from '../../../../../shared/email-links.js';

/** The code of a `/verify-email?code=…` link, or undefined when the link has none (or something else). */
export const parseVerifyLink = (search: string): string | undefined => {
  const code = new URLSearchParams(search).get('code')?.trim() ?? '';
  return /^[0-9A-Za-z]{4,32}$/.test(code) ? code : undefined;
};
