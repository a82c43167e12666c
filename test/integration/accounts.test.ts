import { Logger } from '@aws-lambda-powertools/logger';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { hashApiKey } from '../../functions/core/accounts/key-crypto.js';
import { createProvisioner, ensureAccount } from '../../functions/core/accounts/provision.js';
import { createDynamoMeter } from '../../functions/core/metering/dynamo-meter.js';
import type { OperationContext, OperationResult } from '../../functions/core/operation.js';
import { keyHashKey, profileKey } from '../../functions/core/store/keys.js';
import type { TableDeps } from '../../functions/core/store/table.js';
import { type AuthorizeDeps, authorize } from '../../functions/platform/accounts/authorize.js';
import { createKeyLookup, createKeyStore } from '../../functions/platform/accounts/keys.js';
import { planOf } from '../../functions/platform/accounts/profile.js';
import { writeTombstone } from '../../functions/platform/accounts/tombstone.js';
import { type EmailVerifiedCheck, grantWelcomeCredits } from '../../functions/platform/accounts/welcome-credits.js';
import { createPlatformImplementations } from '../../functions/platform/implementations.js';
import { defaultPlatformDeps } from '../../functions/platform/wiring.js';
import type {
  ApiKeyResponse,
  BalanceResponse,
  ProfileResponse,
  UsageResponse,
} from '../../shared/operations/outputs/platform.js';
import { userBalance } from '../../shared/operations/user.js';
import { signUpAndKey } from './support/accounts.js';
import { freshTable, newAccountId, scanWhere, seedProfile } from './support/table.js';

const { baseUrl, env } = inject('platform');
const secret = 'integration-test-secret-0123456789';
let table: TableDeps;

beforeAll(async () => {
  table = await freshTable(env, 'accounts');
});

const identity = (accountId = newAccountId()) => ({
  accountId,
  userId: accountId.slice(5),
  email: `${accountId}@example.com`,
  name: 'Maria Silva',
});

function context(accountId: string, now = () => new Date()): OperationContext {
  return {
    operation: userBalance,
    principal: { kind: 'user', accountId, userId: accountId.slice(5), email: `${accountId}@example.com` },
    requestId: 'req_test',
    logger: new Logger({ serviceName: 'test', logLevel: 'ERROR' }),
    signal: new AbortController().signal,
    headers: {},
    now,
    runsAs: 'request',
  };
}

const bodyOf = <T>(result: OperationResult): T => {
  if (result.kind !== 'json') throw new Error('expected a JSON result');
  return result.body as T;
};

function authorizerDeps(): AuthorizeDeps {
  return {
    keys: createKeyLookup(table),
    planOf: (accountId) => planOf(table, accountId),
    now: () => new Date(),
    logger: new Logger({ serviceName: 'test', logLevel: 'ERROR' }),
  };
}

const methodArn = 'arn:aws:execute-api:us-east-1:000000000000:local/local/POST/api/pdf/merge';
const authorizeWith = (headers: Record<string, string>) => authorize({ headers, methodArn }, authorizerDeps());

