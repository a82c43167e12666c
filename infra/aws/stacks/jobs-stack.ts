import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { Construct } from 'constructs';
import { AlquimiaFunction } from '../constructs/alquimia-function.js';
import { ChargeSweep } from '../constructs/charge-sweep.js';
import { bucketArn, grantObjects, grantTableData, nagText, tableArn } from '../data-access.js';
import type { EnvironmentSettings } from '../environments.js';
import { exportDelivery, exportObjectsPrefix } from '../export-delivery.js';
import {
  type BundleSpec,
  emptyBundle,
  jobWorkers,
  usesMediaBucket,
  type WorkerName,
  workerBundleInstalled,
} from '../families.js';
import { functionEnvironment, mailEnvironment, resourceNamesOf, workerEnvironment } from '../function-environment.js';
import { acknowledge, suppressDataAccessFindings, suppressFunctionFindings } from '../nag.js';
import { mailAccess, workerAccess } from '../permissions.js';
import { deadLetterConsumerTimeoutSeconds } from '../queue-timing.js';
import { queuesWebhooks, webhookDelivery } from '../webhook-delivery.js';
import type { DataStack } from './data-stack.js';

export interface JobsStackProps extends StackProps {
  readonly settings: EnvironmentSettings;
  readonly data: DataStack;
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
}

/**
 * What runs behind the API, off its request path: the job workers, the dead-letter consumer, the webhook delivery,
 * the export builder and the crash sweep.
 * Its own stack so the Api stack, which grows by about four resources with every new path, keeps room under
 * CloudFormation's 500 resources (test/infra/stack-budget.test.ts); nothing here is referenced by the Api stack.
 */
