/**
 * The web addresses of the newsletter's double opt-in (docs/newsletter.md), in one place for the three that use
 * them: the platform writes them into the confirmation mail (functions/platform/newsletter), the web router serves
 * the page (web/src/app/router.tsx), and the landing reads the link back to make its call
 * (web/src/features/landing). Paths and queries only: no origin, no library, so the landing's bundle stays small.
 */

/**
 * The page the mail's links open: the landing on a path of its own, not `/`, because the prerendered landing starts
 * its app only when the reader uses it, while this page has a call to make at once.
 */
export const newsletterPagePath = '/newsletter';

/** What a link asks the page to do, and the `acao` value that says it (the site's queries are in Portuguese). */
export const newsletterActions = { confirm: 'confirmar', unsubscribe: 'cancelar' } as const;
export type NewsletterAction = keyof typeof newsletterActions;

const actionParam = 'acao';
const tokenParam = 'token';

/** A link of the mail, read back: what to do, with which token. */
export interface NewsletterLink {
  readonly action: NewsletterAction;
  readonly token: string;
}

/** The link asking for `action` with `token` on the site at `siteUrl` (an origin, with or without a path). */
export function newsletterLink(siteUrl: string, { action, token }: NewsletterLink): string {
  const query = new URLSearchParams({ [actionParam]: newsletterActions[action], [tokenParam]: token });
  return `${siteUrl.replace(/\/+$/, '')}${newsletterPagePath}?${query.toString()}`;
}

/** The link a page address's query carries, or undefined when it names no known action or no token. */
export function newsletterLinkOf(search: string): NewsletterLink | undefined {
  const params = new URLSearchParams(search);
  const token = params.get(tokenParam);
  if (!token) return undefined;
  const value = params.get(actionParam);
  if (value === newsletterActions.confirm) return { action: 'confirm', token };
  if (value === newsletterActions.unsubscribe) return { action: 'unsubscribe', token };
  return undefined;
}
