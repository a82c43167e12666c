import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Aspects, Duration, Stack } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { LambdaIntegration, RestApi } from 'aws-cdk-lib/aws-apigateway';
import { CfnFunction, Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { CfnQueue, Queue } from 'aws-cdk-lib/aws-sqs';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { describe, expect, it } from 'vitest';
import { assetBudgetBytes, minimumKeyedRateLimit } from '../../infra/aws/invariants/limits.js';
import { TemplateInvariants } from '../../infra/aws/invariants/template-invariants.js';
import { managedRuleGroups } from '../../infra/aws/waf-managed-rules.js';
import { canonicalKeyHeader } from '../../shared/edge.js';
import { operations } from '../../shared/operations/index.js';
import { buildTestApp } from './helpers.js';

/**
 * The template invariants (infra/aws/invariants/) on deliberately bad small stacks, one rule each, and on the real
 * stacks of every environment. A broken rule is an error annotation, which fails `cdk synth` and `cdk deploy`.
 */
function badStack(outdir?: string): { app: App; stack: Stack } {
  const app = new App(outdir === undefined ? {} : { outdir });
  const stack = new Stack(app, 'Bad');
  Aspects.of(app).add(new TemplateInvariants());
  return { app, stack };
}

const fn = (stack: Stack, id: string, timeoutSeconds: number) =>
  new LambdaFunction(stack, id, {
    runtime: Runtime.NODEJS_22_X,
    handler: 'index.handler',
    code: Code.fromInline('exports.handler = async () => ({ statusCode: 200 });'),
    timeout: Duration.seconds(timeoutSeconds),
  });

const errors = (stack: Stack, rule: string) =>
  Annotations.fromStack(stack).findError('*', Match.stringLikeRegexp(`\\[alquimia:${rule}\\]`));

describe('template invariants fire on bad stacks', () => {
  it('an SQS event source whose queue hides messages under 6× the function timeout', () => {
    const { stack } = badStack();
    const deadLetter = new Queue(stack, 'DeadLetter');
    // 30 s (SQS's default) against a 60 s consumer: the dead-letter queues' old setting.
    const queue = new Queue(stack, 'Jobs', { deadLetterQueue: { queue: deadLetter, maxReceiveCount: 3 } });
    fn(stack, 'Consumer', 60).addEventSource(new SqsEventSource(queue));
    const ok = new Queue(stack, 'Fine', {
      visibilityTimeout: Duration.seconds(360),
      deadLetterQueue: { queue: deadLetter, maxReceiveCount: 3 },
    });
    fn(stack, 'FineConsumer', 60).addEventSource(new SqsEventSource(ok));
    const found = errors(stack, 'event-source-visibility');
    expect(found).toHaveLength(1);
    expect(JSON.stringify(found)).toContain('Bad/Jobs');
  });

  it('the same across stacks, as between the Data and Jobs stacks', () => {
    const app = new App();
    Aspects.of(app).add(new TemplateInvariants());
    const data = new Stack(app, 'Data');
    const dlq = new Queue(data, 'Dlq', { visibilityTimeout: Duration.seconds(30) });
    const jobs = new Stack(app, 'Jobs');
    fn(jobs, 'DeadLetterConsumer', 60).addEventSource(new SqsEventSource(dlq));
    expect(errors(jobs, 'event-source-visibility')).toHaveLength(1);
  });

  it('a queue without a dead-letter queue (a dead-letter queue itself is exempt)', () => {
    const { stack } = badStack();
    const deadLetter = new Queue(stack, 'DeadLetter');
    new Queue(stack, 'Redriven', { deadLetterQueue: { queue: deadLetter, maxReceiveCount: 3 } });
    new Queue(stack, 'Orphan');
    const found = errors(stack, 'queue-dead-letter');
    expect(found).toHaveLength(1);
    expect(JSON.stringify(found)).toContain('Bad/Orphan');
  });

  it('an API integration timeout over 29 s', () => {
    const { stack } = badStack();
    const api = new RestApi(stack, 'Api');
    api.root.addResource('slow').addMethod(
      'GET',
      new LambdaIntegration(fn(stack, 'Quick', 10), {
        timeout: Duration.seconds(60),
      }),
    );
    expect(errors(stack, 'integration-timeout')).toHaveLength(1);
  });

  it('a synchronous route whose function may run longer than the gateway waits', () => {
    const { stack } = badStack();
    const api = new RestApi(stack, 'Api');
    api.root.addResource('render').addMethod('POST', new LambdaIntegration(fn(stack, 'Render', 900)));
    api.root.addResource('quick').addMethod('GET', new LambdaIntegration(fn(stack, 'Fast', 29)));
    const found = errors(stack, 'route-function-timeout');
    expect(found).toHaveLength(1);
    expect(JSON.stringify(found)).toContain('Bad/Render');
  });

  it('a function asset over 200 MiB unzipped, read from the assembly folder the asset metadata names', () => {
    const outdir = mkdtempSync(join(tmpdir(), 'alquimia-invariants-'));
    const { stack } = badStack(outdir);
    for (const [name, bytes] of [
      ['asset.big', assetBudgetBytes + 1],
      ['asset.small', 1024],
    ] as const) {
      mkdirSync(join(outdir, name));
      writeFileSync(join(outdir, name, 'index.mjs'), 'export const handler = () => 1;');
      // A sparse file: the apparent size Lambda would unzip, no disk written.
      writeFileSync(join(outdir, name, 'engine.bin'), '');
      truncateSync(join(outdir, name, 'engine.bin'), bytes);
      const cfn = new CfnFunction(stack, `Fn-${name}`, {
        role: 'arn:aws:iam::123456789012:role/x',
        code: { zipFile: 'x' },
      });
      cfn.addMetadata('aws:asset:path', name);
    }
    try {
      const found = errors(stack, 'asset-size');
      expect(found).toHaveLength(1);
      expect(JSON.stringify(found)).toContain('Fn-asset.big');
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });

  it('a WAF rate limit on keyed calls under what the fastest plan may send', () => {
    const { stack } = badStack();
    const rule = (
      name: string,
      limit: number,
      extra: Omit<CfnWebACL.RateBasedStatementProperty, 'limit'>,
    ): CfnWebACL.RuleProperty => ({
      name,
      priority: 0,
      action: { block: {} },
      visibilityConfig: { cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName: name },
      statement: { rateBasedStatement: { limit, evaluationWindowSec: 300, ...extra } },
    });
    const acl = (id: string, rules: CfnWebACL.RuleProperty[]) =>
      new CfnWebACL(stack, id, {
        scope: 'REGIONAL',
        defaultAction: { allow: {} },
        visibilityConfig: { cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName: id },
        rules,
      });
    // The old rule: 2,000 per 5 minutes for everything.
    acl('PerIp', [rule('rate-per-ip', 2000, { aggregateKeyType: 'IP' })]);
    acl('PerKey', [
      rule('rate-per-client-and-key', minimumKeyedRateLimit(300) - 1, {
        aggregateKeyType: 'CUSTOM_KEYS',
        customKeys: [
          { ip: {} },
          { header: { name: canonicalKeyHeader, textTransformations: [{ priority: 0, type: 'NONE' }] } },
        ],
      }),
    ]);
    // Scoped to one kind of call without a key (sign-ups): not a limit on what plans buy.
    acl('SignUps', [
      rule('sign-ups', 10, {
        aggregateKeyType: 'IP',
        scopeDownStatement: {
          byteMatchStatement: {
            fieldToMatch: { singleHeader: { Name: 'x-amz-target' } },
            positionalConstraint: 'EXACTLY',
            searchString: 'SignUp',
            textTransformations: [{ priority: 0, type: 'NONE' }],
          },
        },
      }),
    ]);
    acl('Enough', [rule('rate-per-ip', minimumKeyedRateLimit(300), { aggregateKeyType: 'IP' })]);
    const found = JSON.stringify(errors(stack, 'waf-rate-limit'));
    expect(found).toContain('Bad/PerIp');
    expect(found).toContain('Bad/PerKey');
    expect(found).not.toContain('Bad/SignUps');
    expect(found).not.toContain('Bad/Enough');
  });
});

describe('WAF blocks', () => {
  it('a block without a custom response, or a managed group whose rules are not all overridden (a bare 403)', () => {
    const { stack } = badStack();
    const visibility = (metricName: string) => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName,
    });
    const problemBlock = { block: { customResponse: { responseCode: 403, customResponseBodyKey: 'blocked' } } };
    const bodies = { blocked: { contentType: 'APPLICATION_JSON', content: '{}' } };
    const geo = (name: string, action: CfnWebACL.RuleActionProperty): CfnWebACL.RuleProperty => ({
      name,
      priority: 0,
      action,
      visibilityConfig: visibility(name),
      statement: { geoMatchStatement: { countryCodes: ['AQ'] } },
    });
    const managed = (overridden: readonly string[]): CfnWebACL.RuleProperty => ({
      name: 'known-bad',
      priority: 1,
      overrideAction: { none: {} },
      visibilityConfig: visibility('known-bad'),
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name: 'AWSManagedRulesKnownBadInputsRuleSet',
          ruleActionOverrides: overridden.map((name) => ({ name, actionToUse: problemBlock })),
        },
      },
    });
    const acl = (
      id: string,
      rules: CfnWebACL.RuleProperty[],
      customResponseBodies?: Record<string, CfnWebACL.CustomResponseBodyProperty>,
    ) =>
      new CfnWebACL(stack, id, {
        scope: 'REGIONAL',
        defaultAction: { allow: {} },
        visibilityConfig: visibility(id),
        rules,
        ...(customResponseBodies === undefined ? {} : { customResponseBodies }),
      });
    const everyRule = managedRuleGroups.AWSManagedRulesKnownBadInputsRuleSet;
    acl('Bare', [geo('bare', { block: {} })], bodies);
    acl('NoSuchBody', [geo('no-such-body', problemBlock)]);
    acl('ManagedLeftBare', [managed(everyRule.slice(1))], bodies);
    acl('Answered', [geo('answered', problemBlock), managed(everyRule)], bodies);
    const found = JSON.stringify(errors(stack, 'waf-bare-block'));
    expect(found).toContain('Bad/Bare');
    expect(found).toContain('Bad/NoSuchBody');
    expect(found).toContain(
      `Bad/ManagedLeftBare managed group AWSManagedRulesKnownBadInputsRuleSet leaves ${everyRule[0]}`,
    );
    expect(found).not.toContain('Bad/Answered');
  });
});

