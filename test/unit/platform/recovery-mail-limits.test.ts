import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Mail } from '../../../functions/platform/account-data/mailer.js';
import type { PoolAccount, RecoveryPool } from '../../../functions/platform/recovery/pool.js';
import { confirmRecovery, type RecoveryDeps, requestRecovery } from '../../../functions/platform/recovery/recovery.js';
import {
  recoveryLinkMinutes,
  recoveryMailsPerDay,
  recoveryResendMinutes,
} from '../../../shared/operations/recovery.js';
import { memoryTable } from './support/memory-table.js';

/**
 * The recovery mails of one unverified address (docs/product.md#password-recovery): one per resend window, at most
 * `recoveryMailsPerDay` in any 24 hours however long a flood of requests lasts, and each link working for
 * `recoveryLinkMinutes` although the address's record lives a day to keep the count.
 */

const { mock, table, reset } = memoryTable();
const sent: Mail[] = [];
const passwords: string[] = [];
const account: PoolAccount = { username: 'u-1', subject: 'sub-1', email: 'ana@example.com', verified: false };
const pool: RecoveryPool = {
  findByEmail: async (email) => (email === account.email ? account : undefined),
  setPassword: async (_username, password) => {
    passwords.push(password);
  },
  markVerified: async () => {},
};
const deps: RecoveryDeps = {
  table,
  pool,
  mailer: {
    kind: 'outbox',
    send: async (mail) => {
      sent.push(mail);
      return true;
    },
  },
  siteUrl: 'https://alquimia.example',
};

const t0 = new Date('2026-11-28T00:00:00Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
const tokenOf = (mail: Mail | undefined): string =>
  new URL(/https:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? 'https://x').searchParams.get('token') ?? '';

beforeEach(() => {
  reset();
  // The welcome credits a used link grants: the profile held 0 and 20 waiting.
  mock.on(UpdateCommand).resolves({ Attributes: { credits: 0, welcomeCredits: 20 } });
  sent.length = 0;
  passwords.length = 0;
});

describe('recovery mails per address', () => {
  it('a day-long flood of requests sends recoveryMailsPerDay mails, and the next day one more', async () => {
    const request = (minutes: number) =>
      requestRecovery(deps, { email: 'Ana@Example.com', language: 'pt' }, at(minutes));
    const outcomes: string[] = [];
    for (let m = 0; m < 24 * 60; m += 5) outcomes.push(await request(m));
    expect(recoveryMailsPerDay).toBe(3);
    expect(outcomes.filter((o) => o === 'mailed')).toHaveLength(recoveryMailsPerDay);
    expect(sent).toHaveLength(recoveryMailsPerDay);
    // The first mail has left the last 24 hours: one more goes out.
    expect(await request(24 * 60)).toBe('mailed');
    expect(await request(24 * 60 + recoveryResendMinutes - 1)).toBe('nothing');
  });

  it('a link stops working after recoveryLinkMinutes although the record keeps counting mails', async () => {
    expect(await requestRecovery(deps, { email: account.email, language: 'pt' }, t0)).toBe('mailed');
    const token = tokenOf(sent[0]);
    expect(token).toMatch(/^[0-9a-f]{32}\./);
    await expect(
      confirmRecovery(deps, { token, password: 'a-new-password-1' }, at(recoveryLinkMinutes)),
    ).rejects.toMatchObject({ code: 'not_found' });
    expect(passwords).toEqual([]);
    // A fresh link works within its hour.
    expect(await requestRecovery(deps, { email: account.email, language: 'pt' }, at(recoveryLinkMinutes))).toBe(
      'mailed',
    );
    const fresh = tokenOf(sent[1]);
    await expect(
      confirmRecovery(deps, { token: fresh, password: 'a-new-password-1' }, at(2 * recoveryLinkMinutes - 1)),
    ).resolves.toEqual({ status: 'password_set' });
    expect(passwords).toEqual(['a-new-password-1']);
    expect(mock.commandCalls(UpdateCommand)).toHaveLength(1);
  });
});