describe('provisioning', () => {
  it('creates one profile at 0 credits with the 20 welcome credits pending, and one key, even when first calls race', async () => {
    const who = identity();
    const provisioner = createProvisioner({ ...table, secret });

    const created = await Promise.all([
      ...Array.from({ length: 5 }, () => ensureAccount({ ...table, secret }, who)),
      ...Array.from({ length: 5 }, () => provisioner.ensureAccount(who)),
    ]);

    expect(created.filter(Boolean)).toHaveLength(1);
    const profiles = await scanWhere(table, { accountId: who.accountId, type: 'profile' });
    const keys = await scanWhere(table, { accountId: who.accountId, type: 'apikey' });
    const lookups = await scanWhere(table, { accountId: who.accountId, type: 'keyhash' });
    expect(profiles).toHaveLength(1);
    expect(profiles[0]).toMatchObject({ credits: 0, welcomeCredits: 20, role: 'user', plan: 0, name: 'Maria Silva' });
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ name: 'API Key Principal', revoked: false });
    expect(lookups).toHaveLength(1);
  });

  it('does nothing the second time', async () => {
    const who = identity();
    expect(await ensureAccount({ ...table, secret }, who)).toBe(true);
    expect(await ensureAccount({ ...table, secret }, who)).toBe(false);
    expect(await scanWhere(table, { accountId: who.accountId, type: 'apikey' })).toHaveLength(1);
  });

  it("refuses a deleted account's id with 401 account_deleted and creates nothing; a container forgets it after its memory", async () => {
    const deleted = identity();
    const provisioner = createProvisioner({ ...table, secret }, 1_000);
    const t0 = new Date('2026-01-01T00:00:00Z');
    expect(await provisioner.ensureAccount(deleted, t0)).toBe(true);
    // What the deletion leaves: the partition gone, the tombstone written.
    await table.ddb.send(new DeleteCommand({ TableName: table.tableName, Key: profileKey(deleted.accountId) }));
    await writeTombstone(table, deleted.accountId, t0);

    // Inside the container's memory the account is still trusted; past it the tombstone answers.
    expect(await provisioner.ensureAccount(deleted, new Date(t0.getTime() + 999))).toBe(false);
    const refused = provisioner.ensureAccount(deleted, new Date(t0.getTime() + 1_000));
    await expect(refused).rejects.toMatchObject({
      code: 'unauthorized',
      status: 401,
      extensions: { reason: 'account_deleted' },
    });
    await expect(ensureAccount({ ...table, secret }, deleted)).rejects.toMatchObject({ code: 'unauthorized' });
    expect(await scanWhere(table, { accountId: deleted.accountId, type: 'profile' })).toHaveLength(0);
    // A new sign-up with the same address is a new subject, hence a new account id: provisioned as usual.
    expect(await ensureAccount({ ...table, secret }, identity())).toBe(true);
  });
});

describe('the welcome grant against DynamoDB Local', () => {
  it('adds the pending 20 credits exactly once when 25 grants race, and removes the marker', async () => {
    const who = identity();
    await ensureAccount({ ...table, secret }, who);

    const grants = await Promise.all(
      Array.from({ length: 25 }, () => grantWelcomeCredits(table, who.accountId, new Date())),
    );

    expect(grants.filter((g) => g.granted === 20)).toHaveLength(1);
    expect(grants.reduce((sum, g) => sum + g.granted, 0)).toBe(20);
    // Every caller, winner or not, is told the balance after the grant.
    expect(grants.every((g) => g.credits === 20)).toBe(true);
    const [profile] = await scanWhere(table, { accountId: who.accountId, type: 'profile' });
    expect(profile).toMatchObject({ credits: 20 });
    expect(profile).not.toHaveProperty('welcomeCredits');
  });

  it('adds the grant to what is there already (a plan bought before verifying keeps its credits)', async () => {
    const who = identity();
    await ensureAccount({ ...table, secret }, who);
    const { ddb, tableName } = table;
    await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { PK: `ACCT#${who.accountId}`, SK: 'PROFILE' },
        UpdateExpression: 'SET credits = credits + :bought',
        ExpressionAttributeValues: { ':bought': 1000 },
      }),
    );
    expect(await grantWelcomeCredits(table, who.accountId, new Date())).toEqual({ credits: 1020, granted: 20 });
  });

  it('leaves a profile provisioned before verification was required as it is', async () => {
    const accountId = newAccountId();
    await seedProfile(table, accountId, { credits: 7 });
    expect(await grantWelcomeCredits(table, accountId, new Date())).toEqual({ credits: 7, granted: 0 });
  });
});

