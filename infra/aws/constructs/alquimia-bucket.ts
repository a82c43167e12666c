import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type CorsRule,
  HttpMethods,
  type IBucket,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { EnvironmentSettings } from '../environments.js';

export interface AlquimiaBucketProps {
  readonly settings: EnvironmentSettings;
  /** Fixed name, when other stacks grant access by name (see data-access.ts). */
  readonly bucketName?: string;
  /** Objects are deleted this many days after creation (the terms promise uploads and results expire). */
  readonly expireAfterDays?: number;
  /** Keep overwritten and deleted objects this many days (see EnvironmentSettings.mediaVersioning). */
  readonly versioning?: { readonly enabled: boolean; readonly noncurrentDays: number };
  /** Where S3 writes this bucket's server access logs (every GET and PUT of a presigned URL included). */
  readonly accessLogs?: { readonly bucket: IBucket; readonly prefix: string };
  /** Bucket-owner-enforced unless a writer needs ACLs (CloudFront's standard logs write with an ACL). */
  readonly objectOwnership?: ObjectOwnership;
  readonly cors?: {
    readonly allowedMethods: readonly string[];
    readonly allowedHeaders: readonly string[];
    readonly exposedHeaders: readonly string[];
    readonly maxAgeSeconds: number;
  };
}

const httpMethods: Readonly<Record<string, HttpMethods>> = {
  GET: HttpMethods.GET,
  PUT: HttpMethods.PUT,
  HEAD: HttpMethods.HEAD,
  POST: HttpMethods.POST,
  DELETE: HttpMethods.DELETE,
};

function corsRule(cors: NonNullable<AlquimiaBucketProps['cors']>): CorsRule {
  return {
    allowedOrigins: ['*'],
    allowedMethods: cors.allowedMethods.flatMap((m) => {
      const method = httpMethods[m];
      return method === undefined ? [] : [method];
    }),
    allowedHeaders: [...cors.allowedHeaders],
    exposedHeaders: [...cors.exposedHeaders],
    maxAge: cors.maxAgeSeconds,
  };
}

/**
 * A private S3 bucket with Alquimia's defaults written once: public access blocked, TLS required, S3-managed
 * encryption, bucket-owner object ownership, and retained in environments that keep their data.
 */
export class AlquimiaBucket extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: AlquimiaBucketProps) {
    super(scope, id);
    const versioned = props.versioning?.enabled === true;
    const noncurrent =
      versioned && props.versioning
        ? { noncurrentVersionExpiration: Duration.days(props.versioning.noncurrentDays) }
        : {};
    this.bucket = new Bucket(this, 'Bucket', {
      bucketName: props.bucketName,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: props.objectOwnership ?? ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.accessLogs?.bucket,
      serverAccessLogsPrefix: props.accessLogs?.prefix,
      removalPolicy: props.settings.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      versioned: versioned || undefined,
      lifecycleRules:
        props.expireAfterDays === undefined
          ? [{ abortIncompleteMultipartUploadAfter: Duration.days(1), ...noncurrent }]
          : [
              {
                id: `expire-after-${props.expireAfterDays}-days`,
                expiration: Duration.days(props.expireAfterDays),
                abortIncompleteMultipartUploadAfter: Duration.days(1),
                ...noncurrent,
              },
            ],
      cors: props.cors === undefined ? undefined : [corsRule(props.cors)],
    });
  }
}
