import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import {
  AuthorizationType,
  CognitoUserPoolsAuthorizer,
  MockIntegration,
  RestApi,
  TokenAuthorizer,
} from 'aws-cdk-lib/aws-apigateway';
import { UserPool } from 'aws-cdk-lib/aws-cognito';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addOperationRoutes, familiesOf, methodOptions } from '../../infra/aws/api/routes.js';
import { corsAllowHeaders, corsExposeHeaders } from '../../shared/edge.js';
import type { AuthKind, Family, HttpMethod, Operation } from '../../shared/operations/types.js';
import { methodsOf, synthTimeout } from './helpers.js';

/** A tiny table, independent of the real one, to pin down how the builder maps operations to methods. */
const op = (id: string, method: HttpMethod, path: string, auth: AuthKind, family: Family): Operation => ({
  id,
  method,
  path,
  auth,
  family,
  credits: { kind: 'free' },
  input: z.object({}),
  bodyTypes: [],
  response: 'json',
  mode: 'sync',
  limits: { maxBodyBytes: 1024 },
  doc: { summary: id },
});

const fixture: readonly Operation[] = [
  op('platform.health', 'GET', '/api/health', 'public', 'platform'),
  op('user.profile', 'GET', '/api/user/profile', 'user', 'platform'),
  op('user.rename', 'PATCH', '/api/user/profile', 'user', 'platform'),
  op('pdf.merge', 'POST', '/api/pdf/merge', 'api-key', 'pdf'),
  op('jobs.get', 'GET', '/api/jobs/{id}', 'api-key', 'jobs'),
  op('billing.webhook', 'POST', '/api/billing/webhook', 'stripe', 'billing'),
];

function build(operations: readonly Operation[]) {
  const stack = new Stack(new App({ builtinCloudFormationValidation: false }), 'Routes');
  const api = new RestApi(stack, 'Api', { deploy: false });
  const handler = (id: string) =>
    new LambdaFunction(stack, id, {
      runtime: Runtime.NODEJS_22_X,
      handler: 'index.handler',
      code: Code.fromInline('exports.handler = async () => ({});'),
    });
  const functions = new Map(familiesOf(operations).map((family) => [family, handler(`Fn-${family}`)] as const));
  const apiKey = new TokenAuthorizer(stack, 'ApiKey', { handler: handler('Authorizer') });
  const user = new CognitoUserPoolsAuthorizer(stack, 'User', { cognitoUserPools: [new UserPool(stack, 'Pool')] });
  addOperationRoutes(api, operations, functions, { apiKey, user });
  // RestApi needs at least one method of its own to validate; the mock keeps the fixture self-contained.
  api.root.addMethod('ANY', new MockIntegration());
  return Template.fromStack(stack);
}

describe('routes from the operation table', () => {
  let template: Template;
  beforeAll(() => {
    template = build(fixture);
  }, synthTimeout);

  it('creates one method per operation on its nested path, with path parameters as resources', () => {
    const methods = methodsOf(template).filter((m) => m.operationName !== undefined);
    expect(methods.map((m) => `${m.httpMethod} ${m.path}`).sort()).toEqual(
      fixture.map((o) => `${o.method} ${o.path}`).sort(),
    );
  });

  it('adds one preflight per routed path, allowing that path’s methods', () => {
    const preflights = methodsOf(template).filter((m) => m.httpMethod === 'OPTIONS');
    expect(preflights.map((m) => m.path).sort()).toEqual([...new Set(fixture.map((o) => o.path))].sort());
    template.hasResourceProperties('AWS::ApiGateway::Method', {
      HttpMethod: 'OPTIONS',
      Integration: {
        Type: 'MOCK',
        ContentHandling: 'CONVERT_TO_TEXT',
        IntegrationResponses: [
          {
            StatusCode: '204',
            ResponseParameters: {
              'method.response.header.Access-Control-Allow-Methods': "'GET,PATCH,OPTIONS'",
              'method.response.header.Access-Control-Allow-Origin': "'*'",
              'method.response.header.Access-Control-Allow-Headers': `'${corsAllowHeaders.join(',')}'`,
              'method.response.header.Access-Control-Expose-Headers': `'${corsExposeHeaders.join(',')}'`,
              'method.response.header.Access-Control-Max-Age': "'600'",
            },
          },
        ],
      },
    });
  });

  it('adds HEAD beside the GET of a public platform read only, served by the same function without auth', () => {
    const heads = methodsOf(template).filter((m) => m.httpMethod === 'HEAD');
    expect(heads.map((m) => [m.path, m.authorizationType])).toEqual([['/api/health', 'NONE']]);
    template.hasResourceProperties('AWS::ApiGateway::Method', {
      HttpMethod: 'HEAD',
      Integration: { Type: 'AWS_PROXY', IntegrationHttpMethod: 'POST' },
    });
  });

  it('grants each family function one API-wide invoke permission instead of one per method', () => {
    // Plus one for the token authorizer standing in for the api-key authorizer.
    template.resourceCountIs('AWS::Lambda::Permission', familiesOf(fixture).length + 1);
  });

  it('maps auth kinds to gateway authorization, with no usage-plan key on any route', () => {
    const stack = new Stack();
    const handler = new LambdaFunction(stack, 'F', {
      runtime: Runtime.NODEJS_22_X,
      handler: 'index.handler',
      code: Code.fromInline('exports.handler = async () => ({});'),
    });
    const apiKey = new TokenAuthorizer(stack, 'K', { handler });
    const user = new TokenAuthorizer(stack, 'U', { handler });
    expect(methodOptions('api-key', { apiKey, user })).toEqual({
      authorizationType: AuthorizationType.CUSTOM,
      authorizer: apiKey,
    });
    expect(methodOptions('user', { apiKey, user })).toMatchObject({
      authorizationType: AuthorizationType.COGNITO,
      authorizer: user,
    });
    expect(methodOptions('public', { apiKey, user })).toEqual({ authorizationType: AuthorizationType.NONE });
    expect(methodOptions('stripe', { apiKey, user })).toEqual({ authorizationType: AuthorizationType.NONE });
  });

  it('refuses two operations on the same method and path', () => {
    const duplicate = [...fixture, op('pdf.merge2', 'POST', '/api/pdf/merge', 'api-key', 'pdf')];
    expect(() => build(duplicate)).toThrow(/Two operations share POST \/api\/pdf\/merge/);
  });
});
