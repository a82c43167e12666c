import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../shared/operations/index.js';
import { buildTestApp, synthTimeout } from './helpers.js';

let template: Template;

beforeAll(() => {
  template = Template.fromStack(buildTestApp('dev', operations).jobs);
}, synthTimeout);

describe('crash sweep on AWS', () => {
  it('runs functions/platform/sweep.ts every 5 minutes from an EventBridge rule', () => {
    const sweeps = template.findResources('AWS::Lambda::Function', {
      Properties: { Description: Match.stringLikeRegexp('crash sweep') },
    });
    const [sweep] = Object.keys(sweeps);
    expect(sweep).toBeDefined();
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      State: 'ENABLED',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [sweep, 'Arn'] } })],
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [sweep, 'Arn'] },
    });
  });

  it('may read and write the table, objects of both buckets, and only delete users of the one pool', () => {
    const policies = JSON.stringify(
      template.findResources('AWS::IAM::Policy', {
        Properties: { PolicyName: Match.stringLikeRegexp('ChargeSweep') },
      }),
    );
    // The refund transaction, a queued export's partition read, an interrupted deletion's partition deleted whole.
    for (const action of ['dynamodb:Query', 'dynamodb:UpdateItem', 'dynamodb:BatchWriteItem', 'dynamodb:DeleteItem']) {
      expect(policies).toContain(action);
    }
    expect(policies).toContain('/index/*');
    expect(policies).not.toContain('dynamodb:Scan');
    // The export archive written and signed; the account's objects listed and deleted.
    for (const action of ['s3:PutObject', 's3:GetObject', 's3:DeleteObject', 's3:ListBucket']) {
      expect(policies).toContain(action);
    }
    expect(policies).toMatch(/files/);
    expect(policies).toMatch(/media/);
    expect(policies).toContain('cognito-idp:AdminDeleteUser');
    // Finishing a deletion never checks a password or changes a user.
    expect(policies).not.toContain('cognito-idp:AdminInitiateAuth');
    expect(policies).not.toContain('cognito-idp:AdminSetUserPassword');
  });

  it('has the memory and time to build a queued data export', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('crash sweep'),
      MemorySize: 1024,
      Timeout: 300,
    });
  });
});
