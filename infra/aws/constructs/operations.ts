import { Aws, Duration } from 'aws-cdk-lib';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import {
  Alarm,
  ComparisonOperator,
  type IAlarmAction,
  type IMetric,
  MathExpression,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { EnvironmentSettings } from '../environments.js';
import { acknowledge } from '../nag.js';

export interface OperationsProps {
  readonly settings: EnvironmentSettings;
  readonly api: RestApi;
  readonly authorizer: IFunction;
  readonly deadLetterQueues: readonly IQueue[];
  /** Dead-letter queues no function consumes (the export queue's, infra/aws/export-delivery.ts). */
  readonly unconsumedDeadLetterQueues?: readonly IQueue[];
  readonly functions: readonly IFunction[];
}

const period = Duration.minutes(5);

/** CloudWatch alarm math accepts at most 10 metrics per expression. */
const perExpression = 10;

/**
 * The signals that mean customers are affected, all sent to one SNS topic (e-mail from the environment's settings):
 * the API's 5xx rate, Lambda throttles, jobs in a dead-letter queue (their credits are being refunded), authorizer
 * errors (every api-key call fails), function errors, and an AWS Budgets daily cost budget.
 */
export class Operations extends Construct {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: OperationsProps) {
    super(scope, id);
    const { settings } = props;
    this.topic = new Topic(this, 'Alarms', { displayName: `Alquimia ${settings.name} alarms`, enforceSSL: true });
    if (settings.alarmEmail !== undefined) this.topic.addSubscription(new EmailSubscription(settings.alarmEmail));
    acknowledge(this.topic, [
      {
        id: 'AwsSolutions-SNS2',
        reason:
          'Alarm and budget notifications carry no customer data, and CloudWatch and Budgets cannot publish to a ' +
          'topic under the AWS-managed SNS key; a customer-managed key would be needed for no protected content.',
      },
    ]);
    const action: IAlarmAction = new SnsAction(this.topic);
    const alarm = (alarmId: string, description: string, metric: IMetric, threshold: number, periods = 1) => {
      new Alarm(this, alarmId, {
        alarmDescription: description,
        metric,
        threshold,
        evaluationPeriods: periods,
        datapointsToAlarm: periods,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }).addAlarmAction(action);
    };

    alarm(
      'Api5xxRateAlarm',
      'API 5xx answers are at least 5% of requests (two 5-minute periods in a row)',
      new MathExpression({
        expression: 'IF(requests > 0, 100 * errors / requests, 0)',
        usingMetrics: {
          errors: props.api.metricServerError({ period, statistic: 'Sum' }),
          requests: props.api.metricCount({ period, statistic: 'Sum' }),
        },
        period,
        label: '5xx rate (%)',
      }),
      5,
      2,
    );
    // Arrivals, not depth: the dead-letter consumer takes each message within seconds, so the queue's depth is
    // almost always 0 when CloudWatch samples it. SQS does not count a redrive in the dead-letter queue's
    // NumberOfMessagesSent (only messages sent to it directly), so the arrivals are counted where the consumer
    // receives them: every job that reached the queue is received at least once.
    props.deadLetterQueues.forEach((queue, index) => {
      alarm(
        `DeadLetterAlarm${index}`,
        `Jobs reached a dead-letter queue (${queue.node.path}): they are being failed and refunded`,
        queue.metricNumberOfMessagesReceived({ period, statistic: 'Sum' }),
        1,
      );
    });
    // Nothing takes these messages, so they stay until they expire: their depth is the signal.
    (props.unconsumedDeadLetterQueues ?? []).forEach((queue, index) => {
      alarm(
        `UnconsumedDeadLetterAlarm${index}`,
        `Messages reached a dead-letter queue (${queue.node.path}) that no function consumes: read them there`,
        queue.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum' }),
        1,
      );
    });
    alarm(
      'AuthorizerErrorsAlarm',
      'The api-key authorizer failed: api-key calls answer 500 while it does',
      props.authorizer.metricErrors({ period, statistic: 'Sum' }),
      1,
    );
    for (let start = 0; start < props.functions.length; start += perExpression) {
      const chunk = props.functions.slice(start, start + perExpression);
      const usingMetrics = Object.fromEntries(
        chunk.map((fn, i) => [`t${i}`, fn.metricThrottles({ period, statistic: 'Sum' })]),
      );
      alarm(
        `ThrottlesAlarm${start / perExpression}`,
        'Lambda throttled invocations (account or reserved concurrency reached)',
        new MathExpression({ expression: Object.keys(usingMetrics).join(' + '), usingMetrics, period }),
        1,
      );
    }
    props.functions.forEach((fn, index) => {
      alarm(`FunctionErrors${index}`, `Function errors: ${fn.node.path}`, fn.metricErrors({ period }), 5);
    });

    // Budgets publishes to the topic only if the topic policy lets it, for this account's budgets.
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        actions: ['sns:Publish'],
        principals: [new ServicePrincipal('budgets.amazonaws.com')],
        resources: [this.topic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID } },
      }),
    );
    new CfnBudget(this, 'DailySpend', {
      budget: {
        budgetName: `alquimia-${settings.name}-daily`,
        budgetType: 'COST',
        timeUnit: 'DAILY',
        budgetLimit: { amount: settings.dailySpendLimitUsd, unit: 'USD' },
      },
      notificationsWithSubscribers: [
        {
          notification: {
            notificationType: 'ACTUAL',
            comparisonOperator: 'GREATER_THAN',
            threshold: 100,
            thresholdType: 'PERCENTAGE',
          },
          subscribers: [{ subscriptionType: 'SNS', address: this.topic.topicArn }],
        },
      ],
    });
  }
}
