import { type App, Aspects, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { Operation } from '../../shared/operations/types.js';
import { assertDeployable, type EnvironmentSettings } from './environments.js';
import { TemplateInvariants } from './invariants/template-invariants.js';
import { ApiStack } from './stacks/api-stack.js';
import { AuthStack } from './stacks/auth-stack.js';
import { DataStack } from './stacks/data-stack.js';
import { JobsStack } from './stacks/jobs-stack.js';
import { OpsStack } from './stacks/ops-stack.js';
import { WebStack } from './stacks/web-stack.js';
import { EdgeWafStack } from './waf.js';

export interface AlquimiaStacks {
  readonly data: DataStack;
  readonly auth: AuthStack;
  readonly api: ApiStack;
  /** The job workers, the dead-letter consumer, the webhook delivery, the export builder and the crash sweep. */
  readonly jobs: JobsStack;
  readonly web: WebStack;
  /** Alarms, their topic and the daily budget; only in environments with `alarms`. */
  readonly ops?: OpsStack;
  /** CloudFront's web ACL, in us-east-1; absent when the target region is unknown (environment-agnostic synth). */
  readonly edgeWaf?: EdgeWafStack;
}

export interface BuildOptions {
  readonly settings: EnvironmentSettings;
  readonly operations: readonly Operation[];
  /** Built site folder (defaults to dist/web). */
  readonly siteDir?: string;
}

/**
 * The stacks of one environment, split by lifecycle: Data (kept), Auth, Api (changes with every release), Jobs
 * (workers and sweeps behind the API), Web, EdgeWaf (CloudFront's web ACL, always in us-east-1) and Ops (alarms).
 * cdk-nag's AWS Solutions checks and the template invariants (invariants/) run on all of them; `bin/app.ts` and the
 * infra tests build through here.
 */
export function buildAlquimia(app: App, options: BuildOptions): AlquimiaStacks {
  const { settings } = options;
  // Settings assembled in code (tests) get the same refusal as those resolved from cdk.json.
  assertDeployable(settings);
  const env =
    settings.account === undefined && settings.region === undefined
      ? undefined
      : { account: settings.account, region: settings.region };
  const prefix = `Alquimia-${settings.name}`;
  // CLOUDFRONT-scope web ACLs exist only in us-east-1; the Web stack reads the ACL's ARN across regions (CDK writes
  // it to an SSM parameter there and reads it back with a custom resource), which needs a known region.
  const edgeWaf =
    settings.region === undefined
      ? undefined
      : new EdgeWafStack(app, `${prefix}-EdgeWaf`, {
          env: { account: settings.account, region: 'us-east-1' },
          settings,
          crossRegionReferences: settings.region !== 'us-east-1',
          description: 'Alquimia CloudFront web ACL (us-east-1)',
        });
  const common = { env, settings };

  const data = new DataStack(app, `${prefix}-Data`, {
    ...common,
    description: 'Alquimia data: table, buckets, queues',
  });
  const auth = new AuthStack(app, `${prefix}-Auth`, { ...common, data, description: 'Alquimia Cognito user pool' });
  const api = new ApiStack(app, `${prefix}-Api`, {
    ...common,
    data,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    operations: options.operations,
    description: 'Alquimia REST API and functions',
  });
  const jobs = new JobsStack(app, `${prefix}-Jobs`, {
    ...common,
    data,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    description: 'Alquimia job workers, failed-job consumer and crash sweep',
  });
  // Explicit: Auth, Api and Jobs reach data resources by name (data-access.ts), not only through references.
  auth.addStackDependency(data);
  api.addStackDependency(data);
  jobs.addStackDependency(data);
  const web = new WebStack(app, `${prefix}-Web`, {
    ...common,
    crossRegionReferences: edgeWaf !== undefined && settings.region !== 'us-east-1',
    webAclArn: edgeWaf?.webAcl.attrArn,
    api: api.api,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    siteDir: options.siteDir,
    description: 'Alquimia site and CloudFront',
  });

  const ops = settings.alarms
    ? new OpsStack(app, `${prefix}-Ops`, {
        ...common,
        api: api.api,
        authorizer: api.authorizerFunction,
        deadLetterQueues: [...data.jobQueues.values(), data.webhookQueues].map((q) => q.deadLetter),
        unconsumedDeadLetterQueues: [data.exportQueues.deadLetter],
        functions: [
          ...api.familyFunctions.values(),
          api.authorizerFunction,
          ...jobs.workers.values(),
          jobs.deadLetterHandler,
          jobs.webhookDelivery,
          jobs.exportBuilder,
          jobs.chargeSweep,
        ],
        description: 'Alquimia alarms and daily budget',
      })
    : undefined;

  Tags.of(app).add('project', 'alquimia');
  Tags.of(app).add('environment', settings.name);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  Aspects.of(app).add(new TemplateInvariants());
  return {
    data,
    auth,
    api,
    jobs,
    web,
    ...(edgeWaf === undefined ? {} : { edgeWaf }),
    ...(ops === undefined ? {} : { ops }),
  };
}
