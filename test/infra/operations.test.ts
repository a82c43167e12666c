import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type AlquimiaStacks, buildAlquimia } from '../../infra/aws/alquimia-app.js';
import { type EnvironmentSettings, environments } from '../../infra/aws/environments.js';
import { jobWorkers } from '../../infra/aws/families.js';
import { fromRoot } from '../../infra/aws/paths.js';
import { runtimeEnvironment } from '../../infra/aws/runtime-environment.js';
import { inlineBodyLimit } from '../../shared/edge.js';
import { operations } from '../../shared/operations/index.js';
import { buckets, table } from '../../shared/resources.js';
import { nagErrors, synthTimeout, testAccount, testRegion } from './helpers.js';

/**
 * Production readiness of the synthesized stacks (issue 19, items 4 WAF, 6 IAM, 8 web headers, 9 operations):
 * fine-grained assertions on the templates of a region-pinned staging and prod, and an env-agnostic dev.
 */
const noSite = join(tmpdir(), 'alquimia-no-site-build');

function build(settings: EnvironmentSettings): AlquimiaStacks {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] }, builtinCloudFormationValidation: false });
  return buildAlquimia(app, { settings, operations, siteDir: noSite });
}

const account = testAccount;
const region = testRegion;
/** Staging and prod refuse to synthesize without a public URL (environments.ts settingsProblems). */
const publicBaseUrl = 'https://alquimia.example';

const functionSchema = z.object({
  Properties: z.object({
    Description: z.string().optional(),
    Role: z.object({ 'Fn::GetAtt': z.tuple([z.string(), z.string()]) }),
    LoggingConfig: z.object({ LogFormat: z.string(), LogGroup: z.unknown() }).optional(),
    Environment: z.object({ Variables: z.record(z.string(), z.unknown()) }).optional(),
  }),
});

/** The template's own functions (CDK's custom-resource handlers have no description); at least one. */
function ourFunctions(template: Template) {
  const ours = Object.values(template.findResources('AWS::Lambda::Function'))
    .map((f) => functionSchema.parse(f))
    .filter((f) => f.Properties.Description !== undefined);
  expect(ours.length).toBeGreaterThan(0);
  return ours;
}

function functionOf(template: Template, description: string) {
  const found = Object.entries(
    template.findResources('AWS::Lambda::Function', { Properties: { Description: description } }),
  );
  expect(found, description).toHaveLength(1);
  const [[logicalId, raw]] = found as [[string, unknown]];
  return { logicalId, ...functionSchema.parse(raw).Properties };
}

const statementSchema = z.object({
  Action: z.union([z.string(), z.array(z.string())]),
  Resource: z.unknown(),
  Effect: z.string(),
});

/** Every statement of a function's role, actions as arrays. */
function statementsOf(template: Template, description: string) {
  const role = functionOf(template, description).Role['Fn::GetAtt'][0];
  return Object.values(template.findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: role }] } })).flatMap(
    (policy) =>
      z
        .object({ Properties: z.object({ PolicyDocument: z.object({ Statement: z.array(statementSchema) }) }) })
        .parse(policy)
        .Properties.PolicyDocument.Statement.map((s) => ({
          ...s,
          Action: typeof s.Action === 'string' ? [s.Action] : s.Action,
        })),
  );
}

const actionsOf = (template: Template, description: string): string[] =>
  statementsOf(template, description).flatMap((s) => s.Action);

