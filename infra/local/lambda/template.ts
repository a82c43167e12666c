import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { entryMetadataKey } from '../../aws/constructs/alquimia-function.js';

/**
 * A synthesized cloud assembly (`cdk.out`) read as the bundled platform needs it: every function built from one
 * of our entries, with its asset folder and the settings its template gives it, and the queues and event sources
 * between them. CloudFormation values (`Ref`, `Fn::GetAtt`, `Fn::ImportValue`, `Fn::Join`) are resolved by
 * `resolveValue` against what the local platform stands in for each resource.
 */

const resourceSchema = z.object({
  Type: z.string(),
  Properties: z.record(z.string(), z.unknown()).default({}),
  Metadata: z.record(z.string(), z.unknown()).optional(),
});
const templateSchema = z.object({
  Resources: z.record(z.string(), resourceSchema).default({}),
  Outputs: z
    .record(z.string(), z.object({ Value: z.unknown(), Export: z.object({ Name: z.unknown() }).optional() }))
    .default({}),
});
export type TemplateResource = z.infer<typeof resourceSchema>;

const manifestSchema = z.object({
  artifacts: z.record(
    z.string(),
    z.object({ type: z.string(), properties: z.object({ templateFile: z.string() }).partial().optional() }),
  ),
});

const functionPropertiesSchema = z.object({
  Handler: z.string(),
  Runtime: z.string(),
  MemorySize: z.number().default(128),
  Timeout: z.number().default(3),
  EphemeralStorage: z.object({ Size: z.number() }).optional(),
  Code: z.object({ S3Key: z.string().regex(/^[0-9a-f]{64}\.zip$/) }),
  Environment: z.object({ Variables: z.record(z.string(), z.unknown()) }).optional(),
  ReservedConcurrentExecutions: z.number().optional(),
  Description: z.string().optional(),
});

const entrySchema = z.object({ entry: z.string(), export: z.string() });

/** What a function's template says about how it runs. */
export interface FunctionSettings {
  /** The asset folder in the assembly (`asset.<hash>`): what `cdk deploy` uploads as the function's code. */
  readonly assetDir: string;
  /** `index.handler`. */
  readonly handler: string;
  /** `nodejs22.x`. */
  readonly runtime: string;
  readonly memoryMb: number;
  readonly timeoutSeconds: number;
  readonly ephemeralStorageMb: number;
}

/** A function of the assembly, its environment still as CloudFormation values. */
export interface TemplateFunction extends FunctionSettings {
  readonly stack: string;
  readonly logicalId: string;
  /** Source entry and export it was bundled from (AlquimiaFunction's metadata). */
  readonly entry: string;
  readonly exportName: string;
  readonly description: string;
  readonly reservedConcurrency?: number;
  readonly environment: Readonly<Record<string, unknown>>;
}

/** A queue of the assembly with the settings that decide delivery. */
export interface TemplateQueue {
  readonly stack: string;
  readonly logicalId: string;
  readonly queueName: string;
  readonly visibilityTimeoutSeconds: number;
  readonly retentionSeconds?: number;
  /** The dead-letter queue's logical id (same stack) and the receive count that sends a message there. */
  readonly redrive?: { readonly deadLetterLogicalId: string; readonly maxReceiveCount: number };
}

/** An SQS event source mapping: which queue feeds which function, how. */
export interface TemplateEventSource {
  readonly queue: TemplateQueue;
  readonly functionLogicalId: string;
  readonly batchSize: number;
  readonly reportBatchItemFailures: boolean;
  readonly maximumConcurrency?: number;
}

interface Stack {
  readonly name: string;
  readonly resources: Readonly<Record<string, TemplateResource>>;
  readonly outputs: z.infer<typeof templateSchema>['Outputs'];
}

/** A resource a CloudFormation value points at. */
export interface ResourceReference {
  readonly stack: string;
  readonly logicalId: string;
  readonly resource: TemplateResource;
  /** `undefined` for `Ref`, else the `Fn::GetAtt` attribute. */
  readonly attribute?: string;
}

