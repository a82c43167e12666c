import { Aws, Stack } from 'aws-cdk-lib';
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IConstruct } from 'constructs';
import { z } from 'zod';
import { buckets, table } from '../../shared/resources.js';
import type { EnvironmentSettings } from './environments.js';

/**
 * Data resource names are derived from the environment instead of exported by the Data stack. Grants written from
 * names need no CloudFormation exports, so the Api and Auth stacks can change their permissions without the
 * "export in use" deadlock, and every policy reads the same in the template and in review.
 */
export interface DataNames {
  readonly tableName: string;
  readonly filesBucketName: string;
  readonly mediaBucketName: string;
}

/**
 * `where` defaults to the deploying stack's pseudo parameters; a stack whose account and region are known passes
 * them so the names come out as plain strings (the Web stack's CSP names the bucket origins).
 */
export function dataNames(
  settings: EnvironmentSettings,
  where: { readonly account: string; readonly region: string } = { account: Aws.ACCOUNT_ID, region: Aws.REGION },
): DataNames {
  const prefix = `${settings.name}-${table.name}`;
  // Bucket names are global: the account and region make them unique.
  const bucketName = (name: string) => `${prefix}-${name}-${where.account}-${where.region}`;
  return {
    tableName: prefix,
    filesBucketName: bucketName(buckets.files.name),
    mediaBucketName: bucketName(buckets.media.name),
  };
}

export const tableArn = (scope: IConstruct, tableName: string): string =>
  Stack.of(scope).formatArn({ service: 'dynamodb', resource: 'table', resourceName: tableName });

export const bucketArn = (scope: IConstruct, bucketName: string): string =>
  Stack.of(scope).formatArn({ service: 's3', region: '', account: '', resource: bucketName });

/**
 * Table access levels. `read-write`: item reads and writes, transactions included (TransactWriteItems is checked
 * against each item's Put/Update/Delete/ConditionCheck action). `key-lookup`: the api-key authorizer reads a key and
 * its profile and stamps the key's last use. `health`: DescribeTable only. No level administers the table.
 */
export type TableAccess = 'read-write' | 'key-lookup' | 'health';

const tableActions: Readonly<Record<TableAccess, readonly string[]>> = {
  'read-write': [
    'dynamodb:GetItem',
    'dynamodb:BatchGetItem',
    'dynamodb:Query',
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:BatchWriteItem',
    'dynamodb:ConditionCheckItem',
  ],
  'key-lookup': ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem'],
  health: ['dynamodb:DescribeTable'],
};

/** Item access on the table and its indexes (see TableAccess). */
export function grantTableData(
  scope: IConstruct,
  grantee: IGrantable,
  tableName: string,
  access: TableAccess = 'read-write',
): void {
  const arn = tableArn(scope, tableName);
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions: [...tableActions[access]],
      resources: access === 'health' ? [arn] : [arn, `${arn}/index/*`],
    }),
  );
}

/** Object reads and writes in one bucket; ListBucket so a missing key reads as 404, not 403. */
export function grantObjects(scope: IConstruct, grantee: IGrantable, bucketName: string): void {
  const arn = bucketArn(scope, bucketName);
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:AbortMultipartUpload'],
      resources: [`${arn}/*`],
    }),
  );
  grantee.grantPrincipal.addToPrincipalPolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [arn] }));
}

const joinSchema = z.object({ 'Fn::Join': z.tuple([z.literal(''), z.array(z.unknown())]) });
const refSchema = z.object({ Ref: z.string() });

/** A value as cdk-nag prints it in a finding: pseudo parameters become `<AWS::Region>`. */
export function nagText(scope: IConstruct, value: string): string {
  const resolved: unknown = Stack.of(scope).resolve(value);
  if (typeof resolved === 'string') return resolved;
  const join = joinSchema.parse(resolved);
  return join['Fn::Join'][1]
    .map((part) => (typeof part === 'string' ? part : `<${refSchema.parse(part).Ref}>`))
    .join('');
}
