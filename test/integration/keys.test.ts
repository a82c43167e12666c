import { Logger } from '@aws-lambda-powertools/logger';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { noRestrictions } from '../../functions/core/accounts/new-key.js';
import { ensureAccount } from '../../functions/core/accounts/provision.js';
import type { TableDeps } from '../../functions/core/store/table.js';
import { type AuthorizeDeps, authorize } from '../../functions/platform/accounts/authorize.js';
import { createKeyList, keyLimitReached } from '../../functions/platform/accounts/key-list.js';
import { createKeyLookup, createKeyStore } from '../../functions/platform/accounts/keys.js';
import { authorizerCacheSeconds } from '../../shared/edge.js';
import { signUpAndKey } from './support/accounts.js';
import { freshTable, newAccountId, scanWhere } from './support/table.js';

const { baseUrl, env } = inject('platform');
const secret = 'integration-test-secret-0123456789';
let table: TableDeps;

beforeAll(async () => {
  table = await freshTable(env, 'keys');
});

async function newAccount() {
  const accountId = newAccountId();
  const owner = { accountId, userId: accountId.slice(5) };
  await ensureAccount({ ...table, secret }, { ...owner, email: `${accountId}@example.com`, name: 'Maria' });
  return owner;
}

const keys = () => createKeyList({ ...table, secret });

function authorizerDeps(now = () => new Date()): AuthorizeDeps {
  return {
    keys: createKeyLookup(table),
    planOf: async () => 0,
    now,
    logger: new Logger({ serviceName: 'test', logLevel: 'ERROR' }),
  };
}

const methodArn = 'arn:aws:execute-api:us-east-1:000000000000:local/local/POST/api/pdf/merge';
const authorizeKey = (key: string, now?: () => Date) =>
  authorize({ headers: { 'api-token': key }, methodArn }, authorizerDeps(now));

