import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../../../web/src/config/paths.js';
import { accountDeletedAttribute, markAccountDeleted } from '../../../../web/src/features/landing/account-deleted.js';
import { accountDeletedHref, isAccountDeleted } from '../../../../web/src/lib/account-deleted-address.js';

/** The address the dashboard leaves for after a deletion is the one the landing's boot script and notice read. */
const addressOf = (href: string) => new URL(href, 'https://alquimia.example');

afterEach(() => document.documentElement.removeAttribute(accountDeletedAttribute));

describe('the deleted account address', () => {
  it('the boot script marks the page the dashboard sends a deleted account to, and its notice reads it', () => {
    const address = addressOf(accountDeletedHref);
    markAccountDeleted(document, address);
    expect(document.documentElement.hasAttribute(accountDeletedAttribute)).toBe(true);
    expect(isAccountDeleted(address.search)).toBe(true);
    // The landing of the path table, written apart in that file so the boot script does not load the table.
    expect(address.pathname).toBe(paths.home);
  });

  it.each(['/', '/?conta=ativa', `/login${addressOf(accountDeletedHref).search}`])('%s is not that page', (href) => {
    markAccountDeleted(document, addressOf(href));
    expect(document.documentElement.hasAttribute(accountDeletedAttribute)).toBe(false);
  });
});
