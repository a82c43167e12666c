import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { buckets, queues, table as tableDefinition, uploadCors } from '../../../shared/resources.js';
import { AlquimiaBucket } from '../constructs/alquimia-bucket.js';
import { type DataNames, dataNames } from '../data-access.js';
import type { EnvironmentSettings } from '../environments.js';
import { jobsVisibilityTimeoutSeconds, jobWorkers, type WorkerName } from '../families.js';
import { acknowledge } from '../nag.js';

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
 * buckets, the job queues and the secret that encrypts displayable API keys. Retained in prod.
 */
export class DataStack extends Stack {
  readonly table: Table;
  readonly filesBucket: Bucket;
  readonly mediaBucket: Bucket;
  /** Each job worker's queue pair (families.ts `jobWorkers`): a family's jobs go to its worker's queue. */
  readonly jobQueues: ReadonlyMap<WorkerName, JobQueues>;
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

    this.filesBucket = new AlquimiaBucket(this, 'Files', {
      settings,
      bucketName: this.names.filesBucketName,
      expireAfterDays: buckets.files.expireAfterDays,
      cors: uploadCors,
    }).bucket;
    this.mediaBucket = new AlquimiaBucket(this, 'Media', {
      settings,
      bucketName: this.names.mediaBucketName,
      expireAfterDays: buckets.media.expireAfterDays,
      cors: uploadCors,
      versioning: settings.mediaVersioning,
    }).bucket;
    for (const bucket of [this.filesBucket, this.mediaBucket]) {
      acknowledge(bucket, [
        {
          id: 'AwsSolutions-S1',
          reason:
            'Objects are short-lived (1 or 30 days) and reached only through presigned URLs issued by the API, whose ' +
            'access log records every issue; S3 server access logs would duplicate that trail.',
        },
      ]);
    }

    const jobQueues = new Map<WorkerName, JobQueues>();
    for (const worker of jobWorkers) {
      const id = `${worker.name[0]?.toUpperCase()}${worker.name.slice(1)}Jobs`;
      const deadLetter = new Queue(this, `${id}DeadLetter`, {
        queueName: `${prefix}-${worker.name}-${queues.jobsDeadLetter.name}`,
        retentionPeriod: Duration.days(queues.jobsDeadLetter.retentionDays),
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        removalPolicy,
      });
      const queue = new Queue(this, id, {
        queueName: `${prefix}-${worker.name}-${queues.jobs.name}`,
        // Longer than the worker's timeout, or SQS would hand a running job to a second worker.
        visibilityTimeout: Duration.seconds(
          Math.max(queues.jobs.visibilityTimeoutSeconds, jobsVisibilityTimeoutSeconds),
        ),
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        deadLetterQueue: { queue: deadLetter, maxReceiveCount: queues.jobs.maxReceiveCount },
        removalPolicy,
      });
      jobQueues.set(worker.name, { queue, deadLetter });
    }
    this.jobQueues = jobQueues;
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
