import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AlquimiaStacks } from '../../infra/aws/alquimia-app.js';
import { environments } from '../../infra/aws/environments.js';
import { exportDelivery, exportQueueVariable } from '../../infra/aws/export-delivery.js';
import { jobWorkers } from '../../infra/aws/families.js';
import { webhookDelivery, webhookQueueVariable } from '../../infra/aws/webhook-delivery.js';
import { operations } from '../../shared/operations/index.js';
import { queues } from '../../shared/resources.js';
import { buildTestApp, synthTimeout } from './helpers.js';

/**
 * The job queues and their consumers as CloudFormation receives them (prod, region-pinned): every event-source
 * mapping of every stack is checked against the queue and the function it joins, across stack exports.
 */
let stacks: AlquimiaStacks;
let templates: Template[];

beforeAll(() => {
  stacks = buildTestApp('prod', operations);
  templates = Object.values(stacks).map((stack) => Template.fromStack(stack));
}, synthTimeout);

const getAtt = z.object({ 'Fn::GetAtt': z.tuple([z.string(), z.string()]) });
const importValue = z.object({ 'Fn::ImportValue': z.string() });
const ref = z.object({ Ref: z.string() });

/** The resource a value points at: a Ref or GetAtt in the same template, or another stack's export of one. */
function resourceOf(template: Template, value: unknown): { template: Template; logicalId: string } {
  const local = getAtt.safeParse(value);
  if (local.success) return { template, logicalId: local.data['Fn::GetAtt'][0] };
  const direct = ref.safeParse(value);
  if (direct.success) return { template, logicalId: direct.data.Ref };
  const exportName = importValue.parse(value)['Fn::ImportValue'];
  for (const producer of templates) {
    const outputs = z
      .record(z.string(), z.object({ Value: z.unknown(), Export: z.object({ Name: z.string() }).optional() }))
      .parse(producer.toJSON().Outputs ?? {});
    const output = Object.values(outputs).find((o) => o.Export?.Name === exportName);
    if (output !== undefined) return resourceOf(producer, output.Value);
  }
  throw new Error(`no stack exports ${exportName}`);
}

const propertiesOf = ({ template, logicalId }: { template: Template; logicalId: string }) =>
  z.object({ Properties: z.record(z.string(), z.unknown()) }).parse(template.toJSON().Resources[logicalId]).Properties;

const mappings = () =>
  templates.flatMap((template) =>
    Object.values(template.findResources('AWS::Lambda::EventSourceMapping')).map((raw) => {
      const p = z
        .object({
          Properties: z.object({
            EventSourceArn: z.unknown(),
            FunctionName: z.unknown(),
            ScalingConfig: z.object({ MaximumConcurrency: z.number() }).optional(),
          }),
        })
        .parse(raw).Properties;
      const queue = z
        .object({ QueueName: z.unknown().optional(), VisibilityTimeout: z.number().default(30) })
        .parse(propertiesOf(resourceOf(template, p.EventSourceArn)));
      const fn = z
        .object({ Description: z.string(), Timeout: z.number().default(3) })
        .parse(propertiesOf(resourceOf(template, p.FunctionName)));
      return {
        queue,
        queueId: resourceOf(template, p.EventSourceArn).logicalId,
        fn,
        maxConcurrency: p.ScalingConfig?.MaximumConcurrency,
      };
    }),
  );

describe('SQS event sources', () => {
  it("hide every message for at least six times its consumer's timeout, dead-letter queues included", () => {
    const all = mappings();
    // A worker per queue, the webhook function on its queue, the dead-letter consumer on every dead-letter queue but
    // the exports' (nothing consumes it), and the export builder on its queue.
    expect(all).toHaveLength((jobWorkers.length + 1) * 2 + 1);
    for (const { queue, fn } of all) {
      expect(queue.VisibilityTimeout, `${fn.Description} (${fn.Timeout} s)`).toBeGreaterThanOrEqual(6 * fn.Timeout);
    }
  });

  it('cap each job worker with a maximum concurrency, so a burst of jobs waits instead of starving the API', () => {
    for (const worker of jobWorkers) {
      const mapping = mappings().find((m) => m.fn.Description === worker.description);
      expect(mapping?.maxConcurrency, worker.name).toBe(environments.prod.jobConcurrency[worker.name]);
    }
    // Together the workers leave most of the default account concurrency (1,000) to the API and its authorizer.
    const total = Object.values(environments.prod.jobConcurrency).reduce((a, b) => a + b, 0);
    expect(total).toBeLessThanOrEqual(100);
  });
});