describe('api-key authorizer against the table', () => {
  it.each([
    ['api-token', (k: string) => ({ 'api-token': k })],
    ['x-api-key', (k: string) => ({ 'X-Api-Key': k })],
    ['x-api-token', (k: string) => ({ 'x-api-token': k })],
    ['Authorization: Bearer', (k: string) => ({ Authorization: `Bearer ${k}` })],
  ])('accepts the provisioned key in %s', async (_name, headers) => {
    const who = identity();
    await ensureAccount({ ...table, secret }, who);
    const key = await createKeyStore({ ...table, secret }).get(who.accountId);
    const result = await authorizeWith(headers(key?.key ?? ''));
    expect(result).toMatchObject({
      principalId: who.accountId,
      context: { accountId: who.accountId, keyId: key?.keyId, plan: 0 },
    });
  });

  it('refuses an unknown key', async () => {
    await expect(authorizeWith({ 'api-token': `alq_${'Z'.repeat(32)}` })).rejects.toThrow('Unauthorized');
  });

  it('refuses a revoked key at once', async () => {
    const who = identity();
    await ensureAccount({ ...table, secret }, who);
    const store = createKeyStore({ ...table, secret });
    const key = await store.get(who.accountId);
    await store.revoke(who.accountId, new Date());
    await expect(authorizeWith({ 'api-token': key?.key ?? '' })).rejects.toThrow('Unauthorized');
    expect((await store.get(who.accountId))?.revoked).toBe(true);
  });

  it('refuses the old key and accepts the new one after regeneration', async () => {
    const who = identity();
    await ensureAccount({ ...table, secret }, who);
    const store = createKeyStore({ ...table, secret });
    const old = await store.get(who.accountId);
    const fresh = await store.regenerate(who, new Date());
    expect(fresh.key).not.toBe(old?.key);
    expect(fresh.name).toBe('API Key Principal');
    await expect(authorizeWith({ 'api-token': old?.key ?? '' })).rejects.toThrow('Unauthorized');
    await expect(authorizeWith({ 'api-token': fresh.key })).resolves.toMatchObject({ context: { keyId: fresh.keyId } });
    expect(await scanWhere(table, { accountId: who.accountId, type: 'keyhash' })).toHaveLength(1);
  });

  it('passes the account plan to the context', async () => {
    const who = identity();
    await ensureAccount({ ...table, secret }, who);
    const { ddb, tableName } = table;
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { PK: `ACCT#${who.accountId}`, SK: 'PROFILE' },
        UpdateExpression: 'SET #plan = :p',
        ExpressionAttributeNames: { '#plan': 'plan' },
        ExpressionAttributeValues: { ':p': 2 },
      }),
    );
    const key = await createKeyStore({ ...table, secret }).get(who.accountId);
    await expect(authorizeWith({ 'api-token': key?.key ?? '' })).resolves.toMatchObject({ context: { plan: 2 } });
  });

  it('records last use at most once per five minutes', async () => {
    const who = identity();
    await ensureAccount({ ...table, secret }, who);
    const key = await createKeyStore({ ...table, secret }).get(who.accountId);
    const lookup = createKeyLookup(table);
    const readLastUsed = async () =>
      (
        await table.ddb.send(
          new GetCommand({ TableName: table.tableName, Key: keyHashKey(hashApiKey(key?.key ?? '')) }),
        )
      ).Item?.lastUsedAt;

    const first = await lookup.lookup(key?.key ?? '');
    if (!first) throw new Error('key not found');
    expect(await lookup.touch(first, new Date('2026-11-22T10:00:00Z'))).toBe(true);
    const second = await lookup.lookup(key?.key ?? '');
    if (!second) throw new Error('key not found');
    expect(await lookup.touch(second, new Date('2026-11-22T10:04:00Z'))).toBe(false);
    expect(await readLastUsed()).toBe('2026-11-22T10:00:00.000Z');
    expect(await lookup.touch(second, new Date('2026-11-22T10:06:00Z'))).toBe(true);
    expect(await readLastUsed()).toBe('2026-11-22T10:06:00.000Z');
  });
});

