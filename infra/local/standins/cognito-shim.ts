import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { z } from 'zod';
import { accountExistsMail, mailLanguageOf, welcomeMail } from '../../../functions/platform/triggers/messages.js';
import { userPool } from '../../../shared/resources.js';
import { portOf } from '../net.js';
import { storedCode } from './cognito.js';
import { type MailOptions, sendMail, sendResetMail, sendVerificationMail } from './cognito-mails.js';
import { triggerEvent, triggerResponse } from './cognito-triggers.js';

/**
 * A small HTTP shim in front of cognito-local for what Amplify v6 and the product need but cognito-local
 * lacks or does differently: refresh through GetTokensFromRefreshToken, global sign-out, sign-up that confirms
 * at once (docs/product.md#accounts: no confirmation step) but leaves the e-mail unverified, the minimum
 * password length, reset and e-mail verification links into the local outbox (as the custom-message trigger writes
 * them on AWS: cognito-mails.ts), no reset for an unverified address (as Cognito), and AWS's error names for a failed sign-in.
 * Everything else passes through.
 */
export interface ShimOptions extends MailOptions {
  readonly upstream: string;
  readonly dbDir: string;
}

interface Reply {
  status: number;
  body: unknown;
}

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const bodySchema = z.record(z.string(), z.unknown());
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

export const cognitoError = (type: string, message: string): Reply => ({
  status: 400,
  body: { __type: type, message },
});

const passwordTooShort = (password: string): Reply | undefined =>
  password.length < userPool.passwordMinLength
    ? cognitoError('InvalidPasswordException', 'Password did not conform with policy: Password not long enough')
    : undefined;

/** Socket errors of a kept-alive connection that cognito-local closed as the request went out: nothing was read. */
const closedBeforeAnswer = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'UND_ERR_CLOSED', 'EPIPE']);

function closedSocket(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  const code = typeof cause === 'object' && cause !== null ? Reflect.get(cause, 'code') : undefined;
  return typeof code === 'string' && closedBeforeAnswer.has(code);
}

async function call(upstream: string, operation: string, body: unknown): Promise<Reply> {
  const send = () =>
    fetch(upstream, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `${TARGET_PREFIX}${operation}` },
      body: JSON.stringify(body),
    });
  // A reused connection that cognito-local's server closed when its keep-alive ran out fails before any answer
  // (undici never retries a POST itself): the request is sent once more, on a new connection.
  const response = await send().catch((error: unknown) => {
    if (closedSocket(error)) return send();
    throw error;
  });
  const text = await response.text();
  let parsed: unknown = {};
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = { __type: 'InternalErrorException', message: text };
  }
  return { status: response.status, body: parsed };
}

const errorType = (reply: Reply): string => {
  const parsed = z.object({ __type: z.string() }).safeParse(reply.body);
  return parsed.success ? parsed.data.__type : '';
};

/** cognito-local omits ExpiresIn/TokenType; Amplify and SDK users expect them. */
function completeAuthResult(reply: Reply, refreshToken?: string): Reply {
  const parsed = z
    .looseObject({ AuthenticationResult: z.looseObject({ AccessToken: z.string() }) })
    .safeParse(reply.body);
  if (reply.status !== 200 || !parsed.success) return reply;
  const result = parsed.data.AuthenticationResult;
  const exp = z
    .object({ exp: z.number() })
    .safeParse(JSON.parse(Buffer.from(result.AccessToken.split('.')[1] ?? '', 'base64url').toString('utf8') || '{}'));
  const expiresIn = exp.success ? Math.max(0, exp.data.exp - Math.floor(Date.now() / 1000)) : 3600;
  return {
    status: 200,
    body: {
      ...parsed.data,
      AuthenticationResult: {
        TokenType: 'Bearer',
        ExpiresIn: expiresIn,
        ...(refreshToken !== undefined ? { RefreshToken: refreshToken } : {}),
        ...result,
      },
    },
  };
}

