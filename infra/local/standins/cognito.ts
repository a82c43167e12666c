import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { assertIsJwks, type Jwks } from 'aws-jwt-verify/jwk';
import { safeJsonParse } from 'aws-jwt-verify/safe-json-parse';
import { z } from 'zod';
import { userPool } from '../../../shared/resources.js';
import { answersHttp, freePort, waitUntil } from '../net.js';
import { spawnManaged } from '../processes.js';

export const LOCAL_REGION = 'us-east-1';
/** Tokens carry the real AWS issuer so the production CognitoJwtVerifier accepts them (with cached JWKS). */
export const ISSUER_DOMAIN = `https://cognito-idp.${LOCAL_REGION}.amazonaws.com`;

export interface CognitoStandIn {
  /** cognito-local itself (JWKS, health); the SDK and browser talk to the shim instead. */
  readonly endpoint: string;
  readonly port: number;
  readonly userPoolId: string;
  readonly clientId: string;
  /** `.cognito/db` under the child's cwd: where cognito-local keeps users (and pending codes). */
  readonly dbDir: string;
  jwks(): Promise<Jwks>;
  stop(): Promise<void>;
}

/** Writes config, the fixed pool and the fixed app client when absent, so ids never change across restarts. */
async function seed(cwd: string): Promise<string> {
  const configDir = join(cwd, '.cognito');
  const dbDir = join(configDir, 'db');
  await mkdir(dbDir, { recursive: true });
  const passwordPolicy = {
    MinimumLength: userPool.passwordMinLength,
    RequireUppercase: false,
    RequireLowercase: false,
    RequireNumbers: false,
    RequireSymbols: false,
    TemporaryPasswordValidityDays: 7,
  };
  await writeFile(
    join(configDir, 'config.json'),
    JSON.stringify({
      TokenConfig: { IssuerDomain: ISSUER_DOMAIN },
      UserPoolDefaults: { UsernameAttributes: ['email'], AutoVerifiedAttributes: ['email'] },
    }),
  );
  const poolFile = join(dbDir, `${userPool.localPoolId}.json`);
  const now = new Date().toISOString();
  if (!existsSync(poolFile)) {
    // cognito-local's own defaults (standard attribute schema) under our fixed id and policy.
    const require = createRequire(import.meta.url);
    const defaults: unknown = require('cognito-local/lib/services/cognitoService.js').USER_POOL_AWS_DEFAULTS;
    const base = typeof defaults === 'object' && defaults !== null ? defaults : {};
    const options = {
      ...base,
      Id: userPool.localPoolId,
      Name: 'alquimia-local',
      Arn: `arn:aws:cognito-idp:${LOCAL_REGION}:000000000000:userpool/${userPool.localPoolId}`,
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: { PasswordPolicy: passwordPolicy },
      CreationDate: now,
      LastModifiedDate: now,
    };
    await writeFile(poolFile, JSON.stringify({ Users: {}, Groups: {}, Options: options }));
  }
  const clientsFile = join(dbDir, 'clients.json');
  const clients = clientsFileSchema.parse(existsSync(clientsFile) ? await readJson(clientsFile) : {});
  const byId = { ...clients.Clients };
  if (!(userPool.localClientId in byId)) {
    byId[userPool.localClientId] = {
      ClientId: userPool.localClientId,
      ClientName: 'web',
      UserPoolId: userPool.localPoolId,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_SRP_AUTH'],
      CreationDate: now,
      LastModifiedDate: now,
      TokenValidityUnits: { AccessToken: 'hours', IdToken: 'hours', RefreshToken: 'days' },
    };
    await writeFile(clientsFile, JSON.stringify({ ...clients, Clients: byId }));
  }
  return dbDir;
}

/**
 * A JSON file cognito-local may be writing at the same moment: StormDB rewrites its file in place
 * (`writeFileSync` truncates, then writes), so a read from this process can land on an empty or half-written file.
 * Such a read is retried until the writer has finished; a file that stays unreadable fails as before.
 */
export async function readJson(file: string, attempts = 50): Promise<unknown> {
  for (let attempt = 1; ; attempt += 1) {
    const text = await readFile(file, 'utf8');
    try {
      return JSON.parse(text);
    } catch (error) {
      if (!(error instanceof SyntaxError) || attempt >= attempts) throw error;
      await delay(10);
    }
  }
}

const clientsFileSchema = z.looseObject({ Clients: z.record(z.string(), z.unknown()).default({}) });

const poolFileSchema = z.looseObject({
  Users: z
    .record(
      z.string(),
      z.looseObject({
        Username: z.string(),
        Attributes: z.array(z.looseObject({ Name: z.string(), Value: z.string().optional() })).default([]),
        ConfirmationCode: z.string().optional(),
        AttributeVerificationCode: z.string().optional(),
      }),
    )
    .default({}),
});

/**
 * cognito-local 5.3.0 as a child process: its data dir is hard-wired to `./.cognito` relative to the cwd
 * (StormDB resolves it at every write), so it cannot share our process.
 */
export async function startCognito(dataDir: string): Promise<CognitoStandIn> {
  const cwd = join(dataDir, 'cognito');
  const [port, dbDir] = await Promise.all([freePort(), seed(cwd)]);
  const entry = createRequire(import.meta.url).resolve('cognito-local/lib/bin/start.js');
  const stub = fileURLToPath(new URL('./aws-sdk-v2-stub.cjs', import.meta.url));
  // Its saves one at a time, each whole (serial-saves.cjs says why).
  const serialSaves = fileURLToPath(new URL('./serial-saves.cjs', import.meta.url));
  const { CODE: _fixedCode, ...inherited } = process.env;
  const args = ['--require', stub, '--require', serialSaves, entry];
  const child = spawnManaged('Cognito (cognito-local)', process.execPath, args, {
    cwd,
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' },
  });
  const endpoint = `http://127.0.0.1:${port}`;
  try {
    await waitUntil('Cognito (cognito-local)', () => answersHttp(`${endpoint}/health`), {
      timeoutMs: 20_000,
      intervalMs: 50,
      failed: child.exitReason,
    });
  } catch (error) {
    await child.stop();
    throw error;
  }
  return {
    endpoint,
    port,
    userPoolId: userPool.localPoolId,
    clientId: userPool.localClientId,
    dbDir,
    async jwks() {
      const response = await fetch(`${endpoint}/${userPool.localPoolId}/.well-known/jwks.json`);
      const jwks = safeJsonParse(await response.text());
      assertIsJwks(jwks);
      return jwks;
    },
    stop: () => child.stop(),
  };
}

/**
 * A code cognito-local stored for a user, looked up by username, e-mail or subject: the pending confirmation/reset
 * code (`confirmation`), or the e-mail verification code GetUserAttributeVerificationCode issued (`attribute`).
 */
export async function storedCode(
  dbDir: string,
  user: string,
  kind: 'confirmation' | 'attribute' = 'confirmation',
): Promise<string | undefined> {
  const pool = poolFileSchema.parse(await readJson(join(dbDir, `${userPool.localPoolId}.json`)));
  const wanted = user.toLowerCase();
  for (const stored of Object.values(pool.Users)) {
    const attribute = (name: string) => stored.Attributes.find((a) => a.Name === name)?.Value?.toLowerCase();
    const matches = [stored.Username.toLowerCase(), attribute('email'), attribute('sub')].includes(wanted);
    const code = kind === 'confirmation' ? stored.ConfirmationCode : stored.AttributeVerificationCode;
    if (matches && code !== undefined) return code;
  }
  return undefined;
}
