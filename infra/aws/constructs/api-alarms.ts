import { Duration } from 'aws-cdk-lib';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

export interface ApiAlarmsProps {
  readonly api: RestApi;
  readonly deadLetterQueue: IQueue;
  readonly functions: readonly IFunction[];
}

/**
 * The few signals that mean customers are affected: jobs reaching the dead-letter queue (their credits are being
 * refunded), API 5xx answers, and function errors. Actions (SNS, chat) are attached per account, outside the app.
 */
export function addApiAlarms(scope: Construct, props: ApiAlarmsProps): void {
  new Alarm(scope, 'DeadLetterAlarm', {
    alarmDescription: 'Jobs reached the dead-letter queue',
    metric: props.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }),
    threshold: 1,
    evaluationPeriods: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  new Alarm(scope, 'Api5xxAlarm', {
    alarmDescription: 'API answered 5xx',
    metric: props.api.metricServerError({ period: Duration.minutes(5) }),
    threshold: 5,
    evaluationPeriods: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  props.functions.forEach((fn, index) => {
    new Alarm(scope, `FunctionErrors${index}`, {
      alarmDescription: `Function errors: ${fn.node.path}`,
      metric: fn.metricErrors({ period: Duration.minutes(5) }),
      threshold: 5,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  });
}