/** Handles one Cognito JSON call. Exported for tests and for the gateway's same-origin mount. */
export async function handleCognitoCall(
  options: ShimOptions,
  operation: string,
  body: Record<string, unknown>,
): Promise<Reply> {
  const { upstream } = options;
  switch (operation) {
    case 'GetTokensFromRefreshToken': {
      const refreshToken = str(body.RefreshToken);
      const reply = await call(upstream, 'InitiateAuth', {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: body.ClientId,
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      });
      return completeAuthResult(reply, refreshToken);
    }
    case 'GlobalSignOut':
    case 'RevokeToken':
      return { status: 200, body: {} };
    case 'InitiateAuth': {
      const reply = await call(upstream, operation, body);
      // AWS never says which part was wrong.
      if (['InvalidPasswordException', 'UserNotFoundException'].includes(errorType(reply))) {
        return cognitoError('NotAuthorizedException', 'Incorrect username or password.');
      }
      return completeAuthResult(reply);
    }
    case 'SignUp': {
      const invalid = passwordTooShort(str(body.Password));
      if (invalid) return invalid;
      const reply = await call(upstream, operation, body);
      // Like the product's sign-up page: an address that has an account gets the same answer as a new one, and
      // its owner an e-mail saying so (sign-up must not reveal who has an account).
      if (errorType(reply) === 'UsernameExistsException') return signUpExisting(options, str(body.Username));
      if (reply.status !== 200) return reply;
      const username = str(body.Username);
      const signedUp = z.looseObject({ UserSub: z.string().default('') }).safeParse(reply.body);
      const attributes = { ...Object.fromEntries(attributeMap(body.UserAttributes)), email: username };
      const confirm = options.triggers?.PreSignUp
        ? triggerResponse(
            await options.triggers.PreSignUp(
              triggerEvent('PreSignUp_SignUp', username, attributes, { validationData: {} }),
            ),
          ).autoConfirmUser === true
        : true;
      if (confirm) {
        const confirmed = await call(upstream, 'AdminConfirmSignUp', {
          UserPoolId: userPool.localPoolId,
          Username: username,
        });
        if (confirmed.status !== 200) return confirmed;
        const sub = signedUp.success ? signedUp.data.UserSub : '';
        await options.triggers?.PostConfirmation?.(
          triggerEvent('PostConfirmation_ConfirmSignUp', username, {
            ...attributes,
            sub,
            'cognito:user_status': 'CONFIRMED',
            email_verified: 'false',
          }),
        );
      }
      // Like the pre sign-up trigger on AWS: confirmed, e-mail not verified (the welcome credits wait for the link).
      const result = z.looseObject({}).safeParse(reply.body);
      sendMail(options, username, welcomeMail(mailLanguageOf(localeIn(body.UserAttributes)), username));
      return { status: 200, body: { ...(result.success ? result.data : {}), UserConfirmed: confirm } };
    }
    case 'ChangePassword':
      return passwordTooShort(str(body.ProposedPassword)) ?? call(upstream, operation, body);
    case 'ConfirmForgotPassword':
      return passwordTooShort(str(body.Password)) ?? call(upstream, operation, body);
    case 'ResendConfirmationCode':
      return {
        status: 200,
        body: {
          CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: str(body.Username) },
        },
      };
    case 'ForgotPassword':
      return forgotPassword(options, body);
    case 'GetUserAttributeVerificationCode':
      return attributeVerificationCode(options, body);
    default:
      return call(upstream, operation, body);
  }
}

async function forgotPassword(options: ShimOptions, body: Record<string, unknown>): Promise<Reply> {
  const email = str(body.Username);
  const delivery = {
    CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskEmail(email) },
  };
  const user = await storedUser(options, email);
  // Cognito sends reset codes to a verified address only, and says so even with PreventUserExistenceErrors.
  if (user !== undefined && user.attributes.get('email_verified') !== 'true') {
    return cognitoError(
      'InvalidParameterException',
      'Cannot reset password for the user as there is no registered/verified email or phone_number',
    );
  }
  const reply = await call(options.upstream, 'ForgotPassword', body);
  // Like a pool with PreventUserExistenceErrors: an unknown address looks the same as a known one.
  if (errorType(reply) === 'UserNotFoundException') return { status: 200, body: delivery };
  if (reply.status !== 200) return reply;
  const code = await storedCode(options.dbDir, email);
  if (code !== undefined) await sendResetMail(options, email, code, user);
  return { status: 200, body: delivery };
}

/**
 * The signed-in user asks for an e-mail verification code: cognito-local issues and stores it, and the shim writes
 * the e-mail the custom-message trigger writes on AWS (a `/verify-email?code=…` link in the user's language).
 */
async function attributeVerificationCode(options: ShimOptions, body: Record<string, unknown>): Promise<Reply> {
  const reply = await call(options.upstream, 'GetUserAttributeVerificationCode', body);
  if (reply.status !== 200) return reply;
  const sub = subjectOf(str(body.AccessToken));
  const user = sub === undefined ? undefined : await storedUser(options, sub);
  const email = user?.attributes.get('email') ?? '';
  const code = sub === undefined ? undefined : await storedCode(options.dbDir, sub, 'attribute');
  if (code !== undefined && email && user !== undefined) {
    await sendVerificationMail(options, email, code, user, clientMetadataOf(body.ClientMetadata));
  }
  return {
    status: 200,
    body: { CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskEmail(email) } },
  };
}

