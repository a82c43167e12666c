import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccessLogFormat,
  ApiKeySourceType,
  CfnAuthorizer,
  CognitoUserPoolsAuthorizer,
  EndpointType,
  LogGroupLogDestination,
  MethodLoggingLevel,
  RequestAuthorizer,
  RestApi,
} from 'aws-cdk-lib/aws-apigateway';
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { Family, Operation } from '../../../shared/operations/types.js';
import { addGatewayResponses } from '../api/gateway-responses.js';
import { addOperationRoutes, familiesOf } from '../api/routes.js';
import { UsagePlans } from '../api/usage-plans.js';
import { AlquimiaFunction } from '../constructs/alquimia-function.js';
import { addApiAlarms } from '../constructs/api-alarms.js';
import { grantObjects, grantTableData } from '../data-access.js';
import type { EnvironmentSettings } from '../environments.js';
import { bedrockFindings, familyNodeModules, familyStatements, usesMediaBucket } from '../families.js';
import { functionEnvironment } from '../function-environment.js';
import { acknowledge, suppressApiFindings, suppressDataAccessFindings, suppressFunctionFindings } from '../nag.js';
import type { DataStack } from './data-stack.js';

export interface ApiStackProps extends StackProps {
  readonly settings: EnvironmentSettings;
  readonly data: DataStack;
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  /** The operation table (shared/operations); every route and family function comes from it. */
  readonly operations: readonly Operation[];
}

/** API Gateway's hard limit for a synchronous integration. */
const apiTimeout = Duration.seconds(29);

/**
 * The REST API, generated from the operation table, with one function per family, the api-key authorizer, the
 * Cognito authorizer and usage plans per tier.
 */
export class ApiStack extends Stack {
  readonly api: RestApi;
  readonly familyFunctions: ReadonlyMap<Family, LambdaFunction>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { settings, data, operations } = props;
    const environment = functionEnvironment(settings, this, {
      tableName: data.names.tableName,
      filesBucket: data.names.filesBucketName,
      mediaBucket: data.names.mediaBucketName,
      jobsQueueUrl: data.jobsQueue.queueUrl,
      keySecretArn: data.keySecret.secretArn,
      userPoolId: props.userPool.userPoolId,
      userPoolClientId: props.userPoolClient.userPoolClientId,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: settings.logRetention });
    this.api = new RestApi(this, 'Api', {
      restApiName: `alquimia-${settings.name}`,
      description: 'Alquimia public and dashboard API, generated from the operation table',
      endpointTypes: [EndpointType.REGIONAL],
      // Customer keys are checked by the authorizer, which also names the usage plan to apply.
      apiKeySourceType: ApiKeySourceType.AUTHORIZER,
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
    const usagePlans = new UsagePlans(this, 'UsagePlans', { api: this.api, settings });

    // Family functions: one per family in the table.
    const functions = new Map<Family, LambdaFunction>();
    const asyncFamilies = new Set(operations.filter((op) => op.mode !== 'sync').map((op) => op.family));
    for (const family of familiesOf(operations)) {
      const fn = new AlquimiaFunction(this, `Family-${family}`, {
        entry: `functions/${family}/handler.ts`,
        description: `Alquimia ${family} operations`,
        settings,
        memoryMb: settings.memoryMb[family],
        timeout: apiTimeout,
        environment,
        nodeModules: familyNodeModules(family),
      }).function;
      grantTableData(this, fn, data.names.tableName);
      grantObjects(this, fn, data.names.filesBucketName);
      if (usesMediaBucket(family)) grantObjects(this, fn, data.names.mediaBucketName);
      if (asyncFamilies.has(family)) data.jobsQueue.grantSendMessages(fn);
      if (family === 'platform') data.keySecret.grantRead(fn);
      for (const statement of familyStatements(this, family)) fn.addToRolePolicy(statement);
      functions.set(family, fn);
    }
    this.familyFunctions = functions;

    // The api-key authorizer. A REQUEST authorizer requires every identity source it lists, and a key may come in
    // any of four headers, so it lists none; that in turn requires caching off (each request is authorised).
    const authorizerFn = new AlquimiaFunction(this, 'ApiKeyAuthorizer', {
      entry: 'functions/platform/authorizer.ts',
      description: 'Alquimia api-key authorizer',
      settings,
      memoryMb: settings.authorizerMemoryMb,
      timeout: Duration.seconds(10),
      environment: { ...environment, USAGE_PLAN_KEYS: JSON.stringify(usagePlans.keyValues) },
    }).function;
    grantTableData(this, authorizerFn, data.names.tableName);
    const apiKeyAuthorizer = new RequestAuthorizer(this, 'ApiKeyAuth', {
      handler: authorizerFn,
      identitySources: [],
      resultsCacheTtl: Duration.seconds(0),
    });
    // With no identity sources CDK would still emit an empty IdentitySource string; omit the property instead.
    const cfnAuthorizer = apiKeyAuthorizer.node.defaultChild;
    if (cfnAuthorizer instanceof CfnAuthorizer) cfnAuthorizer.addPropertyDeletionOverride('IdentitySource');

    const userAuthorizer = new CognitoUserPoolsAuthorizer(this, 'UserAuth', { cognitoUserPools: [props.userPool] });
    addOperationRoutes(this.api, operations, functions, { apiKey: apiKeyAuthorizer, user: userAuthorizer });

    // The job worker and its dead-letter consumer join when the jobs capability lands (DESIGN section 6):
    // until then no operation enqueues a job (async operations answer 503 engine_unavailable, uncharged).

    if (settings.alarms) {
      addApiAlarms(this, {
        api: this.api,
        deadLetterQueue: data.jobsDeadLetterQueue,
        functions: [...functions.values(), authorizerFn],
      });
    }

    suppressApiFindings(this.api);
    suppressFunctionFindings(this);
    suppressDataAccessFindings(this, data.names);
    acknowledge(this, bedrockFindings());
  }
}
