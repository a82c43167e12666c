import { Stack, type StackProps } from 'aws-cdk-lib';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { Operations } from '../constructs/operations.js';
import type { EnvironmentSettings } from '../environments.js';

export interface OpsStackProps extends StackProps {
  readonly settings: EnvironmentSettings;
  readonly api: RestApi;
  readonly authorizer: IFunction;
  readonly deadLetterQueues: readonly IQueue[];
  /** Dead-letter queues nothing consumes (the export queue's): alarmed on their depth. */
  readonly unconsumedDeadLetterQueues: readonly IQueue[];
  readonly functions: readonly IFunction[];
}

/**
 * The alarms, their SNS topic and the daily budget (environments with `alarms`), in a stack of their own: they
 * watch the Api and Jobs stacks, and kept there they would count against the Api stack's resource budget.
 */
export class OpsStack extends Stack {
  readonly operations: Operations;

  constructor(scope: Construct, id: string, props: OpsStackProps) {
    super(scope, id, props);
    this.operations = new Operations(this, 'Operations', {
      settings: props.settings,
      api: props.api,
      authorizer: props.authorizer,
      deadLetterQueues: props.deadLetterQueues,
      unconsumedDeadLetterQueues: props.unconsumedDeadLetterQueues,
      functions: props.functions,
    });
  }
}
