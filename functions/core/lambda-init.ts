/**
 * Whether Lambda initialises this environment ahead of any request (provisioned concurrency): the runtime's own
 * `AWS_LAMBDA_INITIALIZATION_TYPE`, not the deployment's configuration, so it is the one variable read at import
 * (test/unit/structure/handler-imports.test.ts allows this file). Work started in such an init must be awaited
 * there: Lambda freezes the environment between its init and its first request.
 */
export const initializedAheadOfRequests = (): boolean =>
  process.env.AWS_LAMBDA_INITIALIZATION_TYPE === 'provisioned-concurrency';
