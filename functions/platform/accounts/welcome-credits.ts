import { AdminGetUserCommand, type CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { AppError, notFound } from '../../core/errors.js';
import { conditionFailureItem, rawNumber, withConflictRetry } from '../../core/store/errors.js';
import { profileItem } from '../../core/store/items.js';
import { profileKey } from '../../core/store/keys.js';
import type { TableDeps } from '../../core/store/table.js';

/**
 * The welcome grant (free-credit farming guard): a new account starts at 0 credits with `welcomeCredits` pending,
 * and the grant happens here, once, after Cognito says the e-mail is verified.
 */

/** Whether Cognito holds the user's e-mail as verified. `userId` is the Cognito subject. */
export type EmailVerifiedCheck = (userId: string) => Promise<boolean>;

const verifiedAttribute = z.object({
  UserAttributes: z.array(z.object({ Name: z.string(), Value: z.string().optional() })).default([]),
});

/**
 * Asks the user pool itself (AdminGetUser by subject) rather than reading the `email_verified` claim of the ID
 * token the request carries: that token was minted before the user opened the link and keeps saying `false` until
 * the client refreshes it, and a claim can only be as fresh as the client makes it. AdminGetUser answers what
 * Cognito holds now, needs nothing from the client but the session the gateway already verified, and costs one
 * call per grant attempt (rare: once per account, plus retries).
 */
export function cognitoEmailVerified(client: CognitoIdentityProviderClient, userPoolId: string): EmailVerifiedCheck {
  return async (userId) => {
    const user = verifiedAttribute.parse(
      await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: userId })),
    );
    return user.UserAttributes.some((a) => a.Name === 'email_verified' && a.Value === 'true');
  };
}

export interface WelcomeGrant {
  /** The balance after this call. */
  readonly credits: number;
  /** What this call added: the pending grant, or 0 when it was granted before (or never pending). */
  readonly granted: number;
}

const grantedAttributes = profileItem.pick({ credits: true }).extend({
  welcomeCredits: profileItem.shape.welcomeCredits.unwrap(),
});

export const emailNotVerified = () =>
  new AppError(
    'forbidden',
    'The e-mail address is not verified yet: open the link in the verification e-mail (or ask for a new one from the dashboard), then try again.',
  );

/**
 * Moves the pending welcome credits into the balance with one conditional write: the condition is the marker
 * itself, which the same write removes, so concurrent calls grant once and a repeated call adds nothing (its
 * answer is the balance the failed condition returns, with no second read).
 */
export async function grantWelcomeCredits(
  { ddb, tableName }: TableDeps,
  accountId: string,
  now: Date,
): Promise<WelcomeGrant> {
  try {
    const { Attributes } = await withConflictRetry(() =>
      ddb.send(
        new UpdateCommand({
          TableName: tableName,
          Key: profileKey(accountId),
          UpdateExpression: 'SET credits = credits + welcomeCredits, updatedAt = :now REMOVE welcomeCredits',
          ConditionExpression: 'attribute_exists(welcomeCredits)',
          ExpressionAttributeValues: { ':now': now.toISOString() },
          // What the two attributes held just before this write; the balance after it is their sum, exactly.
          ReturnValues: 'UPDATED_OLD',
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      ),
    );
    const before = grantedAttributes.parse(Attributes);
    return { credits: before.credits + before.welcomeCredits, granted: before.welcomeCredits };
  } catch (error) {
    const item = conditionFailureItem(error);
    if (item === undefined) throw error;
    const credits = rawNumber(item ?? undefined, 'credits');
    if (credits === undefined) throw notFound('Account not found.');
    return { credits, granted: 0 };
  }
}