describe('the rules see the real stacks', () => {
  it("fire when a real family function's timeout or a real dead-letter queue's visibility is put back wrong", () => {
    const stacks = buildTestApp('dev', operations);
    const pdf = stacks.api.familyFunctions.get('pdf')?.node.defaultChild;
    if (!(pdf instanceof CfnFunction)) throw new Error('the pdf family has a function');
    pdf.timeout = 60;
    const [pair] = stacks.data.jobQueues.values();
    const deadLetter = pair?.deadLetter.node.defaultChild;
    if (!(deadLetter instanceof CfnQueue)) throw new Error('a worker has a dead-letter queue');
    // SQS's default, which the dead-letter queues had while their consumer's timeout was 60 s.
    deadLetter.visibilityTimeout = undefined;
    expect(errors(stacks.api, 'route-function-timeout').length).toBeGreaterThan(0);
    expect(errors(stacks.jobs, 'event-source-visibility')).toHaveLength(1);
  });
});

describe('the real stacks keep every invariant', () => {
  it.each(['dev', 'staging', 'prod'] as const)('%s', (env) => {
    const stacks = buildTestApp(env, operations);
    for (const stack of Object.values(stacks)) {
      const broken = Annotations.fromStack(stack).findError('*', Match.stringLikeRegexp('\\[alquimia:'));
      expect(broken, stack.stackName).toEqual([]);
    }
  });
});
