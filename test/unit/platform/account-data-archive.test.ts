import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildArchive } from '../../../functions/platform/account-data/archive.js';
import { toCsv } from '../../../functions/platform/account-data/csv.js';
import type { PartitionItem } from '../../../functions/platform/account-data/partition.js';

const pk = 'ACCT#acct_1';
const item = (SK: string, fields: Record<string, unknown>): PartitionItem => ({
  PK: pk,
  SK,
  item: { PK: pk, SK, ...fields },
});

const items: PartitionItem[] = [
  item('PROFILE', { email: 'ana@example.com', credits: 12, GSI1PK: 'PENDING#3' }),
  item('APIKEY', { keyId: 'key_1', name: 'Main', hash: 'a'.repeat(64), encrypted: 'v1:cipher', revoked: false }),
  item('APIKEY#key_2', { keyId: 'key_2', name: 'CI', hash: 'b'.repeat(64), encrypted: 'v1:other', revoked: true }),
  item('WEBHOOK_SECRET', { secret: 'whsec_abc' }),
  item('IDEM#k1', { fingerprint: 'f', response: { body: 'cached' } }),
  item('USAGE#2026-01-01T00:00:00.000Z#use_1', { usageId: 'use_1', credits: 2, operationId: 'pdf.merge' }),
  item('REQ#2026-01-01T00:00:00.000Z#req_1', { requestId: 'req_1', status: 401, ttl: 1 }),
  item('JOB#job_1', { jobId: 'job_1', status: 'succeeded' }),
  item('IMAGE#2026#img_1', { id: 'img_1', prompt: 'a cat' }),
  item('PURCHASE#2026#in_1', { purchaseId: 'in_1', amountCents: 5900 }),
  item('FUTURE#x', { note: 'a kind added later' }),
];

const unzip = () => {
  const files = unzipSync(buildArchive(items, { accountId: 'acct_1', email: 'ana@example.com', exportedAt: 'now' }));
  const text = (name: string) => strFromU8(z.instanceof(Uint8Array).parse(files[name]));
  return { files, text };
};

describe('the export archive', () => {
  it('lists every section of the partition, with a kind added later in a section of its own', () => {
    const { text } = unzip();
    const data = z
      .object({
        profile: z.object({ email: z.string(), credits: z.number() }),
        keys: z.array(z.object({ keyId: z.string() })),
        usage: z.array(z.unknown()),
        requests: z.array(z.unknown()),
        jobs: z.array(z.unknown()),
        imageHistory: z.array(z.unknown()),
        speechHistory: z.array(z.unknown()),
        purchases: z.array(z.unknown()),
        future: z.array(z.object({ note: z.string() })),
      })
      .parse(JSON.parse(text('data.json')));
    expect(data.keys.map((k) => k.keyId)).toEqual(['key_1', 'key_2']);
    expect([data.usage, data.requests, data.jobs, data.imageHistory, data.purchases].map((s) => s.length)).toEqual([
      1, 1, 1, 1, 1,
    ]);
    expect(data.speechHistory).toEqual([]);
    expect(data.future).toEqual([{ note: 'a kind added later' }]);
  });

  it('never carries key material, the webhook secret, cached responses or the table addressing', () => {
    const { files, text } = unzip();
    for (const name of Object.keys(files)) {
      const content = text(name);
      for (const secret of [
        'a'.repeat(64),
        'b'.repeat(64),
        'v1:cipher',
        'v1:other',
        'whsec_abc',
        'cached',
        'PENDING#3',
      ]) {
        expect(content, `${name} holds ${secret}`).not.toContain(secret);
      }
      expect(content, name).not.toMatch(/"(PK|SK)"/);
    }
  });

  it('adds a CSV per table', () => {
    const { text } = unzip();
    expect(text('keys.csv').split('\r\n')[0]).toBe('keyId,name,revoked');
    expect(text('keys.csv')).toContain('key_2,CI,true');
    expect(text('purchases.csv')).toContain('in_1,5900');
  });
});

describe('CSV cells', () => {
  it('quotes separators and neutralises spreadsheet formulas', () => {
    expect(toCsv([{ a: 'x,y', b: 'say "hi"', c: '=HYPERLINK("http://evil")', d: -3, e: { n: 1 } }])).toBe(
      'a,b,c,d,e\r\n"x,y","say ""hi""","\'=HYPERLINK(""http://evil"")",-3,"{""n"":1}"\r\n',
    );
  });
});
