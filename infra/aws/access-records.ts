import { RetentionDays } from 'aws-cdk-lib/aws-logs';

/**
 * Records of access to the application (the caller's IP address, and the date and time of each request) are kept
 * six months: the Marco Civil da Internet (Lei 12.965/2014, art. 15) requires an application provider to keep them
 * that long (docs/privacy.md#retention). They live in the API's access log, CloudFront's standard logs and the
 * buckets' server access logs, never in the table: the request log customers see holds no IP address and expires
 * after 30 days. Every environment keeps them at least this long, whatever its other logs keep.
 */
export const accessRecordMonths = 6;
export const accessRecordRetention = RetentionDays.SIX_MONTHS;

/** The environment's log retention, raised to the access records' minimum where it is shorter. */
export const accessRecordRetentionOf = (logRetention: RetentionDays): RetentionDays =>
  logRetention >= accessRecordRetention ? logRetention : accessRecordRetention;
