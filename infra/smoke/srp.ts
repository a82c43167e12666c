import { createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The client side of Cognito's SRP sign-in (USER_SRP_AUTH, then the PASSWORD_VERIFIER challenge), the only flow
 * the deployed app client allows (infra/aws/stacks/auth-stack.ts: `userSrp`). The local stand-in has no SRP, so
 * there the smoke signs in with USER_PASSWORD_AUTH, as the web app does. Conventions (hex padding, hashes, the
 * HKDF info and the timestamp format) are Cognito's, as its SDKs implement them.
 */

/** The 3072-bit group of RFC 5054 with generator 2. */
const N = BigInt(
  `0x${[
    'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD',
    'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED',
    'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F',
    '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B',
    'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510',
    '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7',
    'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C',
    'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF',
  ].join('')}`,
);
const g = 2n;

/** Even-length hex with a leading 00 when the top bit is set: Java's BigInteger.toByteArray, which Cognito hashes. */
export function padHex(n: bigint): string {
  const hex = n.toString(16);
  const even = hex.length % 2 === 0 ? hex : `0${hex}`;
  return /^[89a-f]/i.test(even) ? `00${even}` : even;
}

const hashOfHex = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
const hashOfText = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const big = (hex: string) => BigInt(`0x${hex}`);
const mod = (n: bigint, m: bigint) => ((n % m) + m) % m;

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = mod(base, modulus);
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
  }
  return result;
}

export const srpGroup = { N, g, k: big(hashOfHex(padHex(N) + padHex(g))) } as const;

export interface SrpClient {
  readonly a: bigint;
  /** SRP_A for InitiateAuth. */
  readonly A: bigint;
}

export function srpClient(): SrpClient {
  const a = big(randomBytes(128).toString('hex'));
  return { a, A: modPow(g, a, N) };
}

/** The PASSWORD_VERIFIER challenge's parameters, as Cognito sends them. */
export interface VerifierChallenge {
  readonly SALT: string;
  readonly SRP_B: string;
  readonly SECRET_BLOCK: string;
  readonly USER_ID_FOR_SRP: string;
}

/** `ddd MMM D HH:mm:ss UTC YYYY`, the day unpadded: the TIMESTAMP Cognito signs over. */
export function srpTimestamp(now: Date): string {
  const [weekday, month] = [
    ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][now.getUTCDay()],
    ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][now.getUTCMonth()],
  ];
  const two = (n: number) => String(n).padStart(2, '0');
  const time = `${two(now.getUTCHours())}:${two(now.getUTCMinutes())}:${two(now.getUTCSeconds())}`;
  return `${weekday} ${month} ${now.getUTCDate()} ${time} UTC ${now.getUTCFullYear()}`;
}

/** The 16-byte key both sides derive from the shared secret S and the scrambler u. */
export const srpKey = (S: bigint, u: bigint): Buffer =>
  Buffer.from(
    hkdfSync('sha256', Buffer.from(padHex(S), 'hex'), Buffer.from(padHex(u), 'hex'), 'Caldera Derived Key', 16),
  );

export const scrambler = (A: bigint, B: bigint): bigint => big(hashOfHex(padHex(A) + padHex(B)));

/** x: the password, salted, as Cognito stored its verifier (`poolName` is the user pool id after the `_`). */
export const passwordExponent = (poolName: string, userId: string, password: string, salt: bigint): bigint =>
  big(hashOfHex(padHex(salt) + hashOfText(`${poolName}${userId}:${password}`)));

/** The signature over the challenge that proves the password: HMAC-SHA256(key, pool ‖ user ‖ secret ‖ time). */
export const claimSignature = (key: Buffer, poolName: string, userId: string, secretBlock: string, timestamp: string) =>
  createHmac('sha256', key)
    .update(
      Buffer.concat([Buffer.from(`${poolName}${userId}`), Buffer.from(secretBlock, 'base64'), Buffer.from(timestamp)]),
    )
    .digest('base64');

/** The ChallengeResponses that answer PASSWORD_VERIFIER for `password`. */
export function answerVerifier(
  client: SrpClient,
  userPoolId: string,
  password: string,
  challenge: VerifierChallenge,
  now = new Date(),
): Record<string, string> {
  const poolName = userPoolId.split('_')[1] ?? '';
  const B = big(challenge.SRP_B);
  if (mod(B, N) === 0n) throw new Error('SRP: the server sent B = 0');
  const u = scrambler(client.A, B);
  const x = passwordExponent(poolName, challenge.USER_ID_FOR_SRP, password, big(challenge.SALT));
  const S = modPow(B - srpGroup.k * modPow(g, x, N), client.a + u * x, N);
  const timestamp = srpTimestamp(now);
  return {
    USERNAME: challenge.USER_ID_FOR_SRP,
    PASSWORD_CLAIM_SECRET_BLOCK: challenge.SECRET_BLOCK,
    TIMESTAMP: timestamp,
    PASSWORD_CLAIM_SIGNATURE: claimSignature(
      srpKey(S, u),
      poolName,
      challenge.USER_ID_FOR_SRP,
      challenge.SECRET_BLOCK,
      timestamp,
    ),
  };
}