describe('account endpoints (implementations)', () => {
  // These calls never reach the welcome grant's Cognito check; its own tests below pass one in.
  const impls = () =>
    createPlatformImplementations({ ...defaultPlatformDeps(), keys: async () => ({ ...table, secret }) });
  const call = (id: string, input: unknown, ctx: OperationContext): Promise<OperationResult> => {
    const impl = impls().find((i) => i.operation.id === id);
    if (!impl) throw new Error(`no implementation for ${id}`);
    return impl.run(input, ctx);
  };

  it('answers the balance with the masked key record and Active status', async () => {
    const who = identity();
    await ensureAccount({ ...table, secret }, who);
    const body = bodyOf<BalanceResponse>(await call('platform.user-balance', {}, context(who.accountId)));
    // A new account: 0 until its e-mail is verified.
    expect(body).toMatchObject({
      balance: 0,
      saldo: 0,
      credits: 0,
      status: 'Active',
      name: 'API Key Principal',
      revoked: false,
    });
    expect(body.token).toMatch(/^•+[A-Za-z0-9]{12}$/);
  });

  it('answers the profile, renames it, and keeps the e-mail', async () => {
    const who = identity();
    await ensureAccount({ ...table, secret }, who);
    const renamed = bodyOf<ProfileResponse>(
      await call('platform.user-update-profile', { name: ' Ana ' }, context(who.accountId)),
    );
    expect(renamed).toMatchObject({
      name: 'Ana',
      email: who.email,
      role: 'user',
      credits: 0,
      pending_welcome_credits: 20,
      plano: 0,
    });
    const read = bodyOf<ProfileResponse>(await call('platform.user-profile', {}, context(who.accountId)));
    expect(read.name).toBe('Ana');
  });

  it('renames the key and refuses a blank name with the spec message', async () => {
    const who = identity();
    await ensureAccount({ ...table, secret }, who);
    const renamed = bodyOf<ApiKeyResponse>(
      await call('platform.user-rename-api-key', { name: 'Produção' }, context(who.accountId)),
    );
    expect(renamed.name).toBe('Produção');
    await expect(call('platform.user-rename-api-key', { name: '   ' }, context(who.accountId))).rejects.toMatchObject({
      code: 'invalid_request',
      detail: 'Please enter a name for the API Key',
    });
  });

  it('shows the key in full for copying and masked to its last 12 characters', async () => {
    const who = identity();
    await ensureAccount({ ...table, secret }, who);
    const key = bodyOf<ApiKeyResponse>(await call('platform.user-api-key', {}, context(who.accountId)));
    expect(key.token).toMatch(/^alq_[A-Za-z0-9]{32}$/);
    expect(key.masked.slice(-12)).toBe(key.token.slice(-12));
    expect(key.last_used_at).toBeNull();
  });

  it('revokes (status Inactive) and regenerates (Active again, new key)', async () => {
    const who = identity();
    await ensureAccount({ ...table, secret }, who);
    const before = bodyOf<ApiKeyResponse>(await call('platform.user-api-key', {}, context(who.accountId)));
    await call('platform.user-revoke-api-key', {}, context(who.accountId));
    expect(bodyOf<BalanceResponse>(await call('platform.user-balance', {}, context(who.accountId))).status).toBe(
      'Inactive',
    );
    const after = bodyOf<ApiKeyResponse>(await call('platform.user-regenerate-api-key', {}, context(who.accountId)));
    expect(after.token).not.toBe(before.token);
    expect(after.revoked).toBe(false);
    expect(bodyOf<BalanceResponse>(await call('platform.user-balance', {}, context(who.accountId))).status).toBe(
      'Active',
    );
  });

  it('pages the usage history newest first with an opaque cursor', async () => {
    const who = identity();
    await ensureAccount({ ...table, secret }, who);
    // A verified customer: the welcome credits pay for the calls below.
    await grantWelcomeCredits(table, who.accountId, new Date());
    const meter = createDynamoMeter(table);
    for (let i = 0; i < 12; i++) {
      await meter.charge({
        plan: 3,
        accountId: who.accountId,
        operationId: 'pdf.merge',
        serviceId: `svc-${i}`,
        credits: 1,
        requestId: `req_${i}`,
        now: new Date(Date.UTC(2026, 10, 22, 10, 0, i)),
      });
    }
    const ctx = context(who.accountId);
    const first = bodyOf<UsageResponse>(await call('platform.user-usage', { limit: 5 }, ctx));
    const second = bodyOf<UsageResponse>(
      await call('platform.user-usage', { limit: 5, cursor: first.nextCursor }, ctx),
    );
    const third = bodyOf<UsageResponse>(
      await call('platform.user-usage', { limit: 5, cursor: second.nextCursor }, ctx),
    );
    expect([...first.items, ...second.items, ...third.items].map((i) => i.service_id)).toEqual(
      Array.from({ length: 12 }, (_, i) => `svc-${11 - i}`),
    );
    expect(third.items).toHaveLength(2);
    expect(third.nextCursor).toBeNull();
    await expect(call('platform.user-usage', { limit: 5, cursor: 'garbage' }, ctx)).rejects.toMatchObject({
      code: 'invalid_request',
    });
  });

  it('never reaches another account: a cursor carries no partition', async () => {
    const [a, b] = [identity(), identity()];
    await ensureAccount({ ...table, secret }, a);
    await ensureAccount({ ...table, secret }, b);
    await grantWelcomeCredits(table, a.accountId, new Date());
    await createDynamoMeter(table).charge({
      plan: 3,
      accountId: a.accountId,
      operationId: 'pdf.merge',
      serviceId: 'secret-of-a',
      credits: 1,
      requestId: 'r',
      now: new Date(),
    });
    const aPage = bodyOf<UsageResponse>(await call('platform.user-usage', { limit: 1 }, context(a.accountId)));
    expect(aPage.items).toHaveLength(1);
    const bView = bodyOf<UsageResponse>(await call('platform.user-usage', { limit: 5 }, context(b.accountId)));
    expect(bView.items).toEqual([]);
  });
});

