/**
 * The web page the e-mail verification link opens, with `?code=…` (and `&plan=…` when a plan was chosen first).
 * The Cognito custom-message trigger and the local Cognito stand-in write the link; the web router serves the page.
 */
export const verifyEmailPath = '/verify-email';

/**
 * The web page the password-reset link opens, with `?code=…&email=…&type=recovery`. Written by the same trigger and
 * stand-in; the web's path table (web/src/config/paths.ts) names the same page.
 */
export const resetPasswordPath = '/reset-password';
