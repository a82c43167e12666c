import { describe, expect, it } from 'vitest';
import { getAccessToken, getSession } from '../../../../web/src/lib/auth.js';
import { freshStoredTokens, jwtClaims } from '../../../../web/src/lib/stored-tokens.js';

/**
 * A signed-in screen that only calls the API reads the session Amplify stored, without loading Amplify, while its
 * tokens are fresh (web/src/lib/stored-tokens.ts); anything else is left to Amplify.
 */
const base64url = (text: string): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const jwt = (claims: Record<string, unknown>): string =>
  `${base64url('{"alg":"RS256"}')}.${base64url(JSON.stringify(claims))}.signature`;

const now = Date.parse('2026-11-27T12:00:00Z');
const inAnHour = now / 1000 + 3600;

const store = (clientId: string, user: string, tokens: { id: string; access: string; drift?: number }) => {
  const prefix = `CognitoIdentityServiceProvider.${clientId}`;
  window.localStorage.setItem(`${prefix}.LastAuthUser`, user);
  window.localStorage.setItem(`${prefix}.${user}.idToken`, tokens.id);
  window.localStorage.setItem(`${prefix}.${user}.accessToken`, tokens.access);
  if (tokens.drift !== undefined) window.localStorage.setItem(`${prefix}.${user}.clockDrift`, String(tokens.drift));
};

describe('the stored session read without Amplify', () => {
  it('answers the ID token and its claims while both tokens are fresh, accents and all', () => {
    const id = jwt({ sub: 'u-1', email: 'ana@example.test', name: 'Ana Conceição', exp: inAnHour });
    store('client', 'u-1', { id, access: jwt({ exp: inAnHour }) });

    expect(freshStoredTokens(now)).toEqual({ idToken: id, claims: expect.objectContaining({ name: 'Ana Conceição' }) });
  });

  it('leaves to Amplify a token about to expire, counting the clock drift Amplify measured', () => {
    store('client', 'u-1', { id: jwt({ sub: 'u-1', exp: now / 1000 + 30 }), access: jwt({ exp: inAnHour }) });
    expect(freshStoredTokens(now)).toBeUndefined();

    store('client', 'u-1', {
      id: jwt({ sub: 'u-1', exp: inAnHour }),
      access: jwt({ exp: inAnHour }),
      drift: 3_600_000,
    });
    expect(freshStoredTokens(now)).toBeUndefined();
  });

  it('leaves to Amplify anything unexpected: two app clients, a malformed token, no last user', () => {
    store('one', 'u-1', { id: jwt({ sub: 'u-1', exp: inAnHour }), access: jwt({ exp: inAnHour }) });
    store('two', 'u-2', { id: jwt({ sub: 'u-2', exp: inAnHour }), access: jwt({ exp: inAnHour }) });
    expect(freshStoredTokens(now)).toBeUndefined();

    window.localStorage.clear();
    store('client', 'u-1', { id: 'not-a-jwt', access: jwt({ exp: inAnHour }) });
    expect(freshStoredTokens(now)).toBeUndefined();
    expect(jwtClaims('a.%%%.c')).toBeUndefined();

    window.localStorage.clear();
    window.localStorage.setItem('CognitoIdentityServiceProvider.client.u-1.accessToken', jwt({ exp: inAnHour }));
    expect(freshStoredTokens(now)).toBeUndefined();
  });

  it('gives the API client its bearer and the app its session from storage', async () => {
    const id = jwt({ sub: 'u-9', email: 'bia@example.test', name: 'Bia', exp: Date.now() / 1000 + 3600 });
    store('client', 'u-9', { id, access: jwt({ exp: Date.now() / 1000 + 3600 }) });

    await expect(getAccessToken()).resolves.toBe(id);
    await expect(getSession()).resolves.toEqual({ userId: 'u-9', email: 'bia@example.test', name: 'Bia' });
  });
});