/** What the platform answers for a reference to one of the resources it stands in for. */
export type ReferenceResolver = (reference: ResourceReference) => string | undefined;

export class CloudAssembly {
  private constructor(
    readonly dir: string,
    private readonly stacks: readonly Stack[],
  ) {}

  static read(dir: string): CloudAssembly {
    const manifestFile = join(dir, 'manifest.json');
    if (!existsSync(manifestFile)) throw new Error(`${dir} holds no synthesized assembly (manifest.json)`);
    const manifest = manifestSchema.parse(JSON.parse(readFileSync(manifestFile, 'utf8')));
    const stacks = Object.entries(manifest.artifacts).flatMap(([name, artifact]) => {
      const file = artifact.properties?.templateFile;
      if (artifact.type !== 'aws:cloudformation:stack' || file === undefined) return [];
      const template = templateSchema.parse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      return [{ name, resources: template.Resources, outputs: template.Outputs }];
    });
    return new CloudAssembly(dir, stacks);
  }

  private *resources(type: string): Generator<{ stack: Stack; logicalId: string; resource: TemplateResource }> {
    for (const stack of this.stacks) {
      for (const [logicalId, resource] of Object.entries(stack.resources)) {
        if (resource.Type === type) yield { stack, logicalId, resource };
      }
    }
  }

  /** Every function bundled from one of our entries (CDK's own helper functions have no entry and are left out). */
  functions(): TemplateFunction[] {
    const found: TemplateFunction[] = [];
    for (const { stack, logicalId, resource } of this.resources('AWS::Lambda::Function')) {
      const entry = entrySchema.safeParse(resource.Metadata?.[entryMetadataKey]);
      if (!entry.success) continue;
      const p = functionPropertiesSchema.parse(resource.Properties);
      found.push({
        stack: stack.name,
        logicalId,
        entry: entry.data.entry,
        exportName: entry.data.export,
        description: p.Description ?? '',
        assetDir: join(this.dir, `asset.${p.Code.S3Key.slice(0, -'.zip'.length)}`),
        handler: p.Handler,
        runtime: p.Runtime,
        memoryMb: p.MemorySize,
        timeoutSeconds: p.Timeout,
        ephemeralStorageMb: p.EphemeralStorage?.Size ?? 512,
        ...(p.ReservedConcurrentExecutions === undefined
          ? {}
          : { reservedConcurrency: p.ReservedConcurrentExecutions }),
        environment: p.Environment?.Variables ?? {},
      });
    }
    return found;
  }

  queues(): TemplateQueue[] {
    const found: TemplateQueue[] = [];
    for (const { stack, logicalId, resource } of this.resources('AWS::SQS::Queue')) {
      const p = z
        .object({
          QueueName: z.string(),
          VisibilityTimeout: z.number().default(30),
          MessageRetentionPeriod: z.number().optional(),
          RedrivePolicy: z.object({ deadLetterTargetArn: z.unknown(), maxReceiveCount: z.number() }).optional(),
        })
        .parse(resource.Properties);
      const target =
        p.RedrivePolicy === undefined ? undefined : this.reference(stack, p.RedrivePolicy.deadLetterTargetArn);
      found.push({
        stack: stack.name,
        logicalId,
        queueName: p.QueueName,
        visibilityTimeoutSeconds: p.VisibilityTimeout,
        ...(p.MessageRetentionPeriod === undefined ? {} : { retentionSeconds: p.MessageRetentionPeriod }),
        ...(p.RedrivePolicy === undefined || target === undefined
          ? {}
          : { redrive: { deadLetterLogicalId: target.logicalId, maxReceiveCount: p.RedrivePolicy.maxReceiveCount } }),
      });
    }
    return found;
  }

