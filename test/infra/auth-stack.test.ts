import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../shared/operations/index.js';
import { userPool } from '../../shared/resources.js';
import { buildTestApp, synthTimeout } from './helpers.js';

let dev: Template;
let prod: Template;
let prodWarnings: string;

beforeAll(() => {
  dev = Template.fromStack(buildTestApp('dev', operations).auth);
  const prodStacks = buildTestApp('prod', operations);
  prod = Template.fromStack(prodStacks.auth);
  prodWarnings = JSON.stringify(Annotations.fromStack(prodStacks.auth).findWarning('*', Match.anyValue()));
}, synthTimeout);

describe('Auth stack: Cognito as the product needs it on AWS', () => {
  it('the web client signs in with SRP only (no USER_PASSWORD_AUTH; the admin flow re-checks a password server-side) and has OAuth turned off', () => {
    dev.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      AllowedOAuthFlowsUserPoolClient: false,
      AllowedOAuthFlows: Match.absent(),
      CallbackURLs: Match.absent(),
      PreventUserExistenceErrors: 'ENABLED',
      GenerateSecret: false,
    });
  });

  it('wires the custom-message trigger that turns codes into reset and verification links', () => {
    dev.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: Match.objectLike({
        CustomMessage: Match.anyValue(),
        PreSignUp: Match.anyValue(),
        PostConfirmation: Match.anyValue(),
      }),
    });
    const functions = JSON.stringify(dev.findResources('AWS::Lambda::Function'));
    expect(functions).toContain('Cognito custom message');
  });

  it("dev sends with Cognito's sender; prod sends through SES, or warns when it has no domain to send from", () => {
    dev.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: Match.objectLike({ EmailSendingAccount: 'COGNITO_DEFAULT' }),
    });
    const hasSes =
      Object.keys(
        prod.findResources('AWS::Cognito::UserPool', {
          Properties: { EmailConfiguration: { EmailSendingAccount: 'DEVELOPER' } },
        }),
      ).length === 1;
    expect(hasSes || prodWarnings.includes('no SES identity')).toBe(true);
  });

  it('rate-limits SignUp calls per client IP with a WAF rule on the user pool', () => {
    dev.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'REGIONAL',
      DefaultAction: { Allow: {} },
      Rules: [
        Match.objectLike({
          Action: { Block: {} },
          Statement: {
            RateBasedStatement: Match.objectLike({
              AggregateKeyType: 'IP',
              Limit: userPool.signUpsPerIpPer5Minutes,
              ScopeDownStatement: {
                ByteMatchStatement: Match.objectLike({
                  FieldToMatch: { SingleHeader: { Name: 'x-amz-target' } },
                  PositionalConstraint: 'EXACTLY',
                  SearchString: 'AWSCognitoIdentityProviderService.SignUp',
                }),
              },
            }),
          },
        }),
      ],
    });
    const [pool] = Object.keys(dev.findResources('AWS::Cognito::UserPool'));
    dev.hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
      ResourceArn: { 'Fn::GetAtt': [pool, 'Arn'] },
    });
  });
});
