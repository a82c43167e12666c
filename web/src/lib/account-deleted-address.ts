/**
 * Where the dashboard sends a person whose account it just deleted (docs/privacy.md): the landing, with a query that
 * says so. Written by the dashboard's profile page (features/dashboard/components/profile/your-data.tsx), read by
 * the landing's notice and by the boot script before the first paint (features/landing/account-deleted.ts), so
 * nothing here but plain strings: the boot script bundles this file, and importing the path table
 * (config/paths.ts, whose `home` this is) would split it into a chunk of its own that every screen then loads.
 */
const landing = '/';
const name = 'conta';
const value = 'excluida';

/** The address, path and query, the dashboard replaces itself with once the account is gone. */
export const accountDeletedHref = `${landing}?${name}=${value}`;

/** Whether an address's query is the one that says an account was just deleted. */
export const isAccountDeleted = (search: string): boolean => new URLSearchParams(search).get(name) === value;

/** Whether an address is the one the dashboard sends a deleted account to: the landing with that query. */
export const isAccountDeletedAddress = (address: Pick<Location, 'pathname' | 'search'>): boolean =>
  address.pathname === landing && isAccountDeleted(address.search);
