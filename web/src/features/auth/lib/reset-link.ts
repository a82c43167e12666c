/**
 * The reset link's parameters, from the query string or the fragment (docs/product.md#accounts): the pool's link
 * carries `code`, `email` and `type=recovery`; token-style links carry `access_token` (and `refresh_token`); the
 * API's recovery link for an address never verified carries `token` and `type=unverified`
 * (docs/product.md#password-recovery), and names no address.
 */
export type ResetLink =
  | { readonly kind: 'code'; readonly code: string; readonly email: string | undefined }
  | { readonly kind: 'recovery'; readonly token: string }
  | { readonly kind: 'invalid' };

const nonEmpty = (value: string | null): string | undefined =>
  value && value.trim() !== '' ? value.trim() : undefined;

export const parseResetLink = (search: string, hash: string): ResetLink => {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const read = (name: string) => nonEmpty(query.get(name)) ?? nonEmpty(fragment.get(name));
  const type = read('type');
  const token = read('token');
  if (type === 'unverified' && token !== undefined) return { kind: 'recovery', token };
  const code = read('code') ?? read('access_token');
  if (type === 'recovery' && code !== undefined) return { kind: 'code', code, email: read('email') };
  return { kind: 'invalid' };
};