/** The `sub` claim of a token (cognito-local has already accepted it; this only reads who it names). */
function subjectOf(token: string): string | undefined {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    const parsed = z.object({ sub: z.string().min(1) }).safeParse(payload);
    return parsed.success ? parsed.data.sub : undefined;
  } catch {
    return undefined;
  }
}

/** Cognito's `ClientMetadata` (string values only), as the triggers receive it. */
function clientMetadataOf(metadata: unknown): Record<string, string> {
  const parsed = z.record(z.string(), z.string()).safeParse(metadata);
  return parsed.success ? parsed.data : {};
}

/** The `locale` attribute of a `UserAttributes` list ([{Name, Value}]), if any. */
function localeIn(attributes: unknown): string | undefined {
  return attributeMap(attributes).get('locale');
}

function attributeMap(attributes: unknown): ReadonlyMap<string, string> {
  const parsed = z.array(z.object({ Name: z.string(), Value: z.string() })).safeParse(attributes);
  return new Map(parsed.success ? parsed.data.map((a) => [a.Name, a.Value]) : []);
}

/** A stored user's attributes (by username, e-mail or subject), or undefined when there is no such user. */
async function storedUser(
  options: ShimOptions,
  username: string,
): Promise<{ readonly attributes: ReadonlyMap<string, string> } | undefined> {
  const user = await call(options.upstream, 'AdminGetUser', { UserPoolId: userPool.localPoolId, Username: username });
  if (user.status !== 200) return undefined;
  const parsed = z.looseObject({ UserAttributes: z.unknown() }).safeParse(user.body);
  return { attributes: attributeMap(parsed.success ? parsed.data.UserAttributes : []) };
}

/** The stored user's `locale` (the language its e-mails are written in). */
async function storedLocale(options: ShimOptions, username: string): Promise<string | undefined> {
  return (await storedUser(options, username))?.attributes.get('locale');
}

/** A sign-up for a taken address: a confirmed-looking answer, and a note to the owner in their language. */
async function signUpExisting(options: ShimOptions, username: string): Promise<Reply> {
  const language = mailLanguageOf(await storedLocale(options, username));
  sendMail(options, username, accountExistsMail(language, username));
  return {
    status: 200,
    body: {
      UserConfirmed: true,
      UserSub: randomUUID(),
      CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskEmail(username) },
    },
  };
}

function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-max-age': '600',
};

/** Serves the shim for one request (used by the standalone server and the gateway mount). */
export async function serveCognito(
  options: ShimOptions,
  req: IncomingMessage,
  res: ServerResponse,
  rawBody: Buffer,
): Promise<void> {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, {
      ...CORS_HEADERS,
      'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
    });
    res.end();
    return;
  }
  const target = str(req.headers['x-amz-target']);
  let reply: Reply;
  if (req.method !== 'POST' || !target.startsWith(TARGET_PREFIX)) {
    reply = cognitoError('InvalidParameterException', 'Expected a POST with an x-amz-target header');
  } else {
    let parsed: z.ZodSafeParseResult<Record<string, unknown>>;
    try {
      parsed = bodySchema.safeParse(JSON.parse(rawBody.toString('utf8') || '{}'));
    } catch {
      parsed = bodySchema.safeParse(null);
    }
    reply = parsed.success
      ? await handleCognitoCall(options, target.slice(TARGET_PREFIX.length), parsed.data).catch((error: unknown) => {
          // Always on stderr, quiet platforms included: a failing stand-in must say why.
          const cause = error instanceof Error && error.cause !== undefined ? ` (${String(error.cause)})` : '';
          process.stderr.write(`Cognito ${target.slice(TARGET_PREFIX.length)} failed: ${String(error)}${cause}\n`);
          return cognitoError('InternalErrorException', 'The local Cognito stand-in failed');
        })
      : cognitoError('SerializationException', 'The request body is not JSON');
  }
  const type = reply.status === 200 ? undefined : errorType(reply);
  res.writeHead(reply.status, {
    ...CORS_HEADERS,
    'content-type': 'application/x-amz-json-1.1',
    ...(type ? { 'x-amzn-errortype': `${type}:` } : {}),
  });
  res.end(JSON.stringify(reply.body));
}

export function readBody(req: IncomingMessage, limit = 1024 * 1024): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export interface CognitoShim {
  readonly endpoint: string;
  readonly port: number;
  stop(): Promise<void>;
}

export async function startCognitoShim(options: ShimOptions): Promise<CognitoShim> {
  const server: Server = createServer((req, res) => {
    readBody(req)
      .then((body) => serveCognito(options, req, res, body))
      .catch(() => {
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = portOf(server);
  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
