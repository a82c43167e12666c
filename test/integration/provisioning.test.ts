import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { accountIdFor } from '../../functions/core/principal.js';
import { apiKeyKey, type ItemKey, profileKey } from '../../functions/core/store/keys.js';
import { accountDataStores } from './support/account-data.js';
import { signUpUser } from './support/accounts.js';
import { signInLocally } from './support/email-verification.js';

/**
 * Account provisioning (functions/core/accounts/) from the function a new address reaches first. A visitor who picks
 * a plan signs up and goes straight to its checkout, so billing's Lambda, not the platform's, may be the first to
 * see the account: it must create it as the platform's would, through the same core provisioning.
 */
const { baseUrl, env } = inject('platform');
const { table, session } = accountDataStores(baseUrl, env);

const subject = z.object({ sub: z.string().min(1) });
const checkoutAnswer = z.object({ url: z.string().url(), sessionId: z.string().min(1) });

describe('a new address whose first call is a checkout', () => {
  it("gets its account from billing's function: profile at 0 credits with the 20 pending, and its first key", async () => {
    const { email, password } = await signUpUser(env, { name: 'Compradora' }, 'checkout-first');
    const tokens = await signInLocally(env, email, password);
    const { sub } = subject.parse(
      JSON.parse(Buffer.from(tokens.idToken.split('.')[1] ?? '', 'base64url').toString('utf8')),
    );
    const accountId = accountIdFor(sub);
    const { ddb, tableName } = table();
    const read = (Key: ItemKey) => ddb.send(new GetCommand({ TableName: tableName, Key }));
    expect((await read(profileKey(accountId))).Item).toBeUndefined();

    const response = await fetch(`${baseUrl}/api/billing/checkout`, {
      method: 'POST',
      headers: session(tokens),
      body: JSON.stringify({ planId: 2 }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    checkoutAnswer.parse(await response.json());

    const profile = (await read(profileKey(accountId))).Item;
    expect(profile).toMatchObject({ accountId, email, name: 'Compradora', plan: 0, credits: 0, welcomeCredits: 20 });
    const key = (await read(apiKeyKey(accountId))).Item;
    expect(key).toMatchObject({ accountId, name: 'API Key Principal', revoked: false });
  });
});
