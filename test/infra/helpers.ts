import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { z } from 'zod';
import { type AlquimiaStacks, buildAlquimia } from '../../infra/aws/alquimia-app.js';
import { type EnvironmentName, resolveSettings } from '../../infra/aws/environments.js';
import type { Operation } from '../../shared/operations/types.js';

/**
 * Builds one environment in-process with bundling skipped for every stack (`aws:cdk:bundling-stacks: []`), so no
 * esbuild or npm runs and the tests stay fast. The site folder defaults to one that does not exist, so the built
 * site (if any) is not copied into the assembly.
 */
export function buildTestApp(
  env: EnvironmentName,
  operations: readonly Operation[],
  siteDir: string = join(tmpdir(), 'alquimia-no-site-build'),
): AlquimiaStacks {
  const app = new App({
    context: { 'aws:cdk:bundling-stacks': [], env },
    // CDK's built-in CloudFormation linter (a WASM engine) costs most of a synth and only warns; `npm run synth`
    // still runs it. cdk-nag, which can fail the build, stays on.
    builtinCloudFormationValidation: false,
  });
  return buildAlquimia(app, {
    settings: resolveSettings({ env, overrides: deployableOverrides }),
    operations,
    siteDir,
  });
}

/**
 * What staging and prod refuse to synthesize without (environments.ts settingsProblems): the region CloudFront's
 * web ACL needs and the public URL links are built from. cdk.json leaves them empty until someone deploys; the CI
 * synth passes the same through `-c alquimia=...` (.github/workflows/deploy.yml).
 */
export const testAccount = '123456789012';
export const testRegion = 'sa-east-1';
export const deployableOverrides = {
  staging: { account: testAccount, region: testRegion, publicBaseUrl: 'https://staging.alquimia.example' },
  prod: { account: testAccount, region: testRegion, publicBaseUrl: 'https://alquimia.example' },
} as const;

const refSchema = z.object({ Ref: z.string() });
const resourceSchema = z.object({
  Properties: z.object({ PathPart: z.string(), ParentId: z.unknown() }),
});
const methodSchema = z.object({
  Properties: z.object({
    HttpMethod: z.string(),
    ResourceId: z.unknown(),
    AuthorizationType: z.string().optional(),
    AuthorizerId: z.unknown().optional(),
    ApiKeyRequired: z.boolean().optional(),
    OperationName: z.string().optional(),
  }),
});

export interface SynthMethod {
  readonly httpMethod: string;
  readonly path: string;
  readonly authorizationType: string;
  readonly authorizerLogicalId?: string;
  readonly apiKeyRequired: boolean;
  readonly operationName?: string;
}

/** API Gateway methods of a template with their full paths, rebuilt from the resource tree. */
export function methodsOf(template: Template): SynthMethod[] {
  const resources = template.findResources('AWS::ApiGateway::Resource');
  const pathOf = (id: unknown): string => {
    const ref = refSchema.safeParse(id);
    if (!ref.success) return ''; // the API's root resource (Fn::GetAtt RootResourceId)
    const resource = resourceSchema.parse(resources[ref.data.Ref]);
    return `${pathOf(resource.Properties.ParentId)}/${resource.Properties.PathPart}`;
  };
  return Object.values(template.findResources('AWS::ApiGateway::Method')).map((raw) => {
    const { Properties: p } = methodSchema.parse(raw);
    const authorizer = refSchema.safeParse(p.AuthorizerId);
    return {
      httpMethod: p.HttpMethod,
      path: pathOf(p.ResourceId) || '/',
      authorizationType: p.AuthorizationType ?? 'NONE',
      authorizerLogicalId: authorizer.success ? authorizer.data.Ref : undefined,
      apiKeyRequired: p.ApiKeyRequired ?? false,
      operationName: p.OperationName,
    };
  });
}

/** A whole-app synth takes seconds, more on a busy CI machine; hooks get the infra project's test timeout. */
export const synthTimeout = 120_000;

/**
 * cdk-nag AwsSolutions errors left after acknowledgements, as `rule at path`. The same pack also runs inside every
 * synth (`Validations.of(app).addPlugins`), where any such error fails synthesis.
 */
export function nagErrors(stack: Stack): string[] {
  const report = new AwsSolutionsChecks(stack).validateScope(stack);
  return report.violations
    .filter((v) => v.severity === 'error')
    .flatMap((v) => v.violatingResources.map((r) => `${v.ruleName} at ${r.constructPath ?? '?'}`));
}
