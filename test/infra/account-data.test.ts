import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../shared/operations/index.js';
import { buildTestApp, synthTimeout } from './helpers.js';

/**
 * Account deletion (functions/platform/account-data) re-checks the password with the pool, removes the user and
 * deletes the account's objects: the platform function holds exactly those grants, on the one pool and the two
 * buckets.
 */
let api: Template;

beforeAll(() => {
  api = Template.fromStack(buildTestApp('dev', operations).api);
}, synthTimeout);

const platformPolicies = (statement: Record<string, unknown>) =>
  Object.keys(
    api.findResources('AWS::IAM::Policy', {
      Properties: { PolicyDocument: { Statement: Match.arrayWith([Match.objectLike(statement)]) } },
    }),
  );

describe('account deletion on AWS', () => {
  it('lets the platform function check a password and delete the user, on the product pool only', () => {
    const policies = platformPolicies({
      Action: Match.arrayWith(['cognito-idp:AdminInitiateAuth', 'cognito-idp:AdminDeleteUser']),
      Effect: 'Allow',
      Resource: { 'Fn::ImportValue': Match.stringLikeRegexp('UserPool') },
    });
    expect(policies).toHaveLength(1);
    expect(policies[0]).toMatch(/^Familyplatform/);
  });

  it('lets the platform function set a password and verify the e-mail for a recovery link, on the product pool only', () => {
    const policies = platformPolicies({
      Action: Match.arrayWith(['cognito-idp:AdminSetUserPassword', 'cognito-idp:AdminUpdateUserAttributes']),
      Effect: 'Allow',
      Resource: { 'Fn::ImportValue': Match.stringLikeRegexp('UserPool') },
    });
    expect(policies).toHaveLength(1);
    expect(policies[0]).toMatch(/^Familyplatform/);
  });

  it('lets the platform function list and delete objects in the files and media buckets', () => {
    const deleters = platformPolicies({ Action: Match.arrayWith(['s3:DeleteObject']), Effect: 'Allow' }).filter((id) =>
      id.startsWith('Familyplatform'),
    );
    expect(deleters).toHaveLength(1);
    const policy = JSON.stringify(api.findResources('AWS::IAM::Policy')[deleters[0] ?? '']);
    const deleteStatements = policy.match(/"s3:DeleteObject"/g) ?? [];
    expect(deleteStatements.length).toBeGreaterThanOrEqual(2);
    expect(policy).toContain('s3:ListBucket');
  });
});
