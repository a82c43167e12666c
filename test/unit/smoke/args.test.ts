import { describe, expect, it } from 'vitest';
import { parseSmokeArgs } from '../../../infra/smoke/args.js';

describe('npm run smoke arguments', () => {
  it('takes the site origin and an optional funded key', () => {
    expect(parseSmokeArgs(['--url', 'https://d111.cloudfront.net/'])).toEqual({ url: 'https://d111.cloudfront.net' });
    expect(parseSmokeArgs(['--url=http://localhost:3000', '--key', 'alq_abc'])).toEqual({
      url: 'http://localhost:3000',
      key: 'alq_abc',
    });
  });

  it('refuses a missing or unusable URL, naming the problem', () => {
    expect(() => parseSmokeArgs([])).toThrow('--url is required');
    expect(() => parseSmokeArgs(['--url', 'example.com'])).toThrow(/--url example\.com/);
    expect(() => parseSmokeArgs(['--url', 'ftp://example.com'])).toThrow('expected an http or https URL');
    // A path would be silently dropped by every /api/… call: refused instead.
    expect(() => parseSmokeArgs(['--url', 'https://example.com/api'])).toThrow('without a path');
  });

  it('refuses unknown options and stray arguments', () => {
    expect(() => parseSmokeArgs(['--url', 'https://example.com', '--keyy', 'x'])).toThrow(/keyy/);
    expect(() => parseSmokeArgs(['https://example.com'])).toThrow();
  });

  it('ignores an empty key rather than sending an empty header', () => {
    expect(parseSmokeArgs(['--url', 'https://example.com', '--key', ' '])).toEqual({ url: 'https://example.com' });
  });
});
