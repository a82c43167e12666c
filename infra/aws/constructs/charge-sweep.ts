import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction as LambdaTarget } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { table } from '../../../shared/resources.js';
import { tableArn } from '../data-access.js';
import type { EnvironmentSettings } from '../environments.js';
import { emptyBundle } from '../families.js';
import { AlquimiaFunction } from './alquimia-function.js';

export interface ChargeSweepProps {
  readonly settings: EnvironmentSettings;
  readonly tableName: string;
  readonly environment: Readonly<Record<string, string>>;
}

/** How often the sweep runs; a crashed request's credits come back within the grace period plus this. */
export const chargeSweepPeriod = Duration.minutes(5);

/**
 * The crash sweep (functions/platform/sweep.ts) on an EventBridge schedule: refunds charges whose Lambda died
 * after the debit. It reads the pending index and writes the refund transaction, nothing else.
 */
export class ChargeSweep extends Construct {
  readonly function: LambdaFunction;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: ChargeSweepProps) {
    super(scope, id);
    this.function = new AlquimiaFunction(this, 'Function', {
      entry: 'functions/platform/sweep.ts',
      description: 'Alquimia crash sweep: refunds charges whose request never completed',
      settings: props.settings,
      memoryMb: 256,
      timeout: Duration.minutes(2),
      environment: props.environment,
      bundle: emptyBundle,
    }).function;
    const arn = tableArn(this, props.tableName);
    const pending = table.indexes[0];
    this.function.addToRolePolicy(
      new PolicyStatement({ actions: ['dynamodb:Query'], resources: [`${arn}/index/${pending.name}`] }),
    );
    // The refund is one transaction: the charge row, the balance and a new refund row, all on the table itself.
    this.function.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem', 'dynamodb:PutItem'],
        resources: [arn],
      }),
    );
    this.rule = new Rule(this, 'Schedule', {
      description: 'Runs the crash sweep',
      schedule: Schedule.rate(chargeSweepPeriod),
      targets: [new LambdaTarget(this.function, { retryAttempts: 2 })],
    });
  }
}
