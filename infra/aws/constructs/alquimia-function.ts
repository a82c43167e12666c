import { existsSync } from 'node:fs';
import { Annotations, type Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Architecture, Code, Function as LambdaFunction, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { EnvironmentSettings } from '../environments.js';
import { fromRoot, projectRoot } from '../paths.js';

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
  /** Packages installed beside the bundle instead of bundled (native binaries, files read from disk). */
  readonly nodeModules?: readonly string[];
}

/**
 * A Lambda function with Alquimia's defaults written once:
 * - Node.js 22 on x86_64 (the sharp and Chromium binaries we ship are linux-x64);
 * - ESM bundle built by the locally installed esbuild (no Docker), minified, with source maps enabled at runtime;
 * - the AWS SDK left out of the bundle (the runtime provides v3);
 * - active X-Ray tracing and an explicit log group with the environment's retention.
 *
 * When a stack is synthesized without bundling (tests pass `aws:cdk:bundling-stacks: []`) and the entry does not
 * exist yet, an inline placeholder stands in so the infrastructure can be tested before every handler lands.
 * A real synth still fails on a missing entry.
 */
export class AlquimiaFunction extends Construct {
  readonly function: LambdaFunction;

  constructor(scope: Construct, id: string, props: AlquimiaFunctionProps) {
    super(scope, id);
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
      environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
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
      return;
    }

    this.function = new NodejsFunction(this, 'Function', {
      ...common,
      entry,
      handler,
      projectRoot,
      depsLockFilePath: fromRoot('package-lock.json'),
      bundling: {
        format: OutputFormat.ESM,
        target: 'node22',
        platform: 'node',
        mainFields: ['module', 'main'],
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        externalModules: ['@aws-sdk/*'],
        // Left undefined when empty: any list, even empty, makes CDK run an npm install per function.
        nodeModules: props.nodeModules?.length ? [...props.nodeModules] : undefined,
        // CommonJS dependencies call require() for built-ins; an ESM bundle has none unless we create it.
        banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
      },
    });
  }
}
