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

  it('may only query the pending index and write the refund on the table', () => {
    const policies = JSON.stringify(
      template.findResources('AWS::IAM::Policy', {
        Properties: { PolicyName: Match.stringLikeRegexp('ChargeSweep') },
      }),
    );
    expect(policies).toContain('dynamodb:Query');
    expect(policies).toContain('/index/GSI1');
    expect(policies).not.toContain('dynamodb:DeleteItem');
    expect(policies).not.toContain('dynamodb:Scan');
  });
});
