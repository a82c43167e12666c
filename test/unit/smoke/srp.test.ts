import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  answerVerifier,
  claimSignature,
  modPow,
  padHex,
  passwordExponent,
  scrambler,
  srpClient,
  srpGroup,
  srpKey,
  srpTimestamp,
} from '../../../infra/smoke/srp.js';

/**
 * The smoke's SRP sign-in against a server written here from the protocol's server-side equations: the server
 * holds only the verifier g^x, derives S = (A·v^u)^b, and accepts the claim only when the client's signature is the
 * one its own key gives. The client computes S = (B − k·g^x)^(a+u·x): they agree only if k, x, u and the key
 * derivation are right.
 */

const { N, g, k } = srpGroup;
const poolId = 'us-east-1_AbC123xyZ';
const poolName = 'AbC123xyZ';
const userId = '1f2e3d4c-5b6a-4789-8abc-def012345678';
const big = (bytes: Buffer) => BigInt(`0x${bytes.toString('hex')}`);

function server(password: string) {
  const salt = big(randomBytes(16));
  const v = modPow(g, passwordExponent(poolName, userId, password, salt), N);
  const b = big(randomBytes(32));
  const B = (k * v + modPow(g, b, N)) % N;
  const secretBlock = randomBytes(48).toString('base64');
  return {
    challenge: { SALT: salt.toString(16), SRP_B: B.toString(16), SECRET_BLOCK: secretBlock, USER_ID_FOR_SRP: userId },
    /** What the server accepts as the signature for this client's A and timestamp. */
    expected: (A: bigint, timestamp: string) => {
      const u = scrambler(A, B);
      const S = modPow(A * modPow(v, u, N), b, N);
      return claimSignature(srpKey(S, u), poolName, userId, secretBlock, timestamp);
    },
  };
}

describe('SRP sign-in (PASSWORD_VERIFIER)', () => {
  it('answers with the signature a server holding only the verifier expects', () => {
    const { challenge, expected } = server('Smoke-secret-1a');
    const client = srpClient();
    const now = new Date('2026-11-27T09:05:03Z');

    const answer = answerVerifier(client, poolId, 'Smoke-secret-1a', challenge, now);

    expect(answer).toEqual({
      USERNAME: userId,
      PASSWORD_CLAIM_SECRET_BLOCK: challenge.SECRET_BLOCK,
      TIMESTAMP: 'Fri Nov 27 09:05:03 UTC 2026',
      PASSWORD_CLAIM_SIGNATURE: expected(client.A, 'Fri Nov 27 09:05:03 UTC 2026'),
    });
  });

  it('gives a signature the server refuses for a wrong password', () => {
    const { challenge, expected } = server('Smoke-secret-1a');
    const client = srpClient();

    const answer = answerVerifier(client, poolId, 'Smoke-secret-1b', challenge);

    expect(answer.PASSWORD_CLAIM_SIGNATURE).not.toBe(expected(client.A, answer.TIMESTAMP ?? ''));
  });

  it("pads hex as Java's BigInteger.toByteArray (what Cognito hashes) and writes the day unpadded", () => {
    expect([padHex(20n), padHex(236n), padHex(200n), padHex(0xabcn), padHex(0x7fn)]).toEqual([
      '14',
      '00ec',
      '00c8',
      '0abc',
      '7f',
    ]);
    expect(srpTimestamp(new Date('2026-03-01T00:00:09Z'))).toBe('Sun Mar 1 00:00:09 UTC 2026');
  });

  it('refuses a B that is 0 mod N', () => {
    const { challenge } = server('x');
    expect(() => answerVerifier(srpClient(), poolId, 'x', { ...challenge, SRP_B: N.toString(16) })).toThrow('B = 0');
  });
});
