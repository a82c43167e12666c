import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { type Bucket, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { buckets, queues, table as tableDefinition, uploadCors } from '../../../shared/resources.js';
import { accessRecordRetentionOf } from '../access-records.js';
import { AlquimiaBucket } from '../constructs/alquimia-bucket.js';
import { type DataNames, dataNames } from '../data-access.js';
import type { EnvironmentSettings } from '../environments.js';
import { exportDelivery } from '../export-delivery.js';
import { jobWorkers, type WorkerName } from '../families.js';
import { acknowledge } from '../nag.js';
import {
  deadLetterConsumerTimeoutSeconds,
  eventSourceVisibilitySeconds,
  workerQueueVisibilitySeconds,
} from '../queue-timing.js';
import { webhookDelivery } from '../webhook-delivery.js';

/** One worker's queue and the dead-letter queue it falls into after the receive limit. */
export interface JobQueues {
  readonly queue: Queue;
  readonly deadLetter: Queue;
}

export interface DataStackProps extends StackProps {
  readonly settings: EnvironmentSettings;
}

/**
 * Everything that holds customer data and must outlive code deployments: the single table, the files and media
 * buckets, the job, webhook and export queues and the secret that encrypts displayable API keys. Retained in prod.
 */
export class DataStack extends Stack {
  readonly table: Table;
  readonly filesBucket: Bucket;
  readonly mediaBucket: Bucket;
  /** Server access logs of the files and media buckets. */
  readonly accessLogsBucket: Bucket;
  /** Each job worker's queue pair (families.ts `jobWorkers`): a family's jobs go to its worker's queue. */
  readonly jobQueues: ReadonlyMap<WorkerName, JobQueues>;
  /** Job webhooks' own queue pair (webhook-delivery.ts): one due attempt per message. */
  readonly webhookQueues: JobQueues;
  /** Large data exports' own queue pair (export-delivery.ts): one export per message; nothing consumes the DLQ. */
  readonly exportQueues: JobQueues;
  /** The queue functions without jobs of their own are pointed at (the health check reads it): the media one. */
  readonly jobsQueue: Queue;
  readonly keySecret: Secret;
  /** Names other stacks use for environment variables and grants. */
  readonly names: DataNames;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { settings } = props;
    const removalPolicy = settings.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const prefix = `${settings.name}-${tableDefinition.name}`;
    this.names = dataNames(settings);

    this.table = new Table(this, 'Table', {
      tableName: this.names.tableName,
      partitionKey: { name: tableDefinition.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableDefinition.sortKey, type: AttributeType.STRING },
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: settings.pointInTimeRecovery },
      encryption: TableEncryption.AWS_MANAGED,
      deletionProtection: settings.retainData,
      removalPolicy,
    });
    if (!settings.pointInTimeRecovery) {
      acknowledge(this.table, [
        {
          id: 'AwsSolutions-DDB3',
          reason: `${settings.name} data is disposable test data, destroyed with the stack; staging and prod keep PITR.`,
        },
      ]);
    }
    for (const index of tableDefinition.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }

    // Server access logs of the files and media buckets: presigned URLs are used outside the API, so S3's own log is
    // the only record of who downloaded or uploaded an object. Kept as long as the function logs, and at least as
    // long as records of access must be (access-records.ts).
    this.accessLogsBucket = new AlquimiaBucket(this, 'AccessLogs', {
      settings,
      expireAfterDays: accessRecordRetentionOf(settings.logRetention),
      // S3's log delivery writes with an ACL unless the bucket-policy flag is on (cdk.json has it; tests may not).
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
    }).bucket;
    acknowledge(this.accessLogsBucket, [
      {
        id: 'AwsSolutions-S1',
        reason: 'This bucket receives the access logs of the files and media buckets; logging it to itself would loop.',
      },
    ]);
    this.filesBucket = new AlquimiaBucket(this, 'Files', {
      settings,
      accessLogs: { bucket: this.accessLogsBucket, prefix: 'files/' },
      bucketName: this.names.filesBucketName,
      expireAfterDays: buckets.files.expireAfterDays,
      cors: uploadCors,
    }).bucket;
    this.mediaBucket = new AlquimiaBucket(this, 'Media', {
      settings,
      accessLogs: { bucket: this.accessLogsBucket, prefix: 'media/' },
      bucketName: this.names.mediaBucketName,
      expireAfterDays: buckets.media.expireAfterDays,
      cors: uploadCors,
      versioning: settings.mediaVersioning,
    }).bucket;
    const jobQueues = new Map<WorkerName, JobQueues>();
    for (const worker of jobWorkers) {
      const id = `${worker.name[0]?.toUpperCase()}${worker.name.slice(1)}Jobs`;
      const deadLetter = new Queue(this, `${id}DeadLetter`, {
        queueName: `${prefix}-${worker.name}-${queues.jobsDeadLetter.name}`,
        retentionPeriod: Duration.days(queues.jobsDeadLetter.retentionDays),
        // The dead-letter consumer reads this queue through its own event source (queue-timing.ts).
        visibilityTimeout: Duration.seconds(eventSourceVisibilitySeconds(deadLetterConsumerTimeoutSeconds)),
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        removalPolicy,
      });
      const queue = new Queue(this, id, {
        queueName: `${prefix}-${worker.name}-${queues.jobs.name}`,
        // Six times the worker's timeout (queue-timing.ts): never handed to a second worker while one runs it.
        visibilityTimeout: Duration.seconds(workerQueueVisibilitySeconds(worker.timeoutSeconds)),
        retentionPeriod: Duration.days(queues.jobs.retentionDays),
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        deadLetterQueue: { queue: deadLetter, maxReceiveCount: queues.jobs.maxReceiveCount },
        removalPolicy,
      });
      jobQueues.set(worker.name, { queue, deadLetter });
    }
    this.jobQueues = jobQueues;
    const webhookDeadLetter = new Queue(this, 'WebhooksDeadLetter', {
      queueName: `${prefix}-${webhookDelivery.deadLetterQueueName}`,
      retentionPeriod: Duration.days(webhookDelivery.deadLetterRetentionDays),
      // The dead-letter consumer reads this queue too (queue-timing.ts).
      visibilityTimeout: Duration.seconds(eventSourceVisibilitySeconds(deadLetterConsumerTimeoutSeconds)),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy,
    });
    this.webhookQueues = {
      deadLetter: webhookDeadLetter,
      queue: new Queue(this, 'Webhooks', {
        queueName: `${prefix}-${webhookDelivery.queueName}`,
        visibilityTimeout: Duration.seconds(eventSourceVisibilitySeconds(webhookDelivery.timeoutSeconds)),
        retentionPeriod: Duration.days(webhookDelivery.retentionDays),
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        deadLetterQueue: { queue: webhookDeadLetter, maxReceiveCount: webhookDelivery.maxReceiveCount },
        removalPolicy,
      }),
    };
    const exportDeadLetter = new Queue(this, 'ExportsDeadLetter', {
      queueName: `${prefix}-${exportDelivery.deadLetterQueueName}`,
      retentionPeriod: Duration.days(exportDelivery.deadLetterRetentionDays),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy,
    });
    this.exportQueues = {
      deadLetter: exportDeadLetter,
      queue: new Queue(this, 'Exports', {
        queueName: `${prefix}-${exportDelivery.queueName}`,
        visibilityTimeout: Duration.seconds(eventSourceVisibilitySeconds(exportDelivery.timeoutSeconds)),
        retentionPeriod: Duration.days(exportDelivery.retentionDays),
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        deadLetterQueue: { queue: exportDeadLetter, maxReceiveCount: exportDelivery.maxReceiveCount },
        removalPolicy,
      }),
    };
    const media = jobQueues.get('media');
    if (media === undefined) throw new Error('families.ts must define the media job worker');
    this.jobsQueue = media.queue;

    this.keySecret = new Secret(this, 'KeySecret', {
      description: `Alquimia ${settings.name}: encrypts displayable API keys at rest`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy,
    });
    acknowledge(this.keySecret, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'This secret encrypts the stored displayable API keys; rotating it would make every stored key unreadable. ' +
          'Key rotation is a re-encryption migration, not a Secrets Manager rotation.',
      },
    ]);
  }
}
