import type { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobWorkers } from '../../infra/aws/families.js';
import { authorizerCacheSeconds, canonicalKeyHeader } from '../../shared/edge.js';
import { answersHead } from '../../shared/head-requests.js';
import { operations } from '../../shared/operations/index.js';
import { functionNameVariable, isMcpTool } from '../../shared/operations/mcp.js';
import { buildTestApp, methodsOf, type SynthMethod, synthTimeout } from './helpers.js';

let template: Template;
let jobs: Stack;
let methods: SynthMethod[];

beforeAll(() => {
  const stacks = buildTestApp('dev', operations);
  template = Template.fromStack(stacks.api);
  jobs = stacks.jobs;
  methods = methodsOf(template);
}, synthTimeout);

const authorizerIdsByType = (type: string): string[] =>
  Object.keys(template.findResources('AWS::ApiGateway::Authorizer', { Properties: { Type: type } }));

describe('Api stack built from the operation table', () => {
  it('has exactly one method per operation, with its HTTP method and path', () => {
    const routed = methods.filter((m) => !['OPTIONS', 'ANY', 'HEAD'].includes(m.httpMethod));
    expect(routed).toHaveLength(operations.length);
    // HEAD beside the public platform reads only (shared/head-requests.ts).
    const head = methods.filter((m) => m.httpMethod === 'HEAD').map((m) => m.path);
    expect(head.sort()).toEqual(
      operations
        .filter(answersHead)
        .map((op) => op.path)
        .sort(),
    );
    for (const op of operations) {
      const matches = routed.filter((m) => m.operationName === op.id);
      expect(matches, op.id).toHaveLength(1);
      expect(matches[0]).toMatchObject({ httpMethod: op.method, path: op.path });
    }
  });

  it("answers every other method on a routed path with the edge contract's 405 problem and Allow", () => {
    const catchAll = methods.filter((m) => m.httpMethod === 'ANY');
    expect(catchAll.map((m) => m.path).sort()).toEqual([...new Set(operations.map((o) => o.path))].sort());
    const json = JSON.stringify(
      Object.values(template.findResources('AWS::ApiGateway::Method', { Properties: { HttpMethod: 'ANY' } })),
    );
    expect(json).toContain('method_not_allowed');
    expect(json).toContain('method.response.header.Allow');
  });

  it('lets the MCP function invoke exactly the functions of its tools, named in its environment', () => {
    const lambdas = template.findResources('AWS::Lambda::Function');
    const idOf = (description: string) =>
      Object.entries(lambdas).find(([, r]) => JSON.stringify(r).includes(`"Description":"${description}"`))?.[0];
    const mcp = idOf('Alquimia mcp operations');
    expect(mcp).toBeDefined();
    const variables = z
      .record(z.string(), z.unknown())
      .parse(
        z
          .object({ Properties: z.object({ Environment: z.object({ Variables: z.record(z.string(), z.unknown()) }) }) })
          .parse(lambdas[mcp ?? '']).Properties.Environment.Variables,
      );
    expect(variables.MCP_INVOKER).toBe('lambda');
    const toolFamilies = [...new Set(operations.filter(isMcpTool).map((op) => op.family))].sort();
    const named = Object.keys(variables)
      .filter((k) => k.startsWith('FAMILY_FUNCTION_'))
      .map((k) => k.slice('FAMILY_FUNCTION_'.length).toLowerCase())
      .sort();
    expect(named).toEqual(toolFamilies);
    for (const family of toolFamilies) {
      expect(variables[functionNameVariable(family)], family).toEqual({ Ref: idOf(`Alquimia ${family} operations`) });
    }
    const policies = JSON.stringify(template.findResources('AWS::IAM::Policy'));
    expect(policies).toContain('lambda:InvokeFunction');
  });

  it('rate-limits the unauthenticated Stripe webhook route on its own', () => {
    template.hasResourceProperties('AWS::ApiGateway::Stage', {
      MethodSettings: Match.arrayWith([
        Match.objectLike({
          ResourcePath: '/~1api~1billing~1webhook',
          HttpMethod: 'POST',
          ThrottlingRateLimit: 20,
          ThrottlingBurstLimit: 40,
        }),
      ]),
    });
  });

  it('authorises api-key routes with the REQUEST authorizer and no usage plan, user routes with Cognito', () => {
    const [requestAuthorizer] = authorizerIdsByType('REQUEST');
    const [cognitoAuthorizer] = authorizerIdsByType('COGNITO_USER_POOLS');
    for (const op of operations) {
      const method = methods.find((m) => m.operationName === op.id);
      const expected = {
        'api-key': { authorizationType: 'CUSTOM', authorizerLogicalId: requestAuthorizer, apiKeyRequired: false },
        user: {
          authorizationType: 'COGNITO_USER_POOLS',
          authorizerLogicalId: cognitoAuthorizer,
          apiKeyRequired: false,
        },
        public: { authorizationType: 'NONE', authorizerLogicalId: undefined, apiKeyRequired: false },
        stripe: { authorizationType: 'NONE', authorizerLogicalId: undefined, apiKeyRequired: false },
      }[op.auth];
      expect(method, op.id).toMatchObject(expected);
    }
  });

  it('caches authorizer answers per key, keyed by the one header CloudFront fills from any accepted form', () => {
    template.hasResourceProperties('AWS::ApiGateway::Authorizer', {
      Type: 'REQUEST',
      AuthorizerResultTtlInSeconds: authorizerCacheSeconds,
      IdentitySource: `method.request.header.${canonicalKeyHeader}`,
    });
    expect(authorizerCacheSeconds).toBeGreaterThan(0);
    expect(authorizerCacheSeconds).toBeLessThanOrEqual(300);
  });

  it('answers CORS preflights on every routed path without invoking a function', () => {
    const routedPaths = new Set(operations.map((op) => op.path));
    const preflights = methods.filter((m) => m.httpMethod === 'OPTIONS');
    expect(new Set(preflights.map((m) => m.path))).toEqual(routedPaths);
    expect(preflights.every((m) => m.authorizationType === 'NONE')).toBe(true);
  });

  it('passes every body as binary and traces the stage', () => {
    template.hasResourceProperties('AWS::ApiGateway::RestApi', {
      ApiKeySourceType: Match.absent(),
      BinaryMediaTypes: ['*/*'],
    });
    template.hasResourceProperties('AWS::ApiGateway::Stage', {
      StageName: 'dev',
      TracingEnabled: true,
      AccessLogSetting: Match.objectLike({ DestinationArn: Match.anyValue() }),
    });
  });

  it('shares no usage plan or API Gateway key between customers: rates are per account, in the debit write', () => {
    template.resourceCountIs('AWS::ApiGateway::UsagePlan', 0);
    template.resourceCountIs('AWS::ApiGateway::UsagePlanKey', 0);
    template.resourceCountIs('AWS::ApiGateway::ApiKey', 0);
  });

  it('answers gateway errors as problem+json with CORS headers', () => {
    for (const [type, status] of [
      ['DEFAULT_4XX', '400'],
      ['DEFAULT_5XX', '500'],
      ['UNAUTHORIZED', '401'],
      ['MISSING_AUTHENTICATION_TOKEN', '404'],
    ]) {
      template.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
        ResponseType: type,
        StatusCode: status,
        ResponseParameters: Match.objectLike({
          'gatewayresponse.header.Access-Control-Allow-Origin': "'*'",
          'gatewayresponse.header.Content-Type': "'application/problem+json'",
        }),
        ResponseTemplates: { 'application/json': Match.stringLikeRegexp('"requestId":"\\$context.requestId"') },
      });
    }
  });

  it('runs one Node 22 x86_64 function per family and the authorizer; the job workers, dead-letter consumer, webhook delivery, export builder and crash sweep run in the Jobs stack', () => {
    const families = new Set(operations.map((op) => op.family));
    const functions = template.findResources('AWS::Lambda::Function', {
      Properties: { Runtime: 'nodejs22.x', Architectures: ['x86_64'], TracingConfig: { Mode: 'Active' } },
    });
    expect(Object.keys(functions)).toHaveLength(families.size + 1);
    template.resourceCountIs('AWS::Lambda::Function', families.size + 1);
    const background = Template.fromStack(jobs).findResources('AWS::Lambda::Function', {
      Properties: { Runtime: 'nodejs22.x', Architectures: ['x86_64'], TracingConfig: { Mode: 'Active' } },
    });
    // The workers, the dead-letter consumer, the webhook delivery and the crash sweep.
    expect(Object.keys(background)).toHaveLength(jobWorkers.length + 4);
  });

  it('gives functions the environment functions/core/config.ts parses', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          STAGE: 'dev',
          TABLE_NAME: Match.anyValue(),
          FILES_BUCKET: Match.anyValue(),
          MEDIA_BUCKET: Match.anyValue(),
          JOBS_QUEUE_URL: Match.anyValue(),
          USER_POOL_ID: Match.anyValue(),
          USER_POOL_CLIENT_ID: Match.anyValue(),
          KEY_SECRET_ARN: Match.anyValue(),
        }),
      },
    });
  });

  it('lets only the platform family read the API-key encryption secret', () => {
    const readers = template.findResources('AWS::IAM::Policy', {
      Properties: {
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Action: Match.arrayWith(['secretsmanager:GetSecretValue']) }),
          ]),
        },
      },
    });
    expect(Object.keys(readers)).toHaveLength(1);
    expect(Object.keys(readers)[0]).toMatch(/^Familyplatform/);
  });
});