describe('user routes over HTTP (local gateway + pipeline)', () => {
  it('refuses the balance without a session (401)', async () => {
    const response = await fetch(`${baseUrl}/api/user/balance`);
    expect(response.status).toBe(401);
  });

  it('provisions on first use and answers balance, profile and key', async () => {
    const account = await signUpAndKey(baseUrl, env, 'Maria');
    const auth = { authorization: `Bearer ${account.idToken}` };
    const balance = await fetch(`${baseUrl}/api/user/balance`, { headers: auth });
    expect(balance.status).toBe(200);
    expect(await balance.json()).toMatchObject({ balance: 20, status: 'Active', name: 'API Key Principal' });
    const profile = await fetch(`${baseUrl}/api/user/profile`, { headers: auth });
    // signUpAndKey verified the e-mail by its link: the welcome credits are in, none pending.
    expect(await profile.json()).toMatchObject({
      name: 'Maria',
      email: account.email,
      credits: 20,
      pending_welcome_credits: 0,
      plano: 0,
      role: 'user',
    });
  });

  it('refuses a blank key name with 400 and the spec message', async () => {
    const account = await signUpAndKey(baseUrl, env);
    const response = await fetch(`${baseUrl}/api/user/api-key`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${account.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: '  ' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_request' });
  });

  it('stops accepting a key on a public route once it is regenerated', async () => {
    const account = await signUpAndKey(baseUrl, env);
    const regenerate = await fetch(`${baseUrl}/api/user/api-key/regenerate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${account.idToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(regenerate.status).toBe(200);
    const verify = await fetch(`${baseUrl}/api/verify/email`, {
      method: 'POST',
      headers: { 'api-token': account.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'someone@example.com' }),
    });
    expect(verify.status).toBe(401);
  });
});

describe('through the platform family handler and the real authorizer handler', () => {
  const claimsFor = (accountId: string, name = 'Maria') => ({
    claims: { sub: accountId.slice(5), email: `${accountId}@example.com`, name },
  });

  async function platformHandler(emailVerified: EmailVerifiedCheck) {
    const { createFamilyHandler } = await import('../../functions/core/handler.js');
    const provisioner = createProvisioner({ ...table, secret });
    const deps = {
      logger: new Logger({ serviceName: 'test', logLevel: 'ERROR' }),
      now: () => new Date(),
      price: () => 0,
      provision: async (p: { accountId: string; userId: string; email: string; name?: string }) => {
        await provisioner.ensureAccount(p);
      },
    };
    return createFamilyHandler(
      'platform',
      createPlatformImplementations({
        ...defaultPlatformDeps(),
        keys: async () => ({ ...table, secret }),
        emailVerified,
      }),
      () => deps,
    );
  }

  async function send(
    method: string,
    path: string,
    authorizer: Record<string, unknown> | null,
    body?: unknown,
    emailVerified: EmailVerifiedCheck = async () => false,
  ): Promise<{ statusCode: number; headers: Record<string, unknown>; json: Record<string, unknown> }> {
    const { buildProxyEvent, buildContext } = await import('../../infra/local/gateway/event.js');
    const event = buildProxyEvent({
      request: {
        method,
        url: path,
        rawHeaders: body === undefined ? [] : ['content-type', 'application/json'],
        body: Buffer.from(body === undefined ? '' : JSON.stringify(body)),
        sourceIp: '127.0.0.1',
        requestId: 'abc123',
        timeEpochMs: Date.now(),
      },
      resource: path,
      pathParameters: {},
      authorizer,
    });
    const result = await (await platformHandler(emailVerified))(event, buildContext('platform', 'abc123', 30_000));
    return { statusCode: result.statusCode, headers: { ...result.headers }, json: JSON.parse(result.body) };
  }

  it('provisions on the first dashboard call and answers the balance', async () => {
    // An account id derived from a Cognito-like subject, as principalOf derives it.
    const accountId = `acct_${newAccountId().slice(5, 37)}`;
    const response = await send('GET', '/api/user/balance', claimsFor(accountId));
    expect(response.statusCode).toBe(200);
    expect(response.json).toMatchObject({ balance: 0, status: 'Active', name: 'API Key Principal' });
  });

  it('the welcome credits: 403 with a problem body while the e-mail is unverified, then granted once', async () => {
    const accountId = `acct_${newAccountId().slice(5, 37)}`;
    const checked: string[] = [];
    const verified =
      (answer: boolean): EmailVerifiedCheck =>
      async (userId) => {
        checked.push(userId);
        return answer;
      };
    const profile = await send('GET', '/api/user/profile', claimsFor(accountId));
    expect(profile.json).toMatchObject({ credits: 0, pending_welcome_credits: 20 });

    const refused = await send('POST', '/api/user/verify-email', claimsFor(accountId), {}, verified(false));
    expect(refused.statusCode).toBe(403);
    expect(refused.json).toEqual({
      type: 'https://alquimia.dev/problems/forbidden',
      title: 'Forbidden',
      status: 403,
      code: 'forbidden',
      detail:
        'The e-mail address is not verified yet: open the link in the verification e-mail (or ask for a new one from the dashboard), then try again.',
      requestId: expect.any(String),
    });
    // The check names the caller's Cognito subject (the claims' `sub`), nobody else.
    expect(checked).toEqual([accountId.slice(5)]);

    const granted = await send('POST', '/api/user/verify-email', claimsFor(accountId), {}, verified(true));
    expect(granted).toMatchObject({ statusCode: 200, json: { credits: 20, granted: 20 } });
    expect(granted.headers['X-Credits-Remaining']).toBe('20');
    const again = await send('POST', '/api/user/verify-email', claimsFor(accountId), {}, verified(true));
    expect(again).toMatchObject({ statusCode: 200, json: { credits: 20, granted: 0 } });
    expect((await send('GET', '/api/user/profile', claimsFor(accountId))).json).toMatchObject({
      credits: 20,
      pending_welcome_credits: 0,
    });
  });

  it('answers 401 without a session', async () => {
    const response = await send('GET', '/api/user/profile', null);
    expect(response.statusCode).toBe(401);
    expect(response.json).toMatchObject({ code: 'unauthorized' });
  });

  it('answers 400 for a blank key name and renames with a real one', async () => {
    const accountId = `acct_${newAccountId().slice(5, 37)}`;
    expect((await send('PATCH', '/api/user/api-key', claimsFor(accountId), { name: '  ' })).statusCode).toBe(400);
    const renamed = await send('PATCH', '/api/user/api-key', claimsFor(accountId), { name: 'CI' });
    expect(renamed).toMatchObject({ statusCode: 200, json: { name: 'CI' } });
  });

  it('the authorizer handler allows the provisioned key and refuses it after regeneration', async () => {
    const accountId = `acct_${newAccountId().slice(5, 37)}`;
    const key = await send('GET', '/api/user/api-key', claimsFor(accountId));
    const token = String(key.json.token);

    Object.assign(process.env, env, { TABLE_NAME: table.tableName });
    const { handler } = await import('../../functions/platform/authorizer.js');
    const { buildAuthorizerEvent } = await import('../../infra/local/gateway/event.js');
    const authorizerEvent = (headers: string[]) =>
      buildAuthorizerEvent({
        request: {
          method: 'POST',
          url: '/api/verify/email',
          rawHeaders: headers,
          body: Buffer.from('{}'),
          sourceIp: '127.0.0.1',
          requestId: 'r',
          timeEpochMs: Date.now(),
        },
        resource: '/api/verify/email',
        pathParameters: {},
      });

    await expect(handler(authorizerEvent(['Api-Token', token]))).resolves.toMatchObject({
      principalId: accountId,
      context: { accountId, plan: 0 },
    });
    await send('POST', '/api/user/api-key/regenerate', claimsFor(accountId), {});
    await expect(handler(authorizerEvent(['Api-Token', token]))).rejects.toThrow('Unauthorized');
    await expect(handler(authorizerEvent([]))).rejects.toThrow('Unauthorized');
  });
});
