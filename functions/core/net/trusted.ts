/**
 * The platform's own URLs, which a customer may feed back as an input although they are not on a public address:
 * on the local platform a result link (`output=url`, a job's result) points at the storage stand-in on 127.0.0.1.
 * A prefix is an exact origin and the path every such URL starts with; the origin alone is never enough, so another
 * path or port on the same host stays refused. Built once from the storage client that signs those links
 * (functions/core/files/own-results.ts), never from customer input.
 */
export interface TrustedPrefix {
  /** `http://127.0.0.1:4569` or `https://bucket.s3.us-east-1.amazonaws.com`, as `URL.origin` writes it. */
  readonly origin: string;
  /** `/bucket/results/` (path-style) or `/results/` (virtual-hosted). */
  readonly pathPrefix: string;
}

/** Resolved lazily (signing needs the client's credentials) and memoised by whoever builds it. */
export type TrustedUrls = () => Promise<readonly TrustedPrefix[]>;

/** The prefixes a policy trusts: none unless it was given some. */
export const trustedPrefixes = (policy: { readonly trusted?: TrustedUrls }): Promise<readonly TrustedPrefix[]> =>
  policy.trusted ? policy.trusted() : Promise.resolve([]);

/** Whether a (parsed, hence dot-segment-free) URL is under one of the prefixes. */
export const isTrustedUrl = (url: URL, prefixes: readonly TrustedPrefix[]): boolean =>
  prefixes.some((p) => url.origin === p.origin && url.pathname.startsWith(p.pathPrefix));

export const isTrustedOrigin = (origin: string | undefined, prefixes: readonly TrustedPrefix[]): boolean =>
  origin !== undefined && prefixes.some((p) => p.origin === origin);

/** The origin a connection is for, written as `URL.origin` writes it (default ports dropped). */
export function connectionOrigin(options: {
  readonly protocol: string;
  readonly hostname: string;
  readonly port: string;
}): string | undefined {
  const host =
    options.hostname.includes(':') && !options.hostname.startsWith('[') ? `[${options.hostname}]` : options.hostname;
  try {
    return new URL(`${options.protocol}//${host}${options.port ? `:${options.port}` : ''}`).origin;
  } catch {
    return undefined;
  }
}
