import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction as LambdaTarget } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { grantObjects, grantTableData } from '../data-access.js';
import type { EnvironmentSettings } from '../environments.js';
import { emptyBundle } from '../families.js';
import { mailEnvironment } from '../function-environment.js';
import { mailAccess } from '../permissions.js';
import { AlquimiaFunction } from './alquimia-function.js';

export interface ChargeSweepProps {
  readonly settings: EnvironmentSettings;
  readonly tableName: string;
  /** The files bucket (queued export archives are written there; a deletion empties the account's prefixes). */
  readonly filesBucketName: string;
  /** The media bucket (a deletion empties the account's image and speech prefixes). */
  readonly mediaBucketName: string;
  /** The user pool a finished deletion removes the sign-in from. */
  readonly userPoolArn: string;
  readonly environment: Readonly<Record<string, string>>;
}

/** How often the sweep runs; a crashed request's credits come back within the grace period plus this. */
export const chargeSweepPeriod = Duration.minutes(5);

/**
 * The crash sweep (functions/platform/sweep.ts) on an EventBridge schedule: refunds charges whose Lambda died
 * after the debit, finishes account deletions that stopped half way and builds the large data exports whose message
 * was lost or whose consumer died (functions/platform/account-data/export-builds.ts, infra/aws/export-delivery.ts).
 * Hence table reads and writes (the pending index, a partition read and deleted whole), objects in both buckets, AdminDeleteUser on the one pool, and SES from the environment's sender.
 * 1 GB and 5 minutes for a queued export: a partition above the request's limit (export-size.ts) is read whole and
 * zipped in memory. The export's lease (account-data/export-queue.ts, 10 minutes) outlasts this timeout.
 */
export class ChargeSweep extends Construct {
  readonly function: LambdaFunction;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: ChargeSweepProps) {
    super(scope, id);
    this.function = new AlquimiaFunction(this, 'Function', {
      entry: 'functions/platform/sweep.ts',
      description:
        'Alquimia crash sweep: refunds charges whose request never completed, finishes interrupted account deletions, builds queued data exports',
      settings: props.settings,
      memoryMb: 1024,
      timeout: Duration.minutes(5),
      environment: { ...props.environment, ...mailEnvironment(props.settings) },
      bundle: emptyBundle,
      access: mailAccess(scope, props.settings),
    }).function;
    grantTableData(this, this.function, props.tableName);
    grantObjects(this, this.function, props.filesBucketName);
    grantObjects(this, this.function, props.mediaBucketName);
    this.function.addToRolePolicy(
      new PolicyStatement({ actions: ['cognito-idp:AdminDeleteUser'], resources: [props.userPoolArn] }),
    );
    this.rule = new Rule(this, 'Schedule', {
      description: 'Runs the crash sweep',
      schedule: Schedule.rate(chargeSweepPeriod),
      targets: [new LambdaTarget(this.function, { retryAttempts: 2 })],
    });
  }
}
