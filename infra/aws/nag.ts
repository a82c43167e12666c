import { CfnElement, Stack, Validations } from 'aws-cdk-lib';
import type { Method, RestApi } from 'aws-cdk-lib/aws-apigateway';
import type { IConstruct } from 'constructs';
import type { AuthKind } from '../../shared/operations/types.js';
import { bucketArn, type DataNames, nagText, tableArn } from './data-access.js';

/**
 * cdk-nag findings we accept, each with its reason. cdk-nag 3 reads CDK's own acknowledgements; an acknowledgement
 * covers the construct and everything under it, and IAM findings are acknowledged one finding at a time
 * (`AwsSolutions-IAM5[Resource::*]`). Kept beside the resources they apply to so the trade-off is read in place.
 */
export interface Finding {
  readonly id: string;
  readonly reason: string;
}

export function acknowledge(scope: IConstruct, findings: readonly Finding[]): void {
  for (const finding of findings) Validations.of(scope).acknowledge(finding);
}

/**
 * Findings every stack with functions shares (our functions and CDK's helper functions). `Resource: *` findings are
 * acknowledged per function, with that function's reason (AlquimiaFunction), never stack-wide.
 */
export function suppressFunctionFindings(stack: Stack): void {
  acknowledge(stack, [
    {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: 'AWSLambdaBasicExecutionRole only allows writing the function logs; it is the AWS-managed minimum.',
    },
    {
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 is pinned on purpose: the bundled engines (sharp, @sparticuz/chromium) are built and tested for ' +
        'it; moving runtimes is a tested change, not an automatic one.',
    },
  ]);
}

/**
 * Wildcards of our data grants (see data-access.ts): objects of one bucket and the indexes of the one table.
 */
export function suppressDataAccessFindings(scope: IConstruct, names: Partial<DataNames>): void {
  const findings: Finding[] = [];
  if (names.tableName !== undefined) {
    findings.push({
      id: `AwsSolutions-IAM5[Resource::${nagText(scope, tableArn(scope, names.tableName))}/index/*]`,
      reason: "Queries use the table's own GSI1; the index wildcard is limited to this one table.",
    });
  }
  for (const bucketName of [names.filesBucketName, names.mediaBucketName]) {
    if (bucketName === undefined) continue;
    findings.push({
      id: `AwsSolutions-IAM5[Resource::${nagText(scope, bucketArn(scope, bucketName))}/*]`,
      reason: 'Object keys are generated per request; access is limited to objects of this one bucket.',
    });
  }
  acknowledge(scope, findings);
}

/** CDK's S3 grant action groups, used by CDK's own deployment helper. */
const s3GrantActions = ['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'] as const;

/** Wildcards of a CDK `grantReadWrite` on a bucket of the same stack. */
export function suppressBucketGrantFindings(scope: IConstruct, bucket: IConstruct): void {
  const cfn = bucket.node.defaultChild;
  if (!(cfn instanceof CfnElement)) throw new Error(`${bucket.node.path} has no CloudFormation resource`);
  acknowledge(scope, [
    {
      id: `AwsSolutions-IAM5[Resource::<${Stack.of(cfn).getLogicalId(cfn)}.Arn>/*]`,
      reason: 'The deployment helper writes the build output, whose keys vary, into this one bucket.',
    },
    ...s3GrantActions.map((action) => ({
      id: `AwsSolutions-IAM5[Action::${action}]`,
      reason: 'CDK S3 grant action group, applied only to the granted bucket and its objects.',
    })),
  ]);
}

/** Findings on the REST API's design. */
export function suppressApiFindings(api: RestApi): void {
  acknowledge(api, [
    {
      id: 'AwsSolutions-APIG2',
      reason:
        'Requests are validated by the zod schema of each operation inside the function, which answers the ' +
        'problem+json 400 the API promises; gateway validation would answer a different shape.',
    },
    {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
      reason: 'The account-level API Gateway logging role needs exactly this AWS-managed policy to write stage logs.',
    },
  ]);
}

const cognitoReason =
  'Public API routes are authorised by the customer API key (Lambda authorizer); Cognito authorises only dashboard ' +
  'routes.';

const unauthenticated: Readonly<Record<'public' | 'stripe' | 'preflight' | 'method-not-allowed', string>> = {
  public: 'Public by design: health, catalogue and OpenAPI document need no credentials.',
  stripe: 'Stripe webhook: authenticated inside the handler by the Stripe-Signature HMAC, not by a gateway token.',
  preflight: 'CORS preflight: browsers send OPTIONS without credentials; it is a mock that invokes nothing.',
  'method-not-allowed':
    'ANY catch-all answering a fixed 405 problem from a mock; it invokes nothing and reads no data.',
};

/** Per-method findings, by how the method is authorised. */
export function suppressMethodFindings(method: Method, access: AuthKind | 'preflight' | 'method-not-allowed'): void {
  if (access === 'user') return;
  if (access === 'api-key') {
    acknowledge(method, [{ id: 'AwsSolutions-COG4', reason: cognitoReason }]);
    return;
  }
  acknowledge(method, [
    { id: 'AwsSolutions-COG4', reason: unauthenticated[access] },
    { id: 'AwsSolutions-APIG4', reason: unauthenticated[access] },
  ]);
}
