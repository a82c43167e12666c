import { type App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { Operation } from '../../shared/operations/types.js';
import type { EnvironmentSettings } from './environments.js';
import { ApiStack } from './stacks/api-stack.js';
import { AuthStack } from './stacks/auth-stack.js';
import { DataStack } from './stacks/data-stack.js';
import { WebStack } from './stacks/web-stack.js';
import { EdgeWafStack } from './waf.js';

export interface AlquimiaStacks {
  readonly data: DataStack;
  readonly auth: AuthStack;
  readonly api: ApiStack;
  readonly web: WebStack;
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
 * The stacks of one environment, split by lifecycle: Data (kept), Auth, Api (changes with every release), Web, and
 * EdgeWaf (CloudFront's web ACL, always in us-east-1). cdk-nag's AWS Solutions checks run on all of them; `bin/app.ts` and the infra tests build through here.
 */
export function buildAlquimia(app: App, options: BuildOptions): AlquimiaStacks {
  const { settings } = options;
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
  // Explicit: Auth and Api reach data resources by name (data-access.ts), not only through references.
  auth.addStackDependency(data);
  api.addStackDependency(data);
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

  Tags.of(app).add('project', 'alquimia');
  Tags.of(app).add('environment', settings.name);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  return { data, auth, api, web, ...(edgeWaf === undefined ? {} : { edgeWaf }) };
}
