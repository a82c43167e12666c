import { Annotations, type Stack } from 'aws-cdk-lib';
import type { EnvironmentSettings } from './environments.js';

/** Names of the resources a function reads from its environment (see functions/core/config.ts). */
export interface ResourceNames {
  readonly tableName: string;
  readonly filesBucket: string;
  readonly mediaBucket: string;
  readonly jobsQueueUrl: string;
  readonly keySecretArn: string;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
}

/** Origin used to build links; without a domain or an explicit URL the stack warns (see EnvironmentSettings). */
export function publicBaseUrl(settings: EnvironmentSettings, stack: Stack): string | undefined {
  if (settings.domain !== undefined) return `https://${settings.domain}`;
  if (settings.publicBaseUrl !== undefined) return settings.publicBaseUrl;
  Annotations.of(stack).addWarningV2(
    'alquimia:public-base-url',
    'No domain or publicBaseUrl for this environment: links in e-mails use the functions default. After the first ' +
      'deploy, synthesize with -c publicBaseUrl=https://<distribution domain>.',
  );
  return undefined;
}

/** The environment every Alquimia function gets, exactly as functions/core/config.ts parses it. */
export function functionEnvironment(
  settings: EnvironmentSettings,
  stack: Stack,
  names: ResourceNames,
): Record<string, string> {
  const baseUrl = publicBaseUrl(settings, stack);
  return {
    STAGE: settings.name,
    LOG_LEVEL: settings.name === 'prod' ? 'INFO' : 'DEBUG',
    POWERTOOLS_SERVICE_NAME: 'alquimia',
    TABLE_NAME: names.tableName,
    FILES_BUCKET: names.filesBucket,
    MEDIA_BUCKET: names.mediaBucket,
    JOBS_QUEUE_URL: names.jobsQueueUrl,
    KEY_SECRET_ARN: names.keySecretArn,
    USER_POOL_ID: names.userPoolId,
    USER_POOL_CLIENT_ID: names.userPoolClientId,
    ...(baseUrl === undefined ? {} : { PUBLIC_BASE_URL: baseUrl }),
  };
}
