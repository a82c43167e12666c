import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { cognitoEmailVerified, grantWelcomeCredits } from '../../../functions/platform/accounts/welcome-credits.js';

const cognitoMock = mockClient(CognitoIdentityProviderClient);
const ddbMock = mockClient(DynamoDBDocumentClient);
const table = { ddb: DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' })), tableName: 't' };
const now = new Date('2026-11-23T10:00:00Z');

beforeEach(() => {
  cognitoMock.reset();
  ddbMock.reset();
});

describe('the e-mail check asks the user pool (AdminGetUser by subject), not the caller', () => {
  const check = cognitoEmailVerified(new CognitoIdentityProviderClient({ region: 'us-east-1' }), 'us-east-1_Pool');
  const user = (attributes: Record<string, string>) => ({
    Username: 'sub-1',
    UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
  });

  it('is true only when the pool holds email_verified = "true"', async () => {
    cognitoMock.on(AdminGetUserCommand).resolvesOnce(user({ email: 'a@b.c', email_verified: 'true' }));
    expect(await check('sub-1')).toBe(true);
    expect(cognitoMock.commandCalls(AdminGetUserCommand)[0]?.args[0].input).toEqual({
      UserPoolId: 'us-east-1_Pool',
      Username: 'sub-1',
    });
  });

  it.each([
    ['"false"', { email: 'a@b.c', email_verified: 'false' }],
    ['absent', { email: 'a@b.c' }],
  ])('is false when email_verified is %s', async (_case, attributes) => {
    cognitoMock.on(AdminGetUserCommand).resolvesOnce(user(attributes));
    expect(await check('sub-1')).toBe(false);
  });

  it('fails loudly when Cognito does (no grant on an unknown answer)', async () => {
    cognitoMock.on(AdminGetUserCommand).rejects(new Error('throttled'));
    await expect(check('sub-1')).rejects.toThrow('throttled');
  });
});

describe('the welcome grant is one conditional write on the pending marker', () => {
  it('moves the pending credits into the balance and removes the marker in the same write, without a read', async () => {
    ddbMock.on(UpdateCommand).resolves({ Attributes: { credits: 0, welcomeCredits: 20, updatedAt: 'x' } });
    expect(await grantWelcomeCredits(table, 'acct_a', now)).toEqual({ credits: 20, granted: 20 });
    const input = ddbMock.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(input).toMatchObject({
      Key: { PK: 'ACCT#acct_a', SK: 'PROFILE' },
      UpdateExpression: 'SET credits = credits + welcomeCredits, updatedAt = :now REMOVE welcomeCredits',
      ConditionExpression: 'attribute_exists(welcomeCredits)',
    });
    expect(ddbMock.commandCalls(GetCommand)).toHaveLength(0);
  });

  it('adds nothing once granted, answering the balance the failed condition returns', async () => {
    ddbMock.on(UpdateCommand).rejects(
      new ConditionalCheckFailedException({
        message: 'The conditional request failed',
        $metadata: {},
        Item: { credits: { N: '17' }, PK: { S: 'ACCT#acct_a' } },
      }),
    );
    expect(await grantWelcomeCredits(table, 'acct_a', now)).toEqual({ credits: 17, granted: 0 });
  });

  it('answers 404 for an account with no profile', async () => {
    ddbMock
      .on(UpdateCommand)
      .rejects(new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} }));
    await expect(grantWelcomeCredits(table, 'acct_missing', now)).rejects.toMatchObject({ code: 'not_found' });
  });
});
