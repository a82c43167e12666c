import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * AWS clients, built once per process with no endpoint in code: the local platform sets
 * AWS_ENDPOINT_URL_* before any handler is imported, and on AWS the defaults apply.
 */
let ddb: DynamoDBDocumentClient | undefined;
let s3: S3Client | undefined;
let sqs: SQSClient | undefined;
let cognito: CognitoIdentityProviderClient | undefined;

export function dynamo(): DynamoDBDocumentClient {
  ddb ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return ddb;
}

export function s3Client(): S3Client {
  // WHEN_REQUIRED: otherwise presigned PUT URLs carry the CRC32 of an empty body (real S3 rejects uploads)
  // and streamed uploads to the local stand-in are stored with their aws-chunked framing.
  s3 ??= new S3Client({ requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });
  return s3;
}

export function sqsClient(): SQSClient {
  // Queue URLs of the local stand-in are not routable hosts; the endpoint comes from the environment.
  sqs ??= new SQSClient({ useQueueUrlAsEndpoint: false });
  return sqs;
}

export function cognitoClient(): CognitoIdentityProviderClient {
  cognito ??= new CognitoIdentityProviderClient({});
  return cognito;
}
