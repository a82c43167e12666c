import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { commaList, parseEnv } from '../../../functions/core/env.js';
import { parseWebhookTargetPolicy } from '../../../functions/core/jobs/local-policy.js';
import { parseVerifyConfig } from '../../../functions/verify/config.js';

describe('commaList', () => {
  it('trims items and drops empty ones; unset and empty are the empty list', () => {
    const list = commaList();
    expect(list.parse(' 10.0.0.1 ,,127.0.0.1:5353, ')).toEqual(['10.0.0.1', '127.0.0.1:5353']);
    expect(list.parse('')).toEqual([]);
    expect(list.parse(undefined)).toEqual([]);
  });

  it('is the list every family config reads', () => {
    expect(parseVerifyConfig({ VERIFY_DNS_SERVERS: '1.1.1.1, 8.8.8.8:53,' }).VERIFY_DNS_SERVERS).toEqual([
      '1.1.1.1',
      '8.8.8.8:53',
    ]);
    expect(parseWebhookTargetPolicy({ STAGE: 'local', JOBS_WEBHOOK_ALLOW_ADDRESSES: ' 127.0.0.1 ,' })).toEqual({
      allowAddresses: ['127.0.0.1'],
      allowHttp: true,
    });
  });
});

describe('parseEnv', () => {
  const schema = z.object({ TOKEN: z.string().min(40), PORT: z.coerce.number().int() });

  it('names every bad variable and its problem, never its value', () => {
    const parse = () => parseEnv(schema, { TOKEN: 'short-secret', PORT: 'x' }, 'demo configuration');
    expect(parse).toThrow(/^Invalid demo configuration: TOKEN: .*; PORT: /);
    expect(parse).not.toThrow(/short-secret/);
  });

  it('answers the parsed values', () => {
    expect(parseEnv(schema, { TOKEN: 'k'.repeat(40), PORT: '8080' }, 'demo configuration')).toEqual({
      TOKEN: 'k'.repeat(40),
      PORT: 8080,
    });
  });
});
