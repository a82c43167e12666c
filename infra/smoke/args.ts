import { parseArgs } from 'node:util';

/** What `npm run smoke -- …` was asked to do. */
export interface SmokeArgs {
  /** The site's origin: `/config.json` and `/api/…` are read from it (CloudFront serves both on AWS). */
  readonly url: string;
  /** A funded API key for the paid calls where the throwaway account cannot be verified (a real stage). */
  readonly key?: string;
}

export const usage = [
  'Usage: npm run smoke -- --url https://<site> [--key <funded api key>]',
  '',
  '  --url  the site origin (local: http://localhost:3000)',
  '  --key  an API key with credits, for the paid calls on a stage whose e-mail the smoke cannot read;',
  '         without it (and without a local outbox) every operation runs as a free dry run',
].join('\n');

/** The origin of `value`, or why it cannot be the site. */
function siteOrigin(value: string): string | { readonly problem: string } {
  if (!URL.canParse(value)) return { problem: 'expected a URL such as https://<site>' };
  const url = new URL(value);
  if (!/^https?:$/.test(url.protocol)) return { problem: 'expected an http or https URL' };
  // A path would be ignored by every `new URL('/api/…', url)`: refuse it rather than surprise.
  if (url.pathname !== '/' || url.search !== '') return { problem: 'expected the site origin, without a path' };
  return url.origin;
}

/** Parses the command line; throws an Error whose message (with `usage`) is what the user should read. */
export function parseSmokeArgs(argv: readonly string[]): SmokeArgs {
  const { values } = parseArgs({
    args: [...argv],
    options: { url: { type: 'string' }, key: { type: 'string' } },
    strict: true,
    allowPositionals: false,
  });
  if (values.url === undefined) throw new Error('--url is required');
  const url = siteOrigin(values.url);
  if (typeof url !== 'string') throw new Error(`--url ${values.url}: ${url.problem}`);
  const key = values.key?.trim();
  return key ? { url, key } : { url };
}
