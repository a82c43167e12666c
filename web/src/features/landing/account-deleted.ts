import { isAccountDeletedAddress } from '../../lib/account-deleted-address.js';

/**
 * The dashboard sends a person whose account it just deleted to the landing with a query that says so
 * (lib/account-deleted-address.ts, docs/privacy.md). The landing there is prerendered and hydrates only when first
 * needed (prerender/wake.ts), so its notice cannot wait for React: the markup always holds the notice, hidden by its
 * stylesheet, and the boot script (prerender/boot.ts) marks `<html>` before the first paint so the same stylesheet
 * shows it. Once hydrated, the page shows it from its own state and drops the mark. No React here, and only plain
 * modules imported: the boot script bundles this file.
 */

/** On `<html>` while the landing's notice of a deleted account shows before the app has hydrated. */
export const accountDeletedAttribute = 'data-account-deleted';

/** The boot script's part, in `<head>` before the body is parsed: marks `<html>` on the landing's address. */
export function markAccountDeleted(document: Document, address: Pick<Location, 'pathname' | 'search'>): void {
  if (isAccountDeletedAddress(address)) {
    document.documentElement.setAttribute(accountDeletedAttribute, '');
  }
}
