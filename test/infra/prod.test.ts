import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AlquimiaStacks } from '../../infra/aws/alquimia-app.js';
import { environments, resolveSettings } from '../../infra/aws/environments.js';
import { operations } from '../../shared/operations/index.js';
import { buildTestApp, nagErrors, synthTimeout } from './helpers.js';

let stacks: AlquimiaStacks;

beforeAll(() => {
  stacks = buildTestApp('prod', operations);
}, synthTimeout);

describe('prod environment', () => {
  it('retains the table, buckets, queues, key secret and user pool when stacks are deleted', () => {
    const data = Template.fromStack(stacks.data);
    for (const type of ['AWS::DynamoDB::Table', 'AWS::S3::Bucket', 'AWS::SQS::Queue', 'AWS::SecretsManager::Secret']) {
      const resources = Object.values(data.findResources(type));
      expect(resources.length, type).toBeGreaterThan(0);
      for (const resource of resources) expect(resource, type).toMatchObject({ DeletionPolicy: 'Retain' });
    }
    data.hasResourceProperties('AWS::DynamoDB::Table', { DeletionProtectionEnabled: true });
    const auth = Template.fromStack(stacks.auth);
    auth.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Retain' });
  });

  it('uses the prod stage and alarms on jobs reaching a dead-letter queue', () => {
    const api = Template.fromStack(stacks.api);
    api.hasResourceProperties('AWS::ApiGateway::Stage', { StageName: 'prod' });
    expect(stacks.ops).toBeDefined();
    if (stacks.ops === undefined) return;
    Template.fromStack(stacks.ops).hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'NumberOfMessagesReceived',
    });
  });

  it('reports no unacknowledged cdk-nag error in any prod stack', () => {
    for (const stack of Object.values(stacks)) expect(nagErrors(stack), stack.stackName).toEqual([]);
  });
});

describe('environment settings', () => {
  it('defaults to dev and rejects unknown environments', () => {
    expect(resolveSettings({}).name).toBe('dev');
    expect(() => resolveSettings({ env: 'production' })).toThrow();
  });

  it('applies cdk.json overrides and a command-line public URL to the chosen environment only', () => {
    const settings = resolveSettings({
      env: 'staging',
      overrides: { staging: { region: 'sa-east-1' }, prod: { region: 'us-east-1' } },
      publicBaseUrl: 'https://d111111abcdef8.cloudfront.net',
    });
    expect(settings).toMatchObject({
      name: 'staging',
      region: 'sa-east-1',
      publicBaseUrl: 'https://d111111abcdef8.cloudfront.net',
      retainData: environments.staging.retainData,
    });
  });

  it('retains data only in prod', () => {
    expect(
      Object.values(environments)
        .filter((e) => e.retainData)
        .map((e) => e.name),
    ).toEqual(['prod']);
  });
});