describe('job queues', () => {
  const jobQueues = () =>
    Object.values(Template.fromStack(stacks.data).findResources('AWS::SQS::Queue'))
      .map((raw) =>
        z
          .object({
            Properties: z.object({
              QueueName: z.string(),
              // SQS's default where the template sets none (the exports' dead-letter queue has no consumer).
              VisibilityTimeout: z.number().default(30),
              MessageRetentionPeriod: z.number(),
              RedrivePolicy: z.object({ maxReceiveCount: z.number() }).optional(),
            }),
          })
          .parse(raw),
      )
      .filter(
        (q) =>
          q.Properties.RedrivePolicy !== undefined &&
          !q.Properties.QueueName.endsWith('-webhooks') &&
          !q.Properties.QueueName.endsWith(`-${exportDelivery.queueName}`),
      );

  it("give up only after receives the worker's own crash limit leaves spare for deliveries that never ran", () => {
    // The worker fails a job itself on the delivery after 3 runs (functions/core/jobs/worker.ts): 4 receives.
    const workerOwnLimit = 3 + 1;
    expect(queues.jobs.maxReceiveCount).toBeGreaterThanOrEqual(workerOwnLimit + 3);
    for (const queue of jobQueues()) {
      expect(queue.Properties.RedrivePolicy?.maxReceiveCount).toBe(queues.jobs.maxReceiveCount);
    }
  });

  it('keep a job long enough for every receive, so it is refunded by the dead-letter consumer, never expired', () => {
    const found = jobQueues();
    expect(found).toHaveLength(jobWorkers.length);
    for (const { Properties: p } of found) {
      expect((p.RedrivePolicy?.maxReceiveCount ?? 0) * p.VisibilityTimeout).toBeLessThan(p.MessageRetentionPeriod);
      // SQS's ceiling for a visibility timeout is 12 hours.
      expect(p.VisibilityTimeout).toBeLessThanOrEqual(12 * 3600);
    }
  });
});

describe('dead-letter alarm', () => {
  it('counts jobs arriving in each dead-letter queue (its consumer empties it within seconds, so depth stays 0)', () => {
    const ops = stacks.ops;
    expect(ops).toBeDefined();
    if (ops === undefined) return;
    const alarms = Template.fromStack(ops).findResources('AWS::CloudWatch::Alarm', {
      Properties: { Namespace: 'AWS/SQS', MetricName: 'NumberOfMessagesReceived', Statistic: 'Sum', Threshold: 1 },
    });
    // One per worker's dead-letter queue and one for the webhook queue's.
    expect(Object.keys(alarms)).toHaveLength(jobWorkers.length + 1);
    // Depth only where nothing consumes the queue: the exports' dead-letter queue.
    const depth = Template.fromStack(ops).findResources('AWS::CloudWatch::Alarm', {
      Properties: { MetricName: 'ApproximateNumberOfMessagesVisible' },
    });
    expect(Object.values(depth).map((a) => JSON.stringify(a))).toEqual([expect.stringContaining('/ExportsDeadLetter')]);
  });
});

/** Every Lambda function of every stack with its environment and the SQS actions its role's policies allow, by queue. */
function functionsWithQueues() {
  return templates.flatMap((template) => {
    const policies = Object.values(template.findResources('AWS::IAM::Policy')).map(
      (raw) =>
        z
          .object({
            Properties: z.object({
              Roles: z.array(z.unknown()),
              PolicyDocument: z.object({
                Statement: z.array(
                  z.object({ Action: z.union([z.string(), z.array(z.string())]), Resource: z.unknown() }),
                ),
              }),
            }),
          })
          .parse(raw).Properties,
    );
    return Object.entries(template.findResources('AWS::Lambda::Function')).map(([logicalId, raw]) => {
      const p = z
        .object({
          Properties: z.object({
            Description: z.string().optional(),
            Role: z.unknown(),
            Environment: z.object({ Variables: z.record(z.string(), z.unknown()) }).optional(),
          }),
        })
        .parse(raw).Properties;
      const roleId = resourceOf(template, p.Role).logicalId;
      const sendsTo = policies
        .filter((policy) => policy.Roles.some((role) => resourceOf(template, role).logicalId === roleId))
        .flatMap((policy) => policy.PolicyDocument.Statement)
        .filter((st) => [st.Action].flat().includes('sqs:SendMessage'))
        .flatMap((st) => [st.Resource].flat().map((resource) => resourceOf(template, resource).logicalId));
      const queueUrl = p.Environment?.Variables[webhookQueueVariable];
      return {
        logicalId,
        description: p.Description ?? logicalId,
        webhookQueue: queueUrl === undefined ? undefined : resourceOf(template, queueUrl).logicalId,
        sendsTo,
      };
    });
  });
}