export class JobsStack extends Stack {
  /** The job workers by name (each on its own queue) and the dead-letter consumer (refunds what SQS gave up on). */
  readonly workers: ReadonlyMap<WorkerName, LambdaFunction>;
  readonly deadLetterHandler: LambdaFunction;
  /** Job webhooks' own consumer: one attempt per message of the webhook queue (webhook-delivery.ts). */
  readonly webhookDelivery: LambdaFunction;
  readonly chargeSweep: LambdaFunction;
  /** Large data exports' consumer: builds, stores and e-mails one export per message (export-delivery.ts). */
  readonly exportBuilder: LambdaFunction;
  /** What each function's asset carries beside its bundle, by construct id (Worker-<name>, DeadLetter, Webhooks). */
  readonly bundles: ReadonlyMap<string, BundleSpec>;

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);
    const { settings, data } = props;
    const environment = functionEnvironment(
      settings,
      this,
      resourceNamesOf(data, {
        userPoolId: props.userPool.userPoolId,
        userPoolClientId: props.userPoolClient.userPoolClientId,
      }),
    );
    const bundles = new Map<string, BundleSpec>();

    // The job workers run asynchronous operations (functions/core/jobs/worker.ts), one job per invocation, each from
    // its own queue; a job that throws is reported as a batch item failure, retried by SQS, then consumed by the
    // dead-letter handler, which fails and refunds it.
    const workers = new Map<WorkerName, LambdaFunction>();
    for (const worker of jobWorkers) {
      const queues = data.jobQueues.get(worker.name);
      if (queues === undefined) throw new Error(`No queue for the ${worker.name} worker`);
      const construct = new AlquimiaFunction(this, `Worker-${worker.name}`, {
        entry: worker.entry,
        description: worker.description,
        settings,
        memoryMb: worker.memoryMb,
        ephemeralStorageMb: worker.ephemeralStorageMb,
        timeout: Duration.seconds(worker.timeoutSeconds),
        environment: {
          ...environment,
          JOBS_QUEUE_URL: queues.queue.queueUrl,
          ...workerEnvironment(settings, worker.families, data.names.filesBucketName),
        },
        bundle: workerBundleInstalled(worker),
        access: workerAccess(this, worker.families, settings),
      });
      bundles.set(construct.node.id, construct.bundle);
      const fn = construct.function;
      // maxConcurrency caps the worker at the poller, so a burst of jobs waits in the queue (no receive is spent on
      // a throttled invocation) instead of taking the account's concurrency from the API and the authorizer. No
      // reserved concurrency: it would be carved out of the account's unreserved pool, which new accounts do not
      // have room for, and would not stop the poller from receiving more than it may run.
      fn.addEventSource(
        new SqsEventSource(queues.queue, {
          batchSize: 1,
          reportBatchItemFailures: true,
          maxConcurrency: settings.jobConcurrency[worker.name],
        }),
      );
      grantTableData(this, fn, data.names.tableName);
      grantObjects(this, fn, data.names.filesBucketName);
      if (worker.families.some(usesMediaBucket)) grantObjects(this, fn, data.names.mediaBucketName);
      // A finished job's first webhook attempt is queued by the worker that finished it.
      queuesWebhooks(fn, data.webhookQueues.queue);
      workers.set(worker.name, fn);
    }
    this.workers = workers;

    const deadLetterConstruct = new AlquimiaFunction(this, 'DeadLetter', {
      entry: 'functions/jobs/dead-letter.ts',
      description: 'Alquimia failed-job consumer (fails and refunds jobs SQS gave up on)',
      settings,
      memoryMb: settings.authorizerMemoryMb,
      timeout: Duration.seconds(deadLetterConsumerTimeoutSeconds),
      environment,
      bundle: emptyBundle,
    });
    bundles.set(deadLetterConstruct.node.id, deadLetterConstruct.bundle);
    this.deadLetterHandler = deadLetterConstruct.function;
    for (const { deadLetter } of [...data.jobQueues.values(), data.webhookQueues]) {
      this.deadLetterHandler.addEventSource(
        new SqsEventSource(deadLetter, { batchSize: 1, reportBatchItemFailures: true }),
      );
    }
    // Failing a job and refunding its credits are table writes only; a job it fails gets its webhook queued.
    grantTableData(this, this.deadLetterHandler, data.names.tableName);
    queuesWebhooks(this.deadLetterHandler, data.webhookQueues.queue);

    // Webhook attempts, off the job queues: a 10-second POST never waits behind a render or takes a worker's memory.
    const webhooks = new AlquimiaFunction(this, 'Webhooks', {
      entry: webhookDelivery.entry,
      description: webhookDelivery.description,
      settings,
      memoryMb: webhookDelivery.memoryMb,
      timeout: Duration.seconds(webhookDelivery.timeoutSeconds),
      environment,
      bundle: emptyBundle,
    });
    bundles.set(webhooks.node.id, webhooks.bundle);
    this.webhookDelivery = webhooks.function;
    this.webhookDelivery.addEventSource(
      new SqsEventSource(data.webhookQueues.queue, {
        batchSize: 1,
        reportBatchItemFailures: true,
        maxConcurrency: webhookDelivery.maxConcurrency,
      }),
    );
    // Reads the job and the account's webhook secret, records each attempt, signs the result's URL it carries, and
    // queues the next attempt (or the next hop of a long wait) on its own queue.
    grantTableData(this, this.webhookDelivery, data.names.tableName);
    this.webhookDelivery.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [`${bucketArn(this, data.names.filesBucketName)}/*`],
      }),
    );
    queuesWebhooks(this.webhookDelivery, data.webhookQueues.queue);
    // Large data exports, off the API: one export per message, built at once.
    const exportBuilder = new AlquimiaFunction(this, 'Exports', {
      entry: exportDelivery.entry,
      description: exportDelivery.description,
      settings,
      memoryMb: exportDelivery.memoryMb,
      timeout: Duration.seconds(exportDelivery.timeoutSeconds),
      environment: { ...environment, ...mailEnvironment(settings) },
      bundle: emptyBundle,
      access: mailAccess(this, settings),
    });
    bundles.set(exportBuilder.node.id, exportBuilder.bundle);
    this.exportBuilder = exportBuilder.function;
    this.exportBuilder.addEventSource(
      new SqsEventSource(data.exportQueues.queue, {
        batchSize: 1,
        reportBatchItemFailures: true,
        maxConcurrency: exportDelivery.maxConcurrency,
      }),
    );
    // Reads the export record and the account's partition, takes and marks the export (item reads and writes, no
    // index query); writes the archive under the exports/ prefix and signs its link (GetObject); mails it (SES).
    this.exportBuilder.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem'],
        resources: [tableArn(this, data.names.tableName)],
      }),
    );
    this.exportBuilder.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:PutObject', 's3:GetObject'],
        resources: [`${bucketArn(this, data.names.filesBucketName)}/${exportObjectsPrefix}*`],
      }),
    );
    acknowledge(this.exportBuilder, [
      {
        id: `AwsSolutions-IAM5[Resource::${nagText(this, bucketArn(this, data.names.filesBucketName))}/${exportObjectsPrefix}*]`,
        reason: 'Each export is stored under a key made for it; access is limited to the exports prefix of one bucket.',
      },
    ]);
    // Refunds charges whose Lambda died after the debit, finishes interrupted deletions and builds stalled exports.
    this.chargeSweep = new ChargeSweep(this, 'ChargeSweep', {
      settings,
      tableName: data.names.tableName,
      filesBucketName: data.names.filesBucketName,
      mediaBucketName: data.names.mediaBucketName,
      userPoolArn: props.userPool.userPoolArn,
      environment,
    }).function;
    this.bundles = bundles;

    suppressFunctionFindings(this);
    suppressDataAccessFindings(this, data.names);
  }
}