describe('named keys in the table', () => {
  it('holds at most 5 keys not revoked: of 10 concurrent creations exactly 4 join the main key, 6 get 409', async () => {
    const owner = await newAccount();
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => keys().create(owner, `k${i}`, noRestrictions, new Date())),
    );

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(4);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(6);
    for (const r of refused)
      expect(r.reason).toMatchObject({ code: 'conflict', status: 409, extensions: { limit: 5 } });
    const listed = await keys().list(owner.accountId, new Date());
    expect(listed).toHaveLength(5);
    expect(listed[0]).toMatchObject({ main: true, key: { name: 'API Key Principal' } });
    expect(listed.filter((k) => !k.main)).toHaveLength(4);
    expect(await scanWhere(table, { accountId: owner.accountId, type: 'keyhash' })).toHaveLength(5);
  });

  it('frees a slot when a further key is revoked, keeps it listed as revoked, and the authorizer refuses it', async () => {
    const owner = await newAccount();
    const created = [];
    for (let i = 0; i < 4; i++) created.push(await keys().create(owner, `k${i}`, noRestrictions, new Date()));
    await expect(keys().create(owner, 'sixth', noRestrictions, new Date())).rejects.toMatchObject({ code: 'conflict' });
    const [first] = created;
    if (!first) throw new Error('no key created');
    expect(await authorizeKey(first.key)).toMatchObject({ context: { keyId: first.keyId } });

    const revoked = await keys().revoke(owner.accountId, first.keyId, new Date());
    // Revoking twice changes nothing (and does not free a second slot).
    await keys().revoke(owner.accountId, first.keyId, new Date());

    expect(revoked).toMatchObject({ main: false, key: { revoked: true } });
    await expect(authorizeKey(first.key)).rejects.toThrow('Unauthorized');
    await keys().create(owner, 'replacement', noRestrictions, new Date());
    await expect(keys().create(owner, 'one too many', noRestrictions, new Date())).rejects.toMatchObject({
      code: keyLimitReached().code,
    });
    const listed = await keys().list(owner.accountId, new Date());
    expect(listed.map((k) => [k.key.name, k.key.revoked])).toContainEqual(['k0', true]);
    expect(listed.filter((k) => !k.key.revoked)).toHaveLength(5);
  });

  it('renames by id, the main key and a further one, and answers 404 for a key of another account', async () => {
    const owner = await newAccount();
    const other = await newAccount();
    const extra = await keys().create(owner, 'ci', noRestrictions, new Date());
    const main = await createKeyStore({ ...table, secret }).get(owner.accountId);
    if (!main) throw new Error('no main key');

    await keys().rename(owner.accountId, main.keyId, 'Principal renamed', new Date());
    await keys().rename(owner.accountId, extra.keyId, 'ci renamed', new Date());

    const names = (await keys().list(owner.accountId, new Date())).map((k) => [k.key.name, k.main]);
    expect(names).toEqual([
      ['Principal renamed', true],
      ['ci renamed', false],
    ]);
    await expect(keys().rename(other.accountId, extra.keyId, 'stolen', new Date())).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(keys().revoke(other.accountId, extra.keyId, new Date())).rejects.toMatchObject({ code: 'not_found' });
  });

  it('revokes the main key in place and regenerate brings it back as the first key', async () => {
    const owner = await newAccount();
    const main = await createKeyStore({ ...table, secret }).get(owner.accountId);
    if (!main) throw new Error('no main key');
    await keys().revoke(owner.accountId, main.keyId, new Date());
    await expect(authorizeKey(main.key)).rejects.toThrow('Unauthorized');

    const fresh = await createKeyStore({ ...table, secret }).regenerate(owner, new Date());

    expect(await authorizeKey(fresh.key)).toMatchObject({ principalId: owner.accountId });
    const [first] = await keys().list(owner.accountId, new Date());
    expect(first).toMatchObject({ main: true, key: { keyId: fresh.keyId, revoked: false } });
  });

  it('passes a key’s restrictions in the authorizer context and refuses it once expired', async () => {
    const owner = await newAccount();
    const expiresAt = '2030-01-01T00:00:00.000Z';
    const key = await keys().create(owner, 'pdf only', { expiresAt, allowed: ['pdf', 'image.qr-code'] }, new Date());

    const allowed = await authorizeKey(key.key, () => new Date('2029-12-31T23:59:59Z'));

    expect(allowed.context).toMatchObject({ keyId: key.keyId, expiresAt, allowed: 'pdf,image.qr-code' });
    for (const value of Object.values(allowed.context ?? {}))
      expect(['string', 'number', 'boolean']).toContain(typeof value);
    await expect(authorizeKey(key.key, () => new Date('2030-01-01T00:00:00Z'))).rejects.toThrow('Unauthorized');
    // A key without restrictions passes empty strings, which the pipeline reads as "none".
    const main = await createKeyStore({ ...table, secret }).get(owner.accountId);
    if (!main) throw new Error('no main key');
    expect((await authorizeKey(main.key)).context).toMatchObject({ expiresAt: '', allowed: '' });
  });
});

