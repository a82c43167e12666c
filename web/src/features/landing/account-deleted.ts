/**
 * The dashboard sends a person whose account it just deleted to `/?conta=excluida` (docs/privacy.md). The landing
 * there is prerendered and hydrates only when first needed (prerender/wake.ts), so its notice cannot wait for
 * React: the markup always holds the notice, hidden by its stylesheet, and the boot script (prerender/boot.ts)
 * marks `<html>` before the first paint so the same stylesheet shows it. Once hydrated, the page shows it from its
 * own state and drops the mark. No React and nothing else here: the boot script bundles this file.
 */

/** On `<html>` while the landing's notice of a deleted account shows before the app has hydrated. */
export const accountDeletedAttribute = 'data-account-deleted';

/** Whether an address's query is the dashboard's "account deleted" one. */
export const isAccountDeleted = (search: string): boolean => new URLSearchParams(search).get('conta') === 'excluida';

/** The boot script's part, in `<head>` before the body is parsed: marks `<html>` on the landing's address. */
export function markAccountDeleted(document: Document, address: Pick<Location, 'pathname' | 'search'>): void {
  if (address.pathname === '/' && isAccountDeleted(address.search)) {
    document.documentElement.setAttribute(accountDeletedAttribute, '');
  }
}