describe('job webhooks', () => {
  it('have a queue of their own, consumed only by the webhook function, with a dead-letter queue and 6× visibility', () => {
    const all = mappings();
    const delivery = all.filter((m) => m.fn.Description === webhookDelivery.description);
    expect(delivery).toHaveLength(1);
    const [mapping] = delivery;
    if (mapping === undefined) return;
    expect(String(mapping.queue.QueueName)).toMatch(/-webhooks$/);
    expect(mapping.queue.VisibilityTimeout).toBeGreaterThanOrEqual(6 * mapping.fn.Timeout);
    expect(mapping.maxConcurrency).toBe(webhookDelivery.maxConcurrency);
    // No job worker reads it, and the webhook function reads no job queue.
    expect(all.filter((m) => m.queueId === mapping.queueId)).toHaveLength(1);
    const queue = z
      .object({ RedrivePolicy: z.object({ maxReceiveCount: z.number(), deadLetterTargetArn: z.unknown() }) })
      .parse(propertiesOf({ template: Template.fromStack(stacks.data), logicalId: mapping.queueId }));
    expect(queue.RedrivePolicy.maxReceiveCount).toBe(webhookDelivery.maxReceiveCount);
    // Its dead letters reach the same consumer as the jobs' (an alarm counts them; see the dead-letter alarm).
    const deadLetterId = resourceOf(Template.fromStack(stacks.data), queue.RedrivePolicy.deadLetterTargetArn).logicalId;
    const consumers = all.filter((m) => m.queueId === deadLetterId).map((m) => m.fn.Description);
    expect(consumers).toEqual(['Alquimia failed-job consumer (fails and refunds jobs SQS gave up on)']);
  });

  it('are queued there by every function that queues them: the workers, the dead-letter consumer, the redeliver call', () => {
    const found = functionsWithQueues();
    const delivery = mappings().find((m) => m.fn.Description === webhookDelivery.description);
    const named = found.filter((f) => f.webhookQueue !== undefined);
    expect(named.map((f) => f.description).sort()).toEqual(
      [
        ...jobWorkers.map((w) => w.description),
        'Alquimia failed-job consumer (fails and refunds jobs SQS gave up on)',
        webhookDelivery.description,
        'Alquimia jobs operations',
      ].sort(),
    );
    for (const f of named) expect(f.webhookQueue, f.description).toBe(delivery?.queueId);
  });

  it('may be sent by every function that names the webhook queue (a URL without SendMessage fails every attempt)', () => {
    const named = functionsWithQueues().filter((f) => f.webhookQueue !== undefined);
    expect(named.length).toBeGreaterThan(0);
    for (const f of named) expect(f.sendsTo, f.description).toContain(f.webhookQueue);
  });
});

/** Every statement of the policies attached to one function's role. */
function statementsOf(description: string) {
  for (const template of templates) {
    const found = Object.entries(template.findResources('AWS::Lambda::Function')).find(
      ([, raw]) =>
        z.object({ Properties: z.object({ Description: z.string().optional() }) }).parse(raw).Properties.Description ===
        description,
    );
    if (found === undefined) continue;
    const role = resourceOf(
      template,
      z.object({ Properties: z.object({ Role: z.unknown() }) }).parse(found[1]).Properties.Role,
    );
    return Object.values(template.findResources('AWS::IAM::Policy')).flatMap((raw) => {
      const p = z
        .object({
          Properties: z.object({
            Roles: z.array(z.unknown()),
            PolicyDocument: z.object({
              Statement: z.array(
                z.object({ Action: z.union([z.string(), z.array(z.string())]), Resource: z.unknown() }),
              ),
            }),
          }),
        })
        .parse(raw).Properties;
      if (!p.Roles.some((r) => resourceOf(template, r).logicalId === role.logicalId)) return [];
      return p.PolicyDocument.Statement.map((st) => ({
        actions: [st.Action].flat(),
        resources: JSON.stringify(st.Resource),
      }));
    });
  }
  throw new Error(`no function described ${description}`);
}