describe('staging pinned to a region, with an alarm e-mail', () => {
  let stacks: AlquimiaStacks;
  let api: Template;
  let jobs: Template;
  let ops: Template;
  let web: Template;
  let auth: Template;
  beforeAll(() => {
    stacks = build({ ...environments.staging, account, region, publicBaseUrl, alarmEmail: 'ops@example.com' });
    api = Template.fromStack(stacks.api);
    jobs = Template.fromStack(stacks.jobs);
    if (stacks.ops === undefined) throw new Error('staging has alarms, so it has the Ops stack');
    ops = Template.fromStack(stacks.ops);
    web = Template.fromStack(stacks.web);
    auth = Template.fromStack(stacks.auth);
  }, synthTimeout);

  describe('WAF (item 4)', () => {
    it('attaches a regional web ACL with per-client rate rules and the common and known-bad-inputs groups to the stage', () => {
      api.hasResourceProperties('AWS::WAFv2::WebACL', {
        Scope: 'REGIONAL',
        DefaultAction: { Allow: {} },
        Rules: [
          Match.objectLike({
            Name: 'rate-per-client-and-key',
            Action: {
              Block: { CustomResponse: Match.objectLike({ ResponseCode: 429, CustomResponseBodyKey: 'throttled' }) },
            },
            Statement: {
              RateBasedStatement: Match.objectLike({
                Limit: environments.staging.wafRateLimits.perClientAndKey,
                AggregateKeyType: 'CUSTOM_KEYS',
              }),
            },
          }),
          Match.objectLike({ Name: 'rate-per-client-without-key' }),
          Match.objectLike({ Name: 'body-over-inline-limit' }),
          Match.objectLike({
            Statement: {
              ManagedRuleGroupStatement: Match.objectLike({ VendorName: 'AWS', Name: 'AWSManagedRulesCommonRuleSet' }),
            },
          }),
          Match.objectLike({
            Statement: {
              ManagedRuleGroupStatement: { VendorName: 'AWS', Name: 'AWSManagedRulesKnownBadInputsRuleSet' },
            },
          }),
        ],
      });
      const [stageId] = Object.keys(api.findResources('AWS::ApiGateway::Stage'));
      api.hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
        ResourceArn: Match.objectLike({ 'Fn::Join': ['', Match.arrayWith([{ Ref: stageId }])] }),
        WebACLArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^WafAcl'), 'Arn'] },
      });
    });

    it('answers a declared body over the inline limit with the 413 problem before API Gateway base64-encodes it', () => {
      const [acl] = Object.values(api.findResources('AWS::WAFv2::WebACL', { Properties: { Scope: 'REGIONAL' } }));
      const properties = z
        .object({
          Rules: z.array(z.looseObject({ Name: z.string() })),
          CustomResponseBodies: z.record(z.string(), z.object({ ContentType: z.string(), Content: z.string() })),
        })
        .parse(acl?.Properties);
      const rule = z
        .object({
          Action: z.object({
            Block: z.object({
              CustomResponse: z.object({
                ResponseCode: z.number(),
                CustomResponseBodyKey: z.string(),
                ResponseHeaders: z.array(z.object({ Name: z.string(), Value: z.string() })),
              }),
            }),
          }),
          Statement: z.object({
            RegexMatchStatement: z.object({
              FieldToMatch: z.object({ SingleHeader: z.object({ Name: z.literal('content-length') }) }),
              RegexString: z.string(),
            }),
          }),
        })
        .parse(properties.Rules.find((r) => r.Name === 'body-over-inline-limit'));
      const { CustomResponse } = rule.Action.Block;
      expect(CustomResponse.ResponseCode).toBe(413);
      expect(CustomResponse.ResponseHeaders).toContainEqual({ Name: 'Access-Control-Allow-Origin', Value: '*' });
      const body = properties.CustomResponseBodies[CustomResponse.CustomResponseBodyKey];
      expect(body?.ContentType).toBe('APPLICATION_JSON');
      expect(JSON.parse(body?.Content ?? '{}')).toMatchObject({ status: 413, code: 'payload_too_large' });
      // Lengths the Lambda could not take (base64 of 4.4 MB and more) are matched; the limit itself is not.
      const over = new RegExp(rule.Statement.RegexMatchStatement.RegexString);
      expect([inlineBodyLimit, inlineBodyLimit + 1, 4_600_000, 9_999_999].map((n) => over.test(String(n)))).toEqual([
        false,
        true,
        true,
        true,
      ]);
    });

    it("creates CloudFront's web ACL in us-east-1 and attaches it to the distribution across regions", () => {
      const edge = stacks.edgeWaf;
      expect(edge?.region).toBe('us-east-1');
      if (edge === undefined) return;
      Template.fromStack(edge).hasResourceProperties('AWS::WAFv2::WebACL', {
        Scope: 'CLOUDFRONT',
        Rules: Match.arrayWith([Match.objectLike({ Name: 'rate-per-client-and-key' })]),
      });
      web.hasResourceProperties('AWS::CloudFront::Distribution', {
        DistributionConfig: Match.objectLike({ WebACLId: Match.objectLike({ 'Fn::GetAtt': Match.anyValue() }) }),
      });
      expect(stacks.web.region).toBe(region);
    });
  });

  describe('IAM per function (item 6)', () => {
    it('lets /api/test read exactly what it checks: the table, the files bucket, the jobs queue and the user pool', () => {
      const statements = statementsOf(api, 'Alquimia platform operations');
      const find = (action: string) => statements.filter((s) => s.Action.includes(action));
      // The health check reads the jobs queue; the other queue statement is the large exports' send (its own test).
      const queueReads = find('sqs:GetQueueAttributes');
      const health = queueReads.filter((s) => !s.Action.includes('sqs:SendMessage'));
      expect(health).toHaveLength(1);
      expect(JSON.stringify(health[0]?.Resource)).toMatch(/MediaJobs[A-F0-9]{8}Arn/);
      expect(queueReads.filter((s) => s.Action.includes('sqs:SendMessage'))).toHaveLength(1);
      expect(find('cognito-idp:DescribeUserPool')).toHaveLength(1);
      expect(JSON.stringify(find('cognito-idp:DescribeUserPool')[0]?.Resource)).toMatch(/UserPool/);
      expect(find('dynamodb:DescribeTable')).toHaveLength(1);
      expect(find('s3:ListBucket').length).toBeGreaterThan(0);
    });

    it('gives the authorizer key lookups only, and no function table administration', () => {
      const actions = actionsOf(api, 'Alquimia api-key authorizer').filter((a) => a.startsWith('dynamodb:'));
      expect(actions.sort()).toEqual(['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem']);
      const everything = JSON.stringify(api.findResources('AWS::IAM::Policy'));
      for (const admin of ['dynamodb:DeleteTable', 'dynamodb:UpdateTable', 'dynamodb:*', 's3:*', 'sqs:*']) {
        expect(everything).not.toContain(`"${admin}"`);
      }
    });

    it('grants no Bedrock, Polly or Transcribe while no engine is configured', () => {
      const everything = JSON.stringify(api.findResources('AWS::IAM::Policy'));
      expect(everything).not.toContain('bedrock:');
      expect(everything).not.toContain('polly:');
      expect(everything).not.toContain('transcribe:');
    });

    it('acknowledges Resource::* per function with its reason, never stack-wide', () => {
      // A role with a wildcard that no function reason covers must still be reported.
      const rogue = new Role(stacks.api, 'RogueRole', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
      rogue.addToPolicy(new PolicyStatement({ actions: ['s3:GetObject'], resources: ['*'] }));
      const errors = nagErrors(stacks.api);
      expect(errors).toContain(
        'AwsSolutions-IAM5[Resource::*] at Alquimia-staging-Api/RogueRole/DefaultPolicy/Resource',
      );
      expect(errors.filter((e) => !e.includes('RogueRole'))).toEqual([]);
    });

    it('reports no unacknowledged cdk-nag error in any stack, the edge WAF stack included', () => {
      const fresh = build({ ...environments.staging, account, region, publicBaseUrl });
      for (const stack of Object.values(fresh) as Stack[]) expect(nagErrors(stack), stack.stackName).toEqual([]);
    });
  });

  describe('web hosting headers (item 8)', () => {
    it('serves a strict CSP, HSTS, nosniff, a referrer policy and no framing on the site and the API', () => {
      web.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
        ResponseHeadersPolicyConfig: Match.objectLike({
          SecurityHeadersConfig: Match.objectLike({
            ContentSecurityPolicy: { ContentSecurityPolicy: Match.anyValue(), Override: true },
            StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: 31_536_000, IncludeSubdomains: true }),
            ContentTypeOptions: { Override: true },
            FrameOptions: { FrameOption: 'DENY', Override: true },
            ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
          }),
        }),
      });
      const policy = z
        .object({
          Properties: z.object({
            ResponseHeadersPolicyConfig: z.object({
              SecurityHeadersConfig: z.object({
                ContentSecurityPolicy: z.object({ ContentSecurityPolicy: z.string() }),
              }),
            }),
          }),
        })
        .parse(Object.values(web.findResources('AWS::CloudFront::ResponseHeadersPolicy'))[0]);
      const csp = Object.fromEntries(
        policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy.split(
          ';',
        ).map((d) => {
          const [name = '', ...values] = d.trim().split(/\s+/);
          return [name, values];
        }),
      );
      expect(csp['script-src']).toEqual(["'self'"]);
      // Presigned uploads and downloads go straight to the files and media buckets' regional virtual-host origins.
      const bucketOrigin = (name: string) =>
        `https://staging-${table.name}-${name}-${account}-${region}.s3.${region}.amazonaws.com`;
      expect(csp['connect-src']).toEqual([
        "'self'",
        `https://cognito-idp.${region}.amazonaws.com`,
        bucketOrigin(buckets.files.name),
        bucketOrigin(buckets.media.name),
      ]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(JSON.stringify(csp)).not.toContain('unsafe-inline');
      expect(JSON.stringify(csp)).not.toContain('unsafe-eval');
      const distribution = JSON.stringify(web.findResources('AWS::CloudFront::Distribution'));
      const [policyId] = Object.keys(web.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
      // Both behaviours (the site and /api/*) send the headers.
      expect(distribution.split(`"ResponseHeadersPolicyId":{"Ref":"${policyId}"}`)).toHaveLength(3);
    });

    it('ships a page with no inline script, so the CSP needs no unsafe-inline', () => {
      for (const page of ['web/index.html', 'dist/web/index.html']) {
        if (!existsSync(fromRoot(page))) continue;
        const html = readFileSync(fromRoot(page), 'utf8');
        const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
        expect(scripts.length, page).toBeGreaterThan(0);
        for (const [, attributes = '', body = ''] of scripts) {
          expect(attributes, page).toMatch(/\bsrc=/);
          expect(body.trim(), page).toBe('');
        }
        expect(html, page).not.toMatch(/\son[a-z]+=/i);
      }
    });
  });

  describe('operations (item 9)', () => {
    it('sends every alarm to one SNS topic with the configured e-mail', () => {
      ops.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com' });
      const [topicId] = Object.keys(ops.findResources('AWS::SNS::Topic'));
      const alarms = Object.values(ops.findResources('AWS::CloudWatch::Alarm'));
      expect(alarms.length).toBeGreaterThan(0);
      for (const alarm of alarms) expect(alarm).toMatchObject({ Properties: { AlarmActions: [{ Ref: topicId }] } });
    });

    it('alarms on the API 5xx rate, throttles, jobs reaching each dead-letter queue and authorizer errors', () => {
      ops.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Metrics: Match.arrayWith([
          Match.objectLike({ Expression: 'IF(requests > 0, 100 * errors / requests, 0)' }),
          Match.objectLike({
            Id: 'errors',
            MetricStat: Match.objectLike({ Metric: Match.objectLike({ MetricName: '5XXError' }) }),
          }),
        ]),
        Threshold: 5,
      });
      ops.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Metrics: Match.arrayWith([
          Match.objectLike({ MetricStat: Match.objectLike({ Metric: Match.objectLike({ MetricName: 'Throttles' }) }) }),
        ]),
      });
      const dlqAlarms = ops.findResources('AWS::CloudWatch::Alarm', {
        Properties: { MetricName: 'NumberOfMessagesReceived', Threshold: 1 },
      });
      // One per job worker's dead-letter queue, and one for the webhook deliveries' (infra/aws/webhook-delivery.ts).
      expect(Object.keys(dlqAlarms)).toHaveLength(jobWorkers.length + 1);
      const authorizer = functionOf(api, 'Alquimia api-key authorizer');
      ops.hasResourceProperties('AWS::CloudWatch::Alarm', {
        MetricName: 'Errors',
        Threshold: 1,
        Dimensions: [
          { Name: 'FunctionName', Value: { 'Fn::ImportValue': Match.stringLikeRegexp(authorizer.logicalId) } },
        ],
      });
    });

    it('notifies the topic when a day costs more than the budget', () => {
      const [topicId] = Object.keys(ops.findResources('AWS::SNS::Topic'));
      ops.hasResourceProperties('AWS::Budgets::Budget', {
        Budget: {
          BudgetType: 'COST',
          TimeUnit: 'DAILY',
          BudgetLimit: { Amount: environments.staging.dailySpendLimitUsd, Unit: 'USD' },
          BudgetName: 'alquimia-staging-daily',
        },
        NotificationsWithSubscribers: [
          Match.objectLike({ Subscribers: [{ SubscriptionType: 'SNS', Address: { Ref: topicId } }] }),
        ],
      });
      ops.hasResourceProperties('AWS::SNS::TopicPolicy', {
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Principal: { Service: 'budgets.amazonaws.com' }, Action: 'sns:Publish' }),
          ]),
        },
      });
    });

    it('writes JSON logs with the environment retention from every function', () => {
      for (const template of [api, jobs, auth]) {
        for (const fn of ourFunctions(template)) {
          expect(fn.Properties.LoggingConfig, fn.Properties.Description).toMatchObject({ LogFormat: 'JSON' });
        }
        for (const [id, group] of Object.entries(template.findResources('AWS::Logs::LogGroup'))) {
          // The API's access log holds records of access, kept longer by law (test/infra/access-records.test.ts).
          if (id.startsWith('AccessLogs')) continue;
          expect(z.object({ Properties: z.object({ RetentionInDays: z.number() }) }).parse(group), id).toMatchObject({
            Properties: { RetentionInDays: 30 },
          });
        }
      }
    });

    it('starts every function with the process settings the benches and bundled tests use (heap tuned for large buffers)', () => {
      for (const template of [api, jobs, auth]) {
        for (const fn of ourFunctions(template)) {
          expect(fn.Properties.Environment?.Variables, fn.Properties.Description).toMatchObject(runtimeEnvironment);
        }
      }
    });

    it('names glibc tunables glibc reads: the loader lists each at the value given (a misspelt one is silently ignored)', () => {
      // The loader of the Lambda's architecture (x86_64), as on this machine; --list-tunables needs glibc ≥ 2.33
      // (Lambda's Node.js runtimes on Amazon Linux 2023 have 2.34).
      const listed = execFileSync('/lib64/ld-linux-x86-64.so.2', ['--list-tunables'], {
        env: { GLIBC_TUNABLES: runtimeEnvironment.GLIBC_TUNABLES },
        encoding: 'utf8',
      });
      const value = (name: string) =>
        new RegExp(`^${name.replaceAll('.', '\\.')}: (0x[0-9a-f]+)`, 'm').exec(listed)?.[1];
      const given = (runtimeEnvironment.GLIBC_TUNABLES ?? '').split(':').map((pair) => pair.split('='));
      for (const [name = '', number = ''] of given) {
        expect(value(name), name).toBe(`0x${Number(number).toString(16)}`);
      }
      expect(given.map(([name]) => name)).toEqual([
        'glibc.malloc.mmap_threshold',
        'glibc.malloc.trim_threshold',
        'glibc.malloc.arena_max',
      ]);
    });
  });
});

