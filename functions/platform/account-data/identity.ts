import {
  AdminDeleteUserCommand,
  AdminInitiateAuthCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';

/**
 * The user pool's side of an account deletion: checking the password the person typed again, and removing the
 * sign-in. The password is checked by the pool itself (ADMIN_USER_PASSWORD_AUTH on the web client), never stored
 * or compared here.
 */
export interface Identity {
  /** False when the password is wrong (or the user is gone); throws when the pool cannot be asked. */
  checkPassword(username: string, password: string): Promise<boolean>;
  /** Removes the user; a user already gone counts as removed. */
  removeUser(username: string): Promise<void>;
}

/** Answers the pool gives for a wrong password: Cognito's, and cognito-local's own name for it. */
const refusals = new Set(['NotAuthorizedException', 'InvalidPasswordException', 'UserNotFoundException']);

const nameOf = (error: unknown): string | undefined => (error instanceof Error ? error.name : undefined);

export function cognitoIdentity(client: CognitoIdentityProviderClient, userPoolId: string, clientId: string): Identity {
  return {
    async checkPassword(username, password) {
      try {
        await client.send(
          new AdminInitiateAuthCommand({
            UserPoolId: userPoolId,
            ClientId: clientId,
            AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
            AuthParameters: { USERNAME: username, PASSWORD: password },
          }),
        );
        // Tokens or a further challenge (MFA): either way the password itself was right.
        return true;
      } catch (error) {
        const name = nameOf(error);
        if (name !== undefined && refusals.has(name)) return false;
        throw error;
      }
    },
    async removeUser(username) {
      try {
        await client.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: username }));
      } catch (error) {
        if (nameOf(error) !== 'UserNotFoundException') throw error;
      }
    },
  };
}
