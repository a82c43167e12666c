import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { gatewayProblem } from '../../shared/edge.js';
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

  it("answers a refused sign-up with the contract's 429 problem that Amplify reads as too many requests", () => {
    const [acl] = Object.values(dev.findResources('AWS::WAFv2::WebACL'));
    const p = z
      .object({
        Properties: z.object({
          Rules: z.array(
            z.object({
              Action: z.object({
                Block: z.object({
                  CustomResponse: z.object({
                    ResponseCode: z.number(),
                    CustomResponseBodyKey: z.string(),
                    ResponseHeaders: z.array(z.object({ Name: z.string(), Value: z.string() })),
                  }),
                }),
              }),
            }),
          ),
          CustomResponseBodies: z.record(z.string(), z.object({ ContentType: z.string(), Content: z.string() })),
        }),
      })
      .parse(acl).Properties;
    const response = p.Rules[0]?.Action.Block.CustomResponse;
    expect(response?.ResponseCode).toBe(429);
    expect(response?.ResponseHeaders).toContainEqual({ Name: 'x-amzn-ErrorType', Value: 'TooManyRequestsException' });
    expect(response?.ResponseHeaders).toContainEqual({ Name: 'Access-Control-Allow-Origin', Value: '*' });
    const body = p.CustomResponseBodies[response?.CustomResponseBodyKey ?? ''];
    expect(body?.ContentType).toBe('APPLICATION_JSON');
    expect(JSON.parse(body?.Content ?? '{}')).toMatchObject({
      ...gatewayProblem('throttled', ''),
      __type: 'TooManyRequestsException',
    });
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
