import { describe, expect, it } from 'vitest';
import { AppError } from '../../../functions/core/errors.js';
import { checkInputUrls } from '../../../functions/core/jobs/input-urls.js';
import type { AddressPolicy } from '../../../functions/core/net/connector.js';

/** Accept-time checks of the URLs inside a job's input, with a loopback-free fake resolver (no DNS leaves here). */

const resolved: string[] = [];
const policy = (answers: Record<string, string[]>): AddressPolicy => ({
  resolve: async (host) => {
    resolved.push(host);
    const addresses = answers[host];
    if (!addresses) throw new Error(`ENOTFOUND ${host}`);
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  },
  allowAddresses: new Set(),
});
const dns = policy({
  'cdn.example': ['93.184.216.34'],
  'inside.example': ['10.1.2.3'],
  'mixed.example': ['93.184.216.34', '169.254.169.254'],
});
const skip = new Set(['webhookUrl']);

const refusal = async (input: unknown): Promise<AppError> => {
  const error = await checkInputUrls(input, dns, skip).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error('expected a refusal');
  return error;
};

describe('URLs inside a job input, checked when the job is accepted', () => {
  it('refuses a private address literal deep in the input, naming the field, without resolving anything', async () => {
    resolved.length = 0;
    const error = await refusal({ images: [{ url: 'https://cdn.example/1.jpg' }, { url: 'https://10.0.0.7/2.jpg' }] });
    expect(error.code).toBe('invalid_request');
    expect(error.message).toContain('images[1].url');
    expect(error.errors?.[0]?.path).toBe('images[1].url');
    expect(resolved).toEqual(['cdn.example']);
  });

  it('refuses names that resolve to a private or link-local address, even beside a public one', async () => {
    expect((await refusal({ videoUrl: 'https://inside.example/v.mp4' })).message).toContain('videoUrl');
    expect((await refusal({ videos: ['https://cdn.example/a.mp4', 'http://mixed.example/b.mp4'] })).message).toContain(
      'videos[1]',
    );
    expect((await refusal({ videos: [{ url: 'https://[::1]/c.mp4' }] })).message).toContain('videos[0].url');
  });

  it('accepts public hosts, data URLs, file ids and plain text, and leaves unresolvable hosts to the worker', async () => {
    await expect(
      checkInputUrls(
        {
          images: [{ url: 'https://cdn.example/1.jpg', duration: 3 }],
          logo: 'data:image/png;base64,iVBORw0KGgo=',
          audio: 'file_0123456789abcdef',
          text: 'see https://10.0.0.1 for details',
          videoUrl: 'https://unknown.example/v.mp4',
        },
        dns,
        skip,
      ),
    ).resolves.toBeUndefined();
  });

  it('leaves the webhook URL to its own check', async () => {
    await expect(checkInputUrls({ webhookUrl: 'https://127.0.0.1/hook' }, dns, skip)).resolves.toBeUndefined();
  });
});