describe('per-environment settings (item 9)', () => {
  it('keeps point-in-time recovery in staging and prod, not dev', () => {
    expect(environments.dev.pointInTimeRecovery).toBe(false);
    expect(environments.staging.pointInTimeRecovery).toBe(true);
    expect(environments.prod.pointInTimeRecovery).toBe(true);
  });

  it('versions the media bucket in prod only, expiring old versions, and retains it', () => {
    const prod = build({ ...environments.prod, account, region, publicBaseUrl });
    const data = Template.fromStack(prod.data);
    data.hasResourceProperties('AWS::DynamoDB::Table', {
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    data.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        BucketName: Match.objectLike({ 'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp('-media-')])] }),
        VersioningConfiguration: { Status: 'Enabled' },
        LifecycleConfiguration: {
          Rules: [Match.objectLike({ NoncurrentVersionExpiration: { NoncurrentDays: 30 } })],
        },
      }),
    });
    // The files bucket holds 1-day uploads and results, the access-log bucket logs: neither is versioned.
    const unversioned = data.findResources('AWS::S3::Bucket', {
      Properties: { VersioningConfiguration: Match.absent() },
    });
    expect(Object.keys(unversioned).sort()).toEqual([
      expect.stringMatching(/^AccessLogsBucket/),
      expect.stringMatching(/^FilesBucket/),
    ]);
    // Log groups of prod functions are kept with the data.
    Template.fromStack(prod.api).allResources('AWS::Logs::LogGroup', { DeletionPolicy: 'Retain' });
  });

  it('has no edge WAF stack when the region is unknown, and says why in the CFR2 acknowledgement', () => {
    const agnostic = build(environments.dev);
    expect(agnostic.edgeWaf).toBeUndefined();
    expect(nagErrors(agnostic.web)).toEqual([]);
  });

  it('takes the audio source for YouTube videos without captions from cdk.json, https with {id} only', async () => {
    const { resolveSettings } = await import('../../infra/aws/environments.js');
    const audio = (youtubeAudioUrlTemplate: string) => ({
      env: 'dev',
      overrides: { dev: { audio: { sttProvider: 'transcribe', pollyEnabled: false, youtubeAudioUrlTemplate } } },
    });
    expect(resolveSettings(audio('https://audio.example.com/{id}.m4a')).audio?.youtubeAudioUrlTemplate).toBe(
      'https://audio.example.com/{id}.m4a',
    );
    expect(() => resolveSettings(audio('http://audio.example.com/{id}.m4a'))).toThrow();
    expect(() => resolveSettings(audio('https://audio.example.com/audio.m4a'))).toThrow();
  });

  it('refuses a custom domain without a us-east-1 certificate', async () => {
    const { resolveSettings } = await import('../../infra/aws/environments.js');
    expect(() => resolveSettings({ env: 'prod', overrides: { prod: { domain: 'app.example.com' } } })).toThrow(
      /certificateArn/,
    );
  });
});

describe('deployment pipeline (item 9)', () => {
  const workflow = () => readFileSync(fromRoot('.github/workflows/deploy.yml'), 'utf8');
  const reusable = () => readFileSync(fromRoot('.github/workflows/deploy-environment.yml'), 'utf8');

  it('tests and synthesizes before any deploy, then deploys dev → staging → prod', () => {
    const text = workflow();
    expect(text).toMatch(/\.ci\/run/);
    expect(text).toMatch(/cdk synth -c env=\$env/);
    expect(text).toMatch(/deploy-dev:\n\s+needs: test\n/);
    expect(text).toMatch(/deploy-staging:\n\s+needs: deploy-dev\n/);
    expect(text).toMatch(/deploy-prod:\n\s+needs: deploy-staging\n/);
  });

  it("deploys each environment in its GitHub environment (prod's required reviewers are the manual approval)", () => {
    const text = reusable();
    expect(text).toMatch(/environment: \$\{\{ inputs\.environment \}\}/);
    expect(text).toMatch(/cdk deploy --all -c env=\$\{\{ inputs\.environment \}\}/);
    expect(workflow()).toMatch(/environment: prod/);
  });
});
