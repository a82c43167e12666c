import type { CognitoTriggers } from '../standins/cognito-triggers.js';
import type { SqsStandIn } from '../standins/sqs.js';
import { LambdaService } from './service.js';
import type { ReferenceResolver, TemplateEventSource } from './template.js';
import { CloudAssembly } from './template.js';

/** An event source of the template wired to its local queue: what the platform polls, for which function. */
export interface BundledEventSource {
  readonly source: TemplateEventSource;
  readonly queueUrl: string;
  readonly queueArn: string;
  /** The function's source entry: the pollers reach it through the service's loader, as in source mode. */
  readonly entry: string;
}

export interface BundledFunctions {
  readonly service: LambdaService;
  readonly eventSources: readonly BundledEventSource[];
  /** The user pool's triggers, for the Cognito shim to call as Cognito does. */
  readonly triggers: CognitoTriggers;
}

export interface BundledOptions {
  readonly assemblyDir: string;
  readonly region: string;
  /** The platform's function environment (stand-in endpoints, resource names, local secrets). */
  readonly env: Readonly<Record<string, string>>;
  readonly sqs: SqsStandIn;
  /** Host loopback ports to open into the sandboxes besides those the environment names (a test's receiver). */
  readonly reachablePorts?: readonly number[];
  readonly log?: (line: string) => void;
}

/**
 * Platform variables that do not apply to the bundled functions: each function's jobs queue comes from its own
 * template (a worker's queue per family), and Chromium must be the one the PDF asset carries.
 */
const sourceModeOnly = new Set(['JOBS_QUEUE_URL', 'JOBS_DLQ_URL', 'CHROMIUM_PATH']);

const loopbackPort = (value: string): number | undefined => {
  const match = /^https?:\/\/(?:127\.0\.0\.1|localhost):(\d+)(?:\/|$)/.exec(value);
  return match?.[1] === undefined ? undefined : Number(match[1]);
};

/**
 * The bundled mode's functions: the template's queues created on the SQS stand-in with the template's settings,
 * every function of the assembly ready to run in its sandbox with its template environment resolved against the
 * stand-ins, the ports of the stand-ins opened into the sandboxes' network, and Lambda's Invoke API for functions
 * that call others by name.
 */
export async function startBundledFunctions(options: BundledOptions): Promise<BundledFunctions> {
  const assembly = CloudAssembly.read(options.assemblyDir);
  const queues = assembly.queues();
  const created = new Map<string, { url: string; arn: string; name: string }>();
  const key = (stack: string, logicalId: string) => `${stack}/${logicalId}`;
  // Dead-letter queues first: the others name them in their redrive policy.
  for (const queue of [...queues].sort((a, b) => Number(a.redrive !== undefined) - Number(b.redrive !== undefined))) {
    const deadLetter =
      queue.redrive === undefined ? undefined : created.get(key(queue.stack, queue.redrive.deadLetterLogicalId));
    const made = await options.sqs.createQueue({
      name: queue.queueName,
      visibilityTimeoutSeconds: queue.visibilityTimeoutSeconds,
      ...(queue.retentionSeconds === undefined ? {} : { retentionSeconds: queue.retentionSeconds }),
      ...(queue.redrive === undefined || deadLetter === undefined
        ? {}
        : { redrive: { deadLetterArn: deadLetter.arn, maxReceiveCount: queue.redrive.maxReceiveCount } }),
    });
    created.set(key(queue.stack, queue.logicalId), { ...made, name: queue.queueName });
  }
  const functionArn = (name: string) => `arn:aws:lambda:${options.region}:000000000000:function:${name}`;
  const resolve: ReferenceResolver = (reference) => {
    switch (reference.resource.Type) {
      case 'AWS::SQS::Queue': {
        const queue = created.get(key(reference.stack, reference.logicalId));
        if (queue === undefined) return undefined;
        return reference.attribute === 'Arn' ? queue.arn : reference.attribute === 'QueueName' ? queue.name : queue.url;
      }
      case 'AWS::Lambda::Function':
        return reference.attribute === 'Arn' ? functionArn(reference.logicalId) : reference.logicalId;
      case 'AWS::Cognito::UserPool':
        return reference.attribute === undefined ? options.env.USER_POOL_ID : undefined;
      case 'AWS::Cognito::UserPoolClient':
        return reference.attribute === undefined ? options.env.USER_POOL_CLIENT_ID : undefined;
      default:
        return undefined;
    }
  };
  const overrides = Object.fromEntries(Object.entries(options.env).filter(([name]) => !sourceModeOnly.has(name)));
  // A secret's ARN gives way to the secret itself where the platform gives it (KEY_SECRET for KEY_SECRET_ARN).
  const removed = assembly
    .functions()
    .flatMap((fn) => Object.keys(fn.environment))
    .filter((name) => name.endsWith('_ARN') && name.slice(0, -'_ARN'.length) in overrides);
  const named = Object.values(overrides).flatMap((value) => loopbackPort(value) ?? []);
  const ports = [...new Set([...named, ...(options.reachablePorts ?? [])])];
  const service = await LambdaService.start({
    assemblyDir: options.assemblyDir,
    region: options.region,
    overrides,
    removed,
    resolve,
    ports,
    ...(options.log === undefined ? {} : { log: options.log }),
  });
  try {
    const eventSources = assembly.eventSources().flatMap((source): BundledEventSource[] => {
      const queue = created.get(key(source.queue.stack, source.queue.logicalId));
      const fn = service.functions.find((f) => f.logicalId === source.functionLogicalId);
      return queue === undefined || fn === undefined
        ? []
        : [{ source, queueUrl: queue.url, queueArn: queue.arn, entry: fn.entry }];
    });
    const triggers: CognitoTriggers = Object.fromEntries(
      Object.entries(assembly.userPoolTriggers()).map(([trigger, logicalId]) => [
        trigger,
        (event: Record<string, unknown>) => service.invoke(logicalId, event),
      ]),
    );
    return { service, eventSources, triggers };
  } catch (error) {
    await service.stop();
    throw error;
  }
}
