import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveSettings } from '../../infra/aws/environments.js';
import { familyAccess } from '../../infra/aws/permissions.js';
import { operations } from '../../shared/operations/index.js';
import { buildTestApp, nagErrors, synthTimeout } from './helpers.js';

/**
 * The welcome grant asks Cognito whether the caller's e-mail is verified (AdminGetUser): the platform function, and
 * only it, may read users, and nothing more of Cognito than that and the health check's DescribeUserPool.
 */
let api: Template;
let apiNagErrors: string[];

beforeAll(() => {
  const stacks = buildTestApp('dev', operations);
  api = Template.fromStack(stacks.api);
  apiNagErrors = nagErrors(stacks.api);
}, synthTimeout);

const cognitoStatements = (template: Template) =>
  Object.entries(template.findResources('AWS::IAM::Policy')).flatMap(([id, policy]) =>
    JSON.stringify(policy).includes('cognito-idp:') ? [id] : [],
  );

describe('the welcome-credit check on AWS', () => {
  it("grants the platform family's function cognito-idp:AdminGetUser on the product's one user pool", () => {
    const readers = api.findResources('AWS::IAM::Policy', {
      Properties: {
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Action: Match.arrayWith(['cognito-idp:AdminGetUser']),
              Effect: 'Allow',
              // The pool's ARN imported from the auth stack: one pool, never a wildcard.
              Resource: { 'Fn::ImportValue': Match.stringLikeRegexp('UserPool') },
            }),
          ]),
        },
      },
    });
    expect(Object.keys(readers)).toHaveLength(1);
    expect(Object.keys(readers)[0]).toMatch(/^Familyplatform/);
    // No other function touches Cognito.
    expect(cognitoStatements(api).every((id) => id.startsWith('Familyplatform'))).toBe(true);
    expect(JSON.stringify(api.toJSON())).not.toContain(':userpool/*');
    expect(apiNagErrors.filter((e) => e.includes('IAM5') && e.includes('cognito'))).toEqual([]);
  });

  it("grants no Cognito action to any family through its provider access (the pool grant is the stack's)", () => {
    const stack = new Stack(new App(), 'Probe', { env: { account: '111111111111', region: 'us-east-1' } });
    const settings = resolveSettings({ env: 'dev' });
    for (const family of new Set(operations.map((o) => o.family))) {
      const actions = familyAccess(stack, family, settings).statements.flatMap((s) => s.actions);
      expect(
        actions.filter((a) => a.startsWith('cognito-idp:')),
        family,
      ).toEqual([]);
    }
  });
});
