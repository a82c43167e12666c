import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccessLogFormat,
  CognitoUserPoolsAuthorizer,
  EndpointType,
  IdentitySource,
  LogGroupLogDestination,
  MethodLoggingLevel,
  RequestAuthorizer,
  RestApi,
} from 'aws-cdk-lib/aws-apigateway';
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { authorizerCacheSeconds, canonicalKeyHeader, handlerEntry } from '../../../shared/edge.js';
import { billingWebhook } from '../../../shared/operations/billing.js';
import { jobsWebhookRedeliver } from '../../../shared/operations/jobs.js';
import { functionNameVariable, isMcpTool } from '../../../shared/operations/mcp.js';
import type { Family, Operation } from '../../../shared/operations/types.js';
import { accessRecordRetentionOf } from '../access-records.js';
import { addGatewayResponses } from '../api/gateway-responses.js';
import { addOperationRoutes, familiesOf } from '../api/routes.js';
import { AlquimiaFunction } from '../constructs/alquimia-function.js';
import { grantObjects, grantTableData } from '../data-access.js';
import type { EnvironmentSettings } from '../environments.js';
import { queuesExports } from '../export-delivery.js';
import { type BundleSpec, familyBundle, familyTimeoutSeconds, usesMediaBucket, workerOf } from '../families.js';
import { familyEnvironment, functionEnvironment, resourceNamesOf } from '../function-environment.js';
import { addManagedMailConfigurationSet } from '../mail.js';
import { suppressApiFindings, suppressDataAccessFindings, suppressFunctionFindings } from '../nag.js';
import { familyAccess } from '../permissions.js';
import { RegionalWebAcl } from '../waf.js';
import { queuesWebhooks } from '../webhook-delivery.js';
import type { DataStack } from './data-stack.js';

/**
 * What `/api/test` checks (functions/platform/handler.ts): DescribeTable, HeadBucket (the files-bucket grant's
 * ListBucket), GetQueueAttributes on the default jobs queue and DescribeUserPool on the pool; the platform family
 * also reads the API-key encryption secret.
 */
function grantHealthChecks(fn: LambdaFunction, data: DataStack, userPool: UserPool): void {
  grantTableData(fn, fn, data.names.tableName, 'health');
  fn.addToRolePolicy(
    new PolicyStatement({ actions: ['sqs:GetQueueAttributes'], resources: [data.jobsQueue.queueArn] }),
  );
  // DescribeUserPool for the health check; AdminGetUser for the welcome grant, which asks the pool whether the
  // caller's e-mail is verified (functions/platform/accounts/welcome-credits.ts); AdminInitiateAuth and
  // AdminDeleteUser for the account deletion, which re-checks the password and removes the user
  // (functions/platform/account-data/identity.ts); AdminSetUserPassword and AdminUpdateUserAttributes for the
  // recovery of an account whose e-mail was never verified, whose link sets the password and verifies the address
  // (functions/platform/recovery/pool.ts). All on this one pool.
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: [
        'cognito-idp:DescribeUserPool',
        'cognito-idp:AdminGetUser',
        'cognito-idp:AdminInitiateAuth',
        'cognito-idp:AdminDeleteUser',
        'cognito-idp:AdminSetUserPassword',
        'cognito-idp:AdminUpdateUserAttributes',
      ],
      resources: [userPool.userPoolArn],
    }),
  );
  data.keySecret.grantRead(fn);
}

export interface ApiStackProps extends StackProps {
  readonly settings: EnvironmentSettings;
  readonly data: DataStack;
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  /** The operation table (shared/operations); every route and family function comes from it. */
  readonly operations: readonly Operation[];
}

/**
 * The REST API, generated from the operation table, with one function per family, the api-key authorizer, the
 * Cognito authorizer; each account's rate and quota are enforced by the metering (no usage plans).
 */
export class ApiStack extends Stack {
  readonly api: RestApi;
  readonly familyFunctions: ReadonlyMap<Family, LambdaFunction>;
  readonly authorizerFunction: LambdaFunction;
  /** What each function's asset carries beside its bundle, by construct id (Family-<family>); jobs: JobsStack. */
  readonly bundles: ReadonlyMap<string, BundleSpec>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { settings, data, operations } = props;
    // JOBS_QUEUE_URL is the default queue here; a family with jobs gets its worker's queue below.
    const environment = functionEnvironment(
      settings,
      this,
      resourceNamesOf(data, {
        userPoolId: props.userPool.userPoolId,
        userPoolClientId: props.userPoolClient.userPoolClientId,
      }),
    );

