import { Logger } from '@aws-lambda-powertools/logger';

/** One structured logger per process; the pipeline appends the request id and operation id per request. */
export const logger = new Logger({
  serviceName: 'alquimia',
  logLevel: (process.env.LOG_LEVEL as 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | undefined) ?? 'INFO',
});