  eventSources(): TemplateEventSource[] {
    const queues = this.queues();
    const found: TemplateEventSource[] = [];
    for (const { stack, resource } of this.resources('AWS::Lambda::EventSourceMapping')) {
      const p = z
        .object({
          EventSourceArn: z.unknown(),
          FunctionName: z.unknown(),
          BatchSize: z.number().default(10),
          FunctionResponseTypes: z.array(z.string()).default([]),
          ScalingConfig: z.object({ MaximumConcurrency: z.number() }).optional(),
        })
        .parse(resource.Properties);
      const source = this.reference(stack, p.EventSourceArn);
      const target = this.reference(stack, p.FunctionName);
      const queue = queues.find((q) => q.logicalId === source?.logicalId && q.stack === source.stack);
      if (queue === undefined || target === undefined) continue;
      found.push({
        queue,
        functionLogicalId: target.logicalId,
        batchSize: p.BatchSize,
        reportBatchItemFailures: p.FunctionResponseTypes.includes('ReportBatchItemFailures'),
        ...(p.ScalingConfig === undefined ? {} : { maximumConcurrency: p.ScalingConfig.MaximumConcurrency }),
      });
    }
    return found;
  }

  /** The user pool's Lambda triggers (`PreSignUp`, `PostConfirmation`, `CustomMessage`…) by the function each calls. */
  userPoolTriggers(): Record<string, string> {
    const triggers: Record<string, string> = {};
    for (const { stack, resource } of this.resources('AWS::Cognito::UserPool')) {
      const config = z.record(z.string(), z.unknown()).safeParse(resource.Properties.LambdaConfig);
      if (!config.success) continue;
      for (const [trigger, value] of Object.entries(config.data)) {
        const target = this.reference(stack, value);
        if (target?.resource.Type === 'AWS::Lambda::Function') triggers[trigger] = target.logicalId;
      }
    }
    return triggers;
  }

  /** The resource a `Ref`, `Fn::GetAtt` or `Fn::ImportValue` (through the exporting stack's output) points at. */
  reference(stack: Stack, value: unknown): ResourceReference | undefined {
    const ref = z.object({ Ref: z.string() }).safeParse(value);
    if (ref.success) {
      const resource = stack.resources[ref.data.Ref];
      return resource === undefined ? undefined : { stack: stack.name, logicalId: ref.data.Ref, resource };
    }
    const getAtt = z.object({ 'Fn::GetAtt': z.tuple([z.string(), z.string()]) }).safeParse(value);
    if (getAtt.success) {
      const [logicalId, attribute] = getAtt.data['Fn::GetAtt'];
      const resource = stack.resources[logicalId];
      return resource === undefined ? undefined : { stack: stack.name, logicalId, resource, attribute };
    }
    const imported = z.object({ 'Fn::ImportValue': z.string() }).safeParse(value);
    if (imported.success) {
      for (const exporter of this.stacks) {
        for (const output of Object.values(exporter.outputs)) {
          if (output.Export?.Name === imported.data['Fn::ImportValue']) return this.reference(exporter, output.Value);
        }
      }
    }
    return undefined;
  }

  /**
   * A function's variable as a string: literals as they are, `Fn::Join` joined, references through `resolve`;
   * `AWS::Region` and `AWS::AccountId` as the platform's. Undefined when some part has no local answer.
   */
  resolveValue(fn: TemplateFunction, value: unknown, resolve: ReferenceResolver, region: string): string | undefined {
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    const pseudo = z
      .object({ Ref: z.enum(['AWS::Region', 'AWS::AccountId', 'AWS::Partition', 'AWS::URLSuffix']) })
      .safeParse(value);
    if (pseudo.success) {
      return {
        'AWS::Region': region,
        'AWS::AccountId': '000000000000',
        'AWS::Partition': 'aws',
        'AWS::URLSuffix': 'amazonaws.com',
      }[pseudo.data.Ref];
    }
    const join = z.object({ 'Fn::Join': z.tuple([z.string(), z.array(z.unknown())]) }).safeParse(value);
    if (join.success) {
      const [separator, parts] = join.data['Fn::Join'];
      const resolved = parts.map((part) => this.resolveValue(fn, part, resolve, region));
      return resolved.every((part) => part !== undefined) ? resolved.join(separator) : undefined;
    }
    const stack = this.stacks.find((s) => s.name === fn.stack);
    const reference = stack === undefined ? undefined : this.reference(stack, value);
    return reference === undefined ? undefined : resolve(reference);
  }
}