    // Records of access (IP, time) kept as long as the law asks, whatever the environment's other logs keep.
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: accessRecordRetentionOf(settings.logRetention) });
    this.api = new RestApi(this, 'Api', {
      restApiName: `alquimia-${settings.name}`,
      description: 'Alquimia public and dashboard API, generated from the operation table',
      endpointTypes: [EndpointType.REGIONAL],
      // Multipart uploads and file responses pass through untouched; functions decode base64 bodies.
      binaryMediaTypes: ['*/*'],
      cloudWatchRole: true,
      deployOptions: {
        stageName: settings.name,
        tracingEnabled: true,
        metricsEnabled: true,
        loggingLevel: MethodLoggingLevel.ERROR,
        dataTraceEnabled: false,
        throttlingRateLimit: settings.apiThrottle.rateLimit,
        throttlingBurstLimit: settings.apiThrottle.burstLimit,
        // The Stripe webhook has no authorizer (its signature is checked inside): a route-level limit of its own.
        methodOptions: {
          [`${billingWebhook.path}/${billingWebhook.method}`]: { throttlingRateLimit: 20, throttlingBurstLimit: 40 },
        },
        accessLogDestination: new LogGroupLogDestination(accessLogs),
        accessLogFormat: AccessLogFormat.jsonWithStandardFields({
          caller: false,
          httpMethod: true,
          ip: true,
          protocol: true,
          requestTime: true,
          resourcePath: true,
          responseLength: true,
          status: true,
          user: true,
        }),
      },
    });
    addGatewayResponses(this.api);

    // The platform's mails go out through this configuration set (bounces and complaints suppressed).
    addManagedMailConfigurationSet(this, settings);

    // Family functions: one per family in the table.
    const functions = new Map<Family, LambdaFunction>();
    const bundles = new Map<string, BundleSpec>();
    const asyncFamilies = new Set(operations.filter((op) => op.mode !== 'sync').map((op) => op.family));
    for (const family of familiesOf(operations)) {
      const worker = workerOf(family);
      if (asyncFamilies.has(family) && worker === undefined) {
        throw new Error(`${family} has asynchronous operations but no job worker runs them (families.ts jobWorkers)`);
      }
      const jobQueue = asyncFamilies.has(family) && worker ? data.jobQueues.get(worker.name)?.queue : undefined;
      const construct = new AlquimiaFunction(this, `Family-${family}`, {
        entry: handlerEntry(family),
        description: `Alquimia ${family} operations`,
        settings,
        memoryMb: settings.memoryMb[family],
        timeout: Duration.seconds(familyTimeoutSeconds(family)),
        environment: {
          ...environment,
          ...(jobQueue === undefined ? {} : { JOBS_QUEUE_URL: jobQueue.queueUrl }),
          ...familyEnvironment(settings, family, data.names.filesBucketName),
        },
        bundle: familyBundle(family),
        access: familyAccess(this, family, settings),
      });
      bundles.set(construct.node.id, construct.bundle);
      const fn = construct.function;
      grantTableData(this, fn, data.names.tableName);
      grantObjects(this, fn, data.names.filesBucketName);
      if (usesMediaBucket(family)) grantObjects(this, fn, data.names.mediaBucketName);
      if (jobQueue !== undefined) jobQueue.grantSendMessages(fn);
      // The redeliver call queues a webhook's first attempt anew.
      if (family === jobsWebhookRedeliver.family) queuesWebhooks(fn, data.webhookQueues.queue);
      if (family === 'platform') {
        grantHealthChecks(fn, data, props.userPool);
        // A large data export is built off the request, by the export queue's consumer (Jobs stack).
        queuesExports(fn, data.exportQueues.queue);
      }
      functions.set(family, fn);
    }
    this.familyFunctions = functions;
    wireMcp(functions, operations);

    // The api-key authorizer. Its cache is keyed by the one header CloudFront fills from any accepted form, so a
    // call straight to the execute-api host must use that header; the function itself reads every form, as the
    // local gateway (which has no CloudFront) needs.
    const authorizerFn = new AlquimiaFunction(this, 'ApiKeyAuthorizer', {
      entry: 'functions/platform/authorizer.ts',
      description: 'Alquimia api-key authorizer',
      settings,
      memoryMb: settings.authorizerMemoryMb,
      timeout: Duration.seconds(10),
      environment,
    }).function;
    this.authorizerFunction = authorizerFn;
    grantTableData(this, authorizerFn, data.names.tableName, 'key-lookup');
    const apiKeyAuthorizer = new RequestAuthorizer(this, 'ApiKeyAuth', {
      handler: authorizerFn,
      // Cached per key: a flood of one bad key, or a client's burst, invokes the authorizer once per TTL. The
      // key reaches this header in any accepted form through CloudFront (infra/aws/api/key-header-function.ts).
      identitySources: [IdentitySource.header(canonicalKeyHeader)],
      resultsCacheTtl: Duration.seconds(authorizerCacheSeconds),
    });

    const userAuthorizer = new CognitoUserPoolsAuthorizer(this, 'UserAuth', { cognitoUserPools: [props.userPool] });
    addOperationRoutes(this.api, operations, functions, { apiKey: apiKeyAuthorizer, user: userAuthorizer });

    this.bundles = bundles;

    new RegionalWebAcl(this, 'Waf', { settings, stageArn: this.api.deploymentStage.stageArn });

    suppressApiFindings(this.api);
    suppressFunctionFindings(this);
    suppressDataAccessFindings(this, data.names);
  }
}

/**
 * The MCP function runs each tool call through the tool family's own function (same pipeline, same charge): it
 * invokes those functions synchronously, by the names in its environment, and may invoke nothing else.
 */
function wireMcp(functions: ReadonlyMap<Family, LambdaFunction>, operations: readonly Operation[]): void {
  const mcp = functions.get('mcp');
  if (mcp === undefined) return;
  mcp.addEnvironment('MCP_INVOKER', 'lambda');
  for (const family of new Set(operations.filter(isMcpTool).map((op) => op.family))) {
    const target = functions.get(family);
    if (target === undefined) throw new Error(`MCP tools of ${family} have no function to run them`);
    mcp.addEnvironment(functionNameVariable(family), target.functionName);
    // The unqualified function only (grantInvoke would add `:*`, every version and alias).
    mcp.addToRolePolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [target.functionArn] }));
  }
}
