/**
 * The web page the e-mail verification link opens, with `?code=…` (and `&plan=…` when a plan was chosen first).
 * The Cognito custom-message trigger and the local Cognito stand-in write the link; the web router serves the page.
 */
export const verifyEmailPath = '/verify-email';
