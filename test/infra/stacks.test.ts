import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AlquimiaStacks } from '../../infra/aws/alquimia-app.js';
import { keyHeaderFunctionCode } from '../../infra/aws/api/key-header-function.js';
import { fromRoot } from '../../infra/aws/paths.js';
import { operations } from '../../shared/operations/index.js';
import { buckets, table, uploadCors, userPool } from '../../shared/resources.js';
import { buildTestApp, nagErrors, synthTimeout } from './helpers.js';

let stacks: AlquimiaStacks;
let data: Template;
let auth: Template;
let web: Template;

beforeAll(() => {
  // A tiny stand-in for `dist/web`, so the site deployment is part of the template.
  const siteDir = mkdtempSync(join(tmpdir(), 'alquimia-site-'));
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Alquimia</title>');
  stacks = buildTestApp('dev', operations, siteDir);
  data = Template.fromStack(stacks.data);
  auth = Template.fromStack(stacks.auth);
  web = Template.fromStack(stacks.web);
}, synthTimeout);

describe('Data stack', () => {
  it('keeps one pay-per-request table with the shared keys, GSI1 and TTL (no point-in-time recovery in dev)', () => {
    data.resourceCountIs('AWS::DynamoDB::Table', 1);
    data.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: table.partitionKey, KeyType: 'HASH' },
        { AttributeName: table.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: [Match.objectLike({ IndexName: 'GSI1' })],
      TimeToLiveSpecification: { AttributeName: table.timeToLiveAttribute, Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: false },
    });
  });

  it('expires uploads and results after one day, and media after 30', () => {
    for (const days of [buckets.files.expireAfterDays, buckets.media.expireAfterDays]) {
      data.hasResourceProperties('AWS::S3::Bucket', {
        LifecycleConfiguration: {
          Rules: Match.arrayWith([Match.objectLike({ ExpirationInDays: days, Status: 'Enabled' })]),
        },
      });
    }
    expect(buckets.files.expireAfterDays).toBe(1);
  });

  it('keeps every bucket private, encrypted and TLS-only, the files and media buckets open to presigned uploads', () => {
    data.allResourcesProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
    });
    const withCors = data.findResources('AWS::S3::Bucket', {
      Properties: {
        CorsConfiguration: {
          CorsRules: [Match.objectLike({ AllowedMethods: uploadCors.allowedMethods, ExposedHeaders: ['ETag'] })],
        },
      },
    });
    expect(Object.keys(withCors)).toHaveLength(2);
    data.resourceCountIs('AWS::S3::BucketPolicy', 3);
    data.allResourcesProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('logs every request to the files and media buckets (presigned URLs are used outside the API)', () => {
    const [logBucket] = Object.keys(
      data.findResources('AWS::S3::Bucket', { Properties: { CorsConfiguration: Match.absent() } }),
    );
    for (const prefix of ['files/', 'media/']) {
      data.hasResourceProperties('AWS::S3::Bucket', {
        LoggingConfiguration: { DestinationBucketName: { Ref: logBucket }, LogFilePrefix: prefix },
      });
    }
  });

  it('sends failed jobs to a dead-letter queue, one pair per job worker and one for webhooks, each hidden 6× its consumer timeout', () => {
    // And the export queue with its dead-letter queue (jobs.test.ts checks those).
    data.resourceCountIs('AWS::SQS::Queue', 8);
    data.hasResourceProperties('AWS::SQS::Queue', {
      // The worker runs up to 15 minutes: 6 × 900 s (jobs.test.ts checks every event source).
      VisibilityTimeout: 5400,
      RedrivePolicy: { maxReceiveCount: 10, deadLetterTargetArn: Match.anyValue() },
    });
    // The webhook delivery runs up to 30 s (webhook-delivery.ts).
    data.hasResourceProperties('AWS::SQS::Queue', {
      VisibilityTimeout: 180,
      RedrivePolicy: { maxReceiveCount: 10, deadLetterTargetArn: Match.anyValue() },
    });
    // The dead-letter consumer runs up to 60 s.
    const deadLetters = data.findResources('AWS::SQS::Queue', {
      Properties: { RedrivePolicy: Match.absent(), VisibilityTimeout: 360 },
    });
    expect(Object.keys(deadLetters)).toHaveLength(3);
  });

  it('lets dev data go with the stack', () => {
    data.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Delete' });
  });
});

describe('Auth stack', () => {
  it('signs in by e-mail with a 6-character password and no other complexity rule', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      Policies: {
        PasswordPolicy: {
          MinimumLength: userPool.passwordMinLength,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        },
      },
      LambdaConfig: { PreSignUp: Match.anyValue(), PostConfirmation: Match.anyValue() },
    });
  });

  it('has a public web client with SRP and refresh flows', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
    });
  });

  it('runs its triggers on Node 22 (the custom message trigger once its handler exists)', () => {
    const customMessage = existsSync(fromRoot('functions/platform/triggers/custom-message.ts'));
    auth.resourceCountIs('AWS::Lambda::Function', customMessage ? 3 : 2);
    auth.allResourcesProperties('AWS::Lambda::Function', { Runtime: 'nodejs22.x' });
  });
});

describe('Web stack', () => {
  it('writes CloudFront standard logs and the site bucket access logs to a log bucket', () => {
    const [logBucket] = Object.keys(
      web.findResources('AWS::S3::Bucket', { Properties: { OwnershipControls: Match.objectLike({}) } }),
    ).filter((id) => id.startsWith('Logs'));
    expect(logBucket).toBeDefined();
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Logging: { Bucket: { 'Fn::GetAtt': [logBucket, 'RegionalDomainName'] }, Prefix: 'cloudfront/' },
      }),
    });
    web.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: { DestinationBucketName: { Ref: logBucket }, LogFilePrefix: 'site-bucket/' },
    });
  });

  it('routes /api/* to the REST API uncached with every method, and the rest to the private site bucket', () => {
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        CacheBehaviors: [
          Match.objectLike({
            PathPattern: '/api/*',
            AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
            // Managed CachingDisabled and AllViewerExceptHostHeader policies.
            CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
            OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
            // The key, in any accepted form, into the header the authorizer's cache is keyed by.
            FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
          }),
        ],
        DefaultCacheBehavior: Match.objectLike({
          FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
        }),
      }),
    });
    web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
  });

  it('runs the key-header function on /api/* with the code the function tests exercise', () => {
    web.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: keyHeaderFunctionCode(),
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
  });

  it('writes the runtime config.json and deploys the built site', () => {
    web.resourceCountIs('Custom::CDKBucketDeployment', 2);
    web.hasResourceProperties('Custom::CDKBucketDeployment', {
      Prune: false,
      SystemMetadata: { 'cache-control': 'no-cache' },
    });
  });
});

describe('cdk-nag AwsSolutions', () => {
  it('reports no unacknowledged error in any dev stack', () => {
    for (const stack of Object.values(stacks)) expect(nagErrors(stack), stack.stackName).toEqual([]);
  });
});