describe('key routes over HTTP (local gateway + authorizer + pipeline)', () => {
  const session = (idToken: string) => ({ authorization: `Bearer ${idToken}`, 'content-type': 'application/json' });
  const qrCode = (key: string) =>
    fetch(`${baseUrl}/api/image/qr-code`, {
      method: 'POST',
      headers: { 'api-token': key, 'content-type': 'application/json' },
      body: JSON.stringify({ data: 'https://example.com' }),
    });
  const balanceOf = async (idToken: string): Promise<number> => {
    const response = await fetch(`${baseUrl}/api/user/balance`, { headers: session(idToken) });
    return ((await response.json()) as { balance: number }).balance;
  };

  it('creates a key shown once, refuses a call outside its restrictions uncharged, and refuses it once revoked', async () => {
    const account = await signUpAndKey(baseUrl, env);
    const create = await fetch(`${baseUrl}/api/user/keys`, {
      method: 'POST',
      headers: session(account.idToken),
      body: JSON.stringify({ name: 'pdf only', allowed: ['pdf'] }),
    });
    expect(create.status).toBe(201);
    const created = (await create.json()) as { id: string; token: string; masked: string; allowed: string[] };
    expect(created.token).toMatch(/^alq_/);
    expect(created.masked.endsWith(created.token.slice(-12))).toBe(true);
    expect(created.allowed).toEqual(['pdf']);

    const listed = await fetch(`${baseUrl}/api/user/keys`, { headers: session(account.idToken) });
    const list = (await listed.json()) as { items: Record<string, unknown>[]; limit: number };
    expect(list.limit).toBe(5);
    expect(list.items.map((k) => k.name)).toEqual(['API Key Principal', 'pdf only']);
    expect(JSON.stringify(list)).not.toContain(created.token);

    const before = await balanceOf(account.idToken);
    const refused = await qrCode(created.token);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('x-credits-charged')).toBe('0');
    expect(await refused.json()).toMatchObject({
      code: 'key_restricted',
      allowed: ['pdf'],
      operationId: 'image.qr-code',
    });
    expect(await balanceOf(account.idToken)).toBe(before);

    const revoke = await fetch(`${baseUrl}/api/user/keys/${created.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${account.idToken}` },
    });
    expect(revoke.status).toBe(200);
    expect(await revoke.json()).toMatchObject({ id: created.id, revoked: true });
    // The local gateway runs the authorizer on every call (no result cache), so the refusal is immediate here;
    // on AWS it comes within authorizerCacheSeconds.
    expect(authorizerCacheSeconds).toBe(60);
    expect((await qrCode(created.token)).status).toBe(401);
  });

  it('rotates without a failed call: a second key works before the first is revoked, and after', async () => {
    const account = await signUpAndKey(baseUrl, env);
    const keysBefore = await fetch(`${baseUrl}/api/user/keys`, { headers: session(account.idToken) });
    const [main] = ((await keysBefore.json()) as { items: { id: string }[] }).items;
    if (!main) throw new Error('no main key');
    const create = await fetch(`${baseUrl}/api/user/keys`, {
      method: 'POST',
      headers: session(account.idToken),
      body: JSON.stringify({ name: 'rotated' }),
    });
    const { token } = (await create.json()) as { token: string };

    expect((await qrCode(account.apiKey)).status).toBe(200);
    expect((await qrCode(token)).status).toBe(200);
    const revoke = await fetch(`${baseUrl}/api/user/keys/${main.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${account.idToken}` },
    });
    expect(revoke.status).toBe(200);

    expect((await qrCode(token)).status).toBe(200);
    expect((await qrCode(account.apiKey)).status).toBe(401);
    // Each key's calls of the last 30 days, counted from the request log.
    const after = await fetch(`${baseUrl}/api/user/keys`, { headers: session(account.idToken) });
    const counted = ((await after.json()) as { items: { name: string; calls_30d: number | null }[] }).items;
    expect(counted.find((k) => k.name === 'rotated')?.calls_30d).toBe(2);
  });

  it('answers 409 conflict for a 6th key, 400 for a past expiry or an unknown operation, 404 for an unknown id', async () => {
    const account = await signUpAndKey(baseUrl, env);
    const post = (body: unknown) =>
      fetch(`${baseUrl}/api/user/keys`, {
        method: 'POST',
        headers: session(account.idToken),
        body: JSON.stringify(body),
      });
    for (let i = 0; i < 4; i++) expect((await post({ name: `k${i}` })).status).toBe(201);

    const sixth = await post({ name: 'sixth' });
    expect(sixth.status).toBe(409);
    expect(await sixth.json()).toMatchObject({ code: 'conflict', limit: 5 });
    const past = await post({ name: 'x', expires_at: '2020-01-01T00:00:00Z' });
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({ code: 'invalid_request', errors: [{ path: 'expires_at' }] });
    const unknown = await post({ name: 'x', allowed: ['pdf', 'pdf.no-such-thing'] });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ errors: [{ path: 'allowed.1' }] });
    const rename = await fetch(`${baseUrl}/api/user/keys/key_doesnotexist`, {
      method: 'PATCH',
      headers: session(account.idToken),
      body: JSON.stringify({ name: 'x' }),
    });
    expect(rename.status).toBe(404);
  });
});
