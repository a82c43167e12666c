/**
 * The reset link's parameters, from the query string or the fragment (docs/product.md#accounts): our Cognito link
 * carries `code`, `email` and `type=recovery`; token-style links carry `access_token` (and `refresh_token`).
 */
export interface ResetLink {
  readonly valid: boolean;
  readonly code: string | undefined;
  readonly email: string | undefined;
}

const nonEmpty = (value: string | null): string | undefined =>
  value && value.trim() !== '' ? value.trim() : undefined;

export const parseResetLink = (search: string, hash: string): ResetLink => {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const read = (name: string) => nonEmpty(query.get(name)) ?? nonEmpty(fragment.get(name));
  const code = read('code') ?? read('access_token');
  return { valid: read('type') === 'recovery' && code !== undefined, code, email: read('email') };
};