describe('large data exports', () => {
  it('have a queue of their own, consumed only by the export builder, with a dead-letter queue and 6× visibility', () => {
    const all = mappings();
    const builder = all.filter((m) => m.fn.Description === exportDelivery.description);
    expect(builder).toHaveLength(1);
    const [mapping] = builder;
    if (mapping === undefined) return;
    expect(String(mapping.queue.QueueName)).toMatch(new RegExp(`-${exportDelivery.queueName}$`));
    expect(mapping.queue.VisibilityTimeout).toBeGreaterThanOrEqual(6 * mapping.fn.Timeout);
    expect(mapping.maxConcurrency).toBe(exportDelivery.maxConcurrency);
    expect(all.filter((m) => m.queueId === mapping.queueId)).toHaveLength(1);
    const queue = z
      .object({ RedrivePolicy: z.object({ maxReceiveCount: z.number(), deadLetterTargetArn: z.unknown() }) })
      .parse(propertiesOf({ template: Template.fromStack(stacks.data), logicalId: mapping.queueId }));
    expect(queue.RedrivePolicy.maxReceiveCount).toBe(exportDelivery.maxReceiveCount);
    // The consumer marks an export failed on the delivery after its 3rd take (functions/platform/account-data).
    expect(queue.RedrivePolicy.maxReceiveCount).toBeGreaterThan(3 + 1);
  });

  it('are queued by the platform function alone, which names the export queue and may send to it', () => {
    const exportQueue = mappings().find((m) => m.fn.Description === exportDelivery.description)?.queueId;
    const named = templates.flatMap((template) =>
      Object.values(template.findResources('AWS::Lambda::Function')).flatMap((raw) => {
        const p = z
          .object({
            Properties: z.object({
              Description: z.string().optional(),
              Environment: z.object({ Variables: z.record(z.string(), z.unknown()) }).optional(),
            }),
          })
          .parse(raw).Properties;
        const url = p.Environment?.Variables[exportQueueVariable];
        return url === undefined ? [] : [{ description: p.Description, queue: resourceOf(template, url).logicalId }];
      }),
    );
    expect(named).toEqual([{ description: 'Alquimia platform operations', queue: exportQueue }]);
    const sends = functionsWithQueues().find((f) => f.description === 'Alquimia platform operations')?.sendsTo;
    expect(sends).toContain(exportQueue);
  });

  it('are built by a function that may read and update items, write and sign exports/ objects, and nothing more', () => {
    const statements = statementsOf(exportDelivery.description);
    const actions = statements.flatMap((st) => st.actions);
    const data = actions.filter((a) => a.startsWith('dynamodb:') || a.startsWith('s3:'));
    expect(data.sort()).toEqual(
      ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem', 's3:GetObject', 's3:PutObject'].sort(),
    );
    for (const st of statements.filter((s) => s.actions.some((a) => a.startsWith('dynamodb:')))) {
      expect(st.resources).not.toContain('/index/');
    }
    for (const st of statements.filter((s) => s.actions.some((a) => a.startsWith('s3:')))) {
      expect(st.resources).toContain('/exports/*');
    }
    // Its own queue is read through the event source (receive and delete); it sends to no queue, deletes no user.
    expect(actions).not.toContain('sqs:SendMessage');
    expect(actions.filter((a) => a.startsWith('cognito-idp:'))).toEqual([]);
    expect(actions.filter((a) => a.startsWith('sqs:')).sort()).toEqual(
      [
        'sqs:ChangeMessageVisibility',
        'sqs:DeleteMessage',
        'sqs:GetQueueAttributes',
        'sqs:GetQueueUrl',
        'sqs:ReceiveMessage',
      ].sort(),
    );
  });
});
