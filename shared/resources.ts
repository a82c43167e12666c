/**
 * Data resources, defined once. The CDK Data stack and the local platform both build from these,
 * so a key name or index can never differ between `cdk deploy` and `npm start`.
 */
export const table = {
  /** Logical name; the deployed name gets an environment prefix. */
  name: 'alquimia',
  partitionKey: 'PK',
  sortKey: 'SK',
  timeToLiveAttribute: 'ttl',
  indexes: [{ name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' }],
} as const;

export const buckets = {
  /** Uploads (`POST /api/files`) and results too large for a Lambda response. Objects expire after a day. */
  files: { name: 'files', expireAfterDays: 1 },
  /** Generated images and speech kept for the dashboard histories. */
  media: { name: 'media', expireAfterDays: 30 },
} as const;

export const queues = {
  /**
   * Async jobs for every family; failed deliveries go to the dead-letter queue, whose consumer refunds.
   *
   * `maxReceiveCount` is a backstop, not the retry policy: the worker counts the deliveries that actually ran the
   * job (functions/core/jobs/worker.ts, 3 runs, then it fails and refunds the job itself on the next delivery), so a
   * job that crashes its worker uses 4 receives. The other receives are deliveries that never ran it: an invocation
   * throttled by the account's concurrency (the event source's maximum concurrency stops the poller from receiving
   * more than it may invoke, but the account limit is shared), a cold start that died before the claim, or a
   * duplicate delivery answered "busy" while another worker holds the lease. Each of those costs a receive, so 10
   * leaves 6 of them before SQS gives up on a job that never ran. On AWS a receive hides the message for 6 × the
   * worker's timeout (90 minutes), so 10 receives take at most 15 hours, well inside `retentionDays`: a job is
   * failed and refunded by the dead-letter consumer, never silently expired.
   */
  jobs: { name: 'jobs', visibilityTimeoutSeconds: 900, maxReceiveCount: 10, retentionDays: 4 },
  jobsDeadLetter: { name: 'jobs-dlq', retentionDays: 14 },
} as const;

/** Cognito user pool settings the local pool and the Auth stack share. */
export const userPool = {
  passwordMinLength: 6,
  /** Fixed ids for the local pool so the web's config is static and the production verifier runs unchanged. */
  localPoolId: 'us-east-1_LocalDev1',
  localClientId: 'alquimialocalclient0000000',
  /**
   * Sign-ups one client IP may make in any 5 minutes (WAF on AWS, the Cognito stand-in locally). WAF's smallest
   * limit is 10; a household or office behind one IP still signs up a few people.
   */
  signUpsPerIpPer5Minutes: 10,
  /** The Cognito API call that creates a user, as its `x-amz-target` header names it. */
  signUpTarget: 'AWSCognitoIdentityProviderService.SignUp',
} as const;

/** S3 CORS for presigned browser uploads. */
export const uploadCors = {
  allowedMethods: ['GET', 'PUT', 'POST', 'HEAD'],
  allowedHeaders: ['*'],
  exposedHeaders: ['ETag'],
  maxAgeSeconds: 3000,
} as const;
