import {
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { z } from 'zod';
import { invalidRequest } from '../../core/errors.js';

/** The user pool's side of a recovery: who an address belongs to, and setting a password and verifying it. */
export interface RecoveryPool {
  /** The account an address signs in with, or undefined when there is none (or it is disabled). */
  findByEmail(email: string): Promise<PoolAccount | undefined>;
  /** Sets a permanent password; a password the pool's policy refuses is a 400 problem. */
  setPassword(username: string, password: string): Promise<void>;
  /** Marks the address verified (the recovery link proved the mailbox); `email` is the account's own attribute. */
  markVerified(username: string, email: string): Promise<void>;
}

export interface PoolAccount {
  /** The pool's username, which its Admin calls take. */
  readonly username: string;
  /** The `sub` attribute: the account's owner (functions/core/principal.ts). */
  readonly subject: string;
  /** The `email` attribute as the pool holds it. */
  readonly email: string;
  readonly verified: boolean;
  /** The `locale` attribute the web keeps in step with the profile's language, when set. */
  readonly locale?: string | undefined;
}

const userSchema = z.object({
  Username: z.string(),
  Enabled: z.boolean().optional(),
  UserAttributes: z.array(z.object({ Name: z.string(), Value: z.string().optional() })).default([]),
});

const nameOf = (error: unknown): string | undefined => (error instanceof Error ? error.name : undefined);

export function cognitoRecoveryPool(client: CognitoIdentityProviderClient, userPoolId: string): RecoveryPool {
  return {
    async findByEmail(email) {
      try {
        // The pool signs in by e-mail alias, so the address is accepted where a username is asked.
        const user = userSchema.parse(
          await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email })),
        );
        if (user.Enabled === false) return undefined;
        const attribute = (name: string) => user.UserAttributes.find((a) => a.Name === name)?.Value;
        return {
          username: user.Username,
          subject: attribute('sub') ?? user.Username,
          email: attribute('email') ?? email,
          verified: attribute('email_verified') === 'true',
          locale: attribute('locale'),
        };
      } catch (error) {
        if (nameOf(error) === 'UserNotFoundException') return undefined;
        throw error;
      }
    },
    async setPassword(username, password) {
      try {
        await client.send(
          new AdminSetUserPasswordCommand({
            UserPoolId: userPoolId,
            Username: username,
            Password: password,
            Permanent: true,
          }),
        );
      } catch (error) {
        if (nameOf(error) === 'InvalidPasswordException') {
          throw invalidRequest('The user pool refused this password.', [
            { path: 'password', message: error instanceof Error ? error.message : 'refused by the password policy' },
          ]);
        }
        throw error;
      }
    },
    async markVerified(username, email) {
      await client.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: userPoolId,
          Username: username,
          // The address itself goes along, unchanged: cognito-local requires it to change `email_verified`, and
          // Cognito accepts the pair (it is how an administrator sets a verified address).
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      );
    },
  };
}
