import { existsSync } from 'node:fs';
import {
  Annotations,
  AssetHashType,
  CfnResource,
  DockerImage,
  type Duration,
  RemovalPolicy,
  Size,
  Stack,
  Stage,
} from 'aws-cdk-lib';
import {
  ApplicationLogLevel,
  Architecture,
  Code,
  Function as LambdaFunction,
  LoggingFormat,
  Runtime,
  SystemLogLevel,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { assetHash, bundleFunction, unbundledAssetHash } from '../bundling.js';
import type { EnvironmentSettings } from '../environments.js';
import { type BundleSpec, emptyBundle } from '../families.js';
import { acknowledge } from '../nag.js';
import { fromRoot, projectRoot } from '../paths.js';
import type { ProviderAccess } from '../permissions.js';
import { runtimeEnvironment } from '../runtime-environment.js';

export interface AlquimiaFunctionProps {
  /** Entry file relative to the repository root, e.g. `functions/pdf/handler.ts`. */
  readonly entry: string;
  /** Exported handler name. */
  readonly handler?: string;
  readonly description: string;
  readonly settings: EnvironmentSettings;
  readonly memoryMb: number;
  readonly timeout: Duration;
  readonly environment: Readonly<Record<string, string>>;
  /** Packages installed beside the bundle and files copied next to it (see BundleSpec in families.ts). */
  readonly bundle?: BundleSpec;
  /** /tmp size; Lambda's default is 512 MB. */
  readonly ephemeralStorageMb?: number;
  /** Provider calls beyond the table and buckets (permissions.ts), granted to this function's role only. */
  readonly access?: ProviderAccess;
}

/** Template metadata key naming the source entry a function's asset was built from. */
export const entryMetadataKey = 'alquimia:entry';

const xrayReason = 'Active tracing: X-Ray PutTraceSegments and PutTelemetryRecords have no resource-level permissions.';

/**
 * A Lambda function with Alquimia's defaults written once:
 * - Node.js 22 on x86_64 (the sharp, canvas, ffmpeg and Chromium binaries we ship are linux-x64);
 * - ESM bundle built by the locally installed esbuild (no Docker), minified, with source maps enabled at runtime
 *   (bundling.ts, shared with the bundled-synth tests);
 * - the AWS SDK left out of the bundle (the runtime provides v3);
 * - active X-Ray tracing, JSON logs and an explicit log group with the environment's retention;
 * - the process settings of runtime-environment.ts (source maps, glibc's heap tuned for large buffers).
 *
 * When a stack is synthesized without bundling (tests pass `aws:cdk:bundling-stacks: []`) and the entry does not
 * exist yet, an inline placeholder stands in so the infrastructure can be tested before every handler lands.
 * A real synth still fails on a missing entry.
 */
export class AlquimiaFunction extends Construct {
  readonly function: LambdaFunction;
  /** What the asset carries beside the bundle, kept for tests (a synth without bundling builds no asset). */
  readonly bundle: BundleSpec;

  constructor(scope: Construct, id: string, props: AlquimiaFunctionProps) {
    super(scope, id);
    this.bundle = props.bundle ?? emptyBundle;
    const bundle = this.bundle;
    const logGroup = new LogGroup(this, 'Logs', {
      retention: props.settings.logRetention,
      removalPolicy: props.settings.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    const common = {
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.X86_64,
      memorySize: props.memoryMb,
      timeout: props.timeout,
      tracing: Tracing.ACTIVE,
      logGroup,
      // JSON logs from the runtime too (Powertools already writes JSON), filtered by level at the source.
      loggingFormat: LoggingFormat.JSON,
      applicationLogLevelV2: props.settings.name === 'prod' ? ApplicationLogLevel.INFO : ApplicationLogLevel.DEBUG,
      systemLogLevelV2: SystemLogLevel.WARN,
      ...(props.ephemeralStorageMb === undefined
        ? {}
        : { ephemeralStorageSize: Size.mebibytes(props.ephemeralStorageMb) }),
      environment: { ...runtimeEnvironment, ...props.environment },
    };
    const entry = fromRoot(props.entry);
    const handler = props.handler ?? 'handler';

    if (!existsSync(entry) && !Stack.of(this).bundlingRequired) {
      Annotations.of(this).addWarningV2(
        'alquimia:placeholder-code',
        `${props.entry} does not exist yet; an inline placeholder is used because bundling is skipped.`,
      );
      this.function = new LambdaFunction(this, 'Function', {
        ...common,
        handler: `index.${handler}`,
        code: Code.fromInline(`exports.${handler} = async () => { throw new Error('${props.entry} is not built'); };`),
      });
      this.grantAccess(props.access);
      return;
    }

    const build = { entry: props.entry, bundle };
    const stack = Stack.of(this);
    const outdir = Stage.of(this)?.outdir;
    const hash = stack.bundlingRequired && outdir !== undefined ? assetHash(build, outdir) : unbundledAssetHash(build);
    this.function = new LambdaFunction(this, 'Function', {
      ...common,
      handler: `index.${handler}`,
      // Built by bundling.ts (esbuild, the packages beside it, the copied files); the hash is known before
      // building, so an assembly that already holds this asset skips the build.
      code: Code.fromAsset(projectRoot, {
        assetHashType: AssetHashType.CUSTOM,
        assetHash: hash,
        bundling: {
          // Used only when local bundling declines; it never does on a machine with Node and bash.
          image: DockerImage.fromRegistry('public.ecr.aws/sam/build-nodejs22.x'),
          local: {
            tryBundle(outputDir) {
              bundleFunction(build, outputDir, outdir === undefined ? undefined : { hash, outdir });
              return true;
            },
          },
        },
      }),
    });
    this.grantAccess(props.access);
    this.markEntry(props.entry, handler);
  }

  /**
   * The source entry and export in the template's resource metadata: the local platform's bundled mode (and the
   * sandbox tests) find the asset that serves a source entry by it (infra/local/lambda/template.ts).
   */
  private markEntry(entry: string, handler: string): void {
    const resource = this.function.node.defaultChild;
    if (resource instanceof CfnResource) resource.addMetadata(entryMetadataKey, { entry, export: handler });
  }

  /** The provider statements, and the acknowledgement of this function's own `Resource: *` (X-Ray, Polly...). */
  private grantAccess(access: ProviderAccess | undefined): void {
    for (const statement of access?.statements ?? []) this.function.addToRolePolicy(statement);
    const anyResource = [xrayReason, ...(access?.anyResourceReason === undefined ? [] : [access.anyResourceReason])];
    acknowledge(this, [
      { id: 'AwsSolutions-IAM5[Resource::*]', reason: anyResource.join(' ') },
      ...(access?.findings ?? []),
    ]);
  }
}
