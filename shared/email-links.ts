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

/**
 * The dashboard page the data-export e-mail links to, with `?export=<id>`. Opened, it asks
 * `GET /api/user/export/{id}`, which signs a fresh download, so the mailed link works for the archive's whole life
 * whatever the lifetime of the credentials that built it. The web's dashboard paths name the same page.
 */
export const exportPagePath = '/dashboard/perfil';
export const exportIdParam = 'export';

/** The absolute link to one export on the site at `siteUrl` (the deployment's `PUBLIC_BASE_URL`). */
export const exportPageLink = (siteUrl: string, exportId: string): string =>
  `${siteUrl.replace(/\/$/, '')}${exportPagePath}?${new URLSearchParams({ [exportIdParam]: exportId })}`;
