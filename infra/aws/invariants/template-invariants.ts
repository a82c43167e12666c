import { readdirSync, statSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { Annotations, type IAspect, Reference, Stack, Stage, Token, Tokenization } from 'aws-cdk-lib';
import { CfnMethod } from 'aws-cdk-lib/aws-apigateway';
import { CfnEventSourceMapping, CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { CfnQueue } from 'aws-cdk-lib/aws-sqs';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { IConstruct } from 'constructs';
import { canonicalKeyHeader, gatewayTimeoutMs } from '../../../shared/edge.js';
import { eventSourceVisibilityFactor } from '../queue-timing.js';
import { managedRuleGroups } from '../waf-managed-rules.js';
import {
  assetBudgetBytes,
  defaultFunctionTimeoutSeconds,
  defaultVisibilitySeconds,
  defaultWafWindowSeconds,
  minimumKeyedRateLimit,
} from './limits.js';

/**
 * Deployment rules a template can break without CloudFormation noticing until a deploy fails, or until customers
 * do. Applied to the whole app (alquimia-app.ts): when the aspect visits the root, every construct exists, and each
 * rule looks across stacks (a queue in Data, its consumer in Jobs). A broken rule is an error annotation on the
 * offending resource, which makes `cdk synth` and `cdk deploy` fail and names the resource.
 */
export class TemplateInvariants implements IAspect {
  visit(node: IConstruct): void {
    if (node.node.scope !== undefined) return;
    const all = node.node.findAll();
    const queues = all.filter((c): c is CfnQueue => c instanceof CfnQueue);
    const functions = all.filter((c): c is CfnFunction => c instanceof CfnFunction);
    for (const c of all) {
      if (c instanceof CfnEventSourceMapping) checkEventSource(c);
      else if (c instanceof CfnMethod) checkRoute(c, functions);
      else if (c instanceof CfnFunction) checkAssetSize(c);
      else if (c instanceof CfnWebACL) {
        checkRateLimits(c);
        checkWafResponses(c);
      }
    }
    checkDeadLetters(queues);
  }
}

const fail = (scope: IConstruct, rule: string, message: string) =>
  Annotations.of(scope).addError(`[alquimia:${rule}] ${message}`);

/** A property of an object of unknown shape (L1 properties may be plain objects or tokens). */
const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined;

/** The constructs a token string refers to (Ref, Fn::GetAtt), whatever it is concatenated with. */
function referencedTargets(value: unknown): IConstruct[] {
  if (typeof value !== 'string' || !Token.isUnresolved(value)) return [];
  return Tokenization.reverseString(value)
    .tokens.filter((token): token is Reference => token instanceof Reference)
    .map((reference) => reference.target);
}

function referencedOf<T>(value: unknown, type: abstract new (...args: never[]) => T): T | undefined {
  return referencedTargets(value).find((target): target is T & IConstruct => target instanceof type);
}

/** A number that is known at synth (not a token), or the default when absent. */
function known(value: unknown, fallback: number): number | undefined {
  if (value === undefined) return fallback;
  return typeof value === 'number' && !Token.isUnresolved(value) ? value : undefined;
}

function checkEventSource(mapping: CfnEventSourceMapping): void {
  const queue = referencedOf(mapping.eventSourceArn, CfnQueue);
  const fn = referencedOf(mapping.functionName, CfnFunction);
  if (queue === undefined || fn === undefined) return;
  const visibility = known(queue.visibilityTimeout, defaultVisibilitySeconds);
  const timeout = known(fn.timeout, defaultFunctionTimeoutSeconds);
  if (visibility === undefined || timeout === undefined) return;
  if (visibility < eventSourceVisibilityFactor * timeout) {
    fail(
      mapping,
      'event-source-visibility',
      `${queue.node.path} hides a message ${visibility} s, under ${eventSourceVisibilityFactor} × the ${timeout} s ` +
        `timeout of its consumer ${fn.node.path}: Lambda refuses or redelivers while the first invocation runs.`,
    );
  }
}

/** Every queue either redrives to a dead-letter queue or is one; otherwise a poison message loops until it expires. */
function checkDeadLetters(queues: readonly CfnQueue[]): void {
  const deadLetters = new Set<IConstruct>();
  for (const queue of queues) {
    const target = redriveTarget(queue);
    if (target !== undefined) deadLetters.add(target);
  }
  for (const queue of queues) {
    if (queue.redrivePolicy === undefined && !deadLetters.has(queue)) {
      fail(queue, 'queue-dead-letter', `${queue.node.path} has no dead-letter queue (redrivePolicy).`);
    }
  }
}

function redriveTarget(queue: CfnQueue): IConstruct | undefined {
  const policy: unknown = queue.redrivePolicy;
  if (typeof policy !== 'object' || policy === null) return undefined;
  return referencedOf(field(policy, 'deadLetterTargetArn'), CfnQueue);
}

/**
 * The functions of the method's stack that an integration URI invokes. The URI wraps the function's ARN in lazy
 * tokens, so it is resolved and searched for the function's logical id rather than reversed.
 */
function invokedFunctions(method: CfnMethod, uri: unknown, functions: readonly CfnFunction[]): CfnFunction[] {
  if (uri === undefined) return [];
  const stack = Stack.of(method);
  const resolved = JSON.stringify(stack.resolve(uri));
  return functions.filter((fn) => Stack.of(fn) === stack && resolved.includes(`"${stack.getLogicalId(fn)}"`));
}

/** A route answers within API Gateway's 29 s, and the function behind it cannot outlive that. */
function checkRoute(method: CfnMethod, functions: readonly CfnFunction[]): void {
  const integration: unknown = method.integration;
  if (typeof integration !== 'object' || integration === null) return;
  const timeoutMs = known(field(integration, 'timeoutInMillis'), gatewayTimeoutMs);
  if (timeoutMs !== undefined && timeoutMs > gatewayTimeoutMs) {
    fail(method, 'integration-timeout', `${method.node.path} waits ${timeoutMs} ms, over API Gateway's 29 s.`);
  }
  for (const fn of invokedFunctions(method, field(integration, 'uri'), functions)) {
    const timeout = known(fn.timeout, defaultFunctionTimeoutSeconds);
    if (timeout !== undefined && timeout * 1000 > Math.min(timeoutMs ?? gatewayTimeoutMs, gatewayTimeoutMs)) {
      fail(
        method,
        'route-function-timeout',
        `${fn.node.path} may run ${timeout} s behind the synchronous route ${method.node.path}: it would finish, ` +
          'and charge, after the caller got a 504. Send longer work to a job.',
      );
    }
  }
}

/**
 * The asset folder a function deploys, in the assembly folder: named by CDK's asset metadata (which the CLI turns
 * on), else by the asset hash in the code's S3 key (`<hash>.zip` is staged as `asset.<hash>`), as in-process synths
 * without the metadata have it.
 */
function assetFolder(fn: CfnFunction): string | undefined {
  const outdir = Stage.of(fn)?.outdir;
  const path: unknown = fn.getMetadata('aws:asset:path');
  if (typeof path === 'string') return isAbsolute(path) ? path : outdir === undefined ? undefined : join(outdir, path);
  const key = field(fn.code, 's3Key');
  const hash = typeof key === 'string' ? /^([0-9a-f]{64})\.zip$/.exec(key)?.[1] : undefined;
  return hash === undefined || outdir === undefined ? undefined : join(outdir, `asset.${hash}`);
}

function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const stat = statSync(join(dir, entry), { throwIfNoEntry: false });
    if (stat?.isFile()) total += stat.size;
  }
  return total;
}

function checkAssetSize(fn: CfnFunction): void {
  const dir = assetFolder(fn);
  const stat = dir === undefined ? undefined : statSync(dir, { throwIfNoEntry: false });
  if (dir === undefined || !stat?.isDirectory()) return;
  const bytes = folderBytes(dir);
  if (bytes > assetBudgetBytes) {
    const mib = (n: number) => (n / 1024 / 1024).toFixed(1);
    fail(
      fn,
      'asset-size',
      `${fn.node.path} deploys ${mib(bytes)} MiB unzipped, over the ${mib(assetBudgetBytes)} MiB budget under ` +
        "Lambda's 250 MB limit.",
    );
  }
}

/**
 * A rate-based rule that counts keyed API calls (no scope-down, or keyed on the API key header) allows at least what
 * the fastest plan sells. Scoped rules without the key (keyless dashboard calls, sign-ups) limit other traffic.
 */
function checkRateLimits(acl: CfnWebACL): void {
  const rules: unknown = acl.rules;
  if (!Array.isArray(rules)) return;
  const list: readonly unknown[] = rules;
  for (const rule of list) {
    const statement = field(field(rule, 'statement'), 'rateBasedStatement');
    if (typeof statement !== 'object' || statement === null) continue;
    const limit = field(statement, 'limit');
    const window = field(statement, 'evaluationWindowSec') ?? defaultWafWindowSeconds;
    if (typeof limit !== 'number' || typeof window !== 'number') continue;
    const keyed = JSON.stringify(field(statement, 'customKeys') ?? []).includes(`"${canonicalKeyHeader}"`);
    const scoped = field(statement, 'scopeDownStatement') !== undefined;
    if (scoped && !keyed) continue;
    const minimum = minimumKeyedRateLimit(window);
    if (limit < minimum) {
      fail(
        acl,
        'waf-rate-limit',
        `${acl.node.path} rule ${String(field(rule, 'name'))} allows ${limit} requests per ${window} s, under the ${minimum} ` +
          'the fastest plan may send (shared/plans.ts): WAF would refuse customers below what they pay for.',
      );
    }
  }
}

/** Every `block` action inside a web ACL's properties (default action, rule actions, managed rules' overrides). */
function blocksIn(value: unknown, path: string): { path: string; block: unknown }[] {
  if (Array.isArray(value)) {
    const list: readonly unknown[] = value;
    return list.flatMap((item, i) => blocksIn(item, `${path}[${i}]`));
  }
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => [
    ...(key === 'block' ? [{ path: `${path}.block`, block: child }] : []),
    ...blocksIn(child, `${path}.${key}`),
  ]);
}

/**
 * WAF's own answers are the edge contract's problems (docs/edge.md): every block has a custom response whose body the
 * ACL defines, and every managed group overrides each rule waf-managed-rules.ts lists for it. A bare block, or a
 * managed rule left to its own block, answers CloudFront's or API Gateway's 403 with no CORS and no JSON.
 */
function checkWafResponses(acl: CfnWebACL): void {
  const bodies: unknown = acl.customResponseBodies;
  const bodyKeys = typeof bodies === 'object' && bodies !== null ? Object.keys(bodies) : [];
  for (const { path, block } of blocksIn({ defaultAction: acl.defaultAction, rules: acl.rules }, 'properties')) {
    const key = field(field(block, 'customResponse'), 'customResponseBodyKey');
    if (typeof key !== 'string' || !bodyKeys.includes(key)) {
      fail(acl, 'waf-bare-block', `${acl.node.path} ${path} blocks without a custom response body this ACL defines.`);
    }
  }
  const rules: unknown = acl.rules;
  if (!Array.isArray(rules)) return;
  const list: readonly unknown[] = rules;
  for (const rule of list) {
    const group = field(field(rule, 'statement'), 'managedRuleGroupStatement');
    if (typeof group !== 'object' || group === null) continue;
    const name = String(field(group, 'name'));
    const known = Object.entries(managedRuleGroups).find(([groupName]) => groupName === name)?.[1];
    const overrides: unknown = field(group, 'ruleActionOverrides');
    const overridden = Array.isArray(overrides) ? overrides.map((o: unknown) => field(o, 'name')) : [];
    const missing = known === undefined ? ['(its rules are not listed)'] : known.filter((r) => !overridden.includes(r));
    if (missing.length > 0) {
      fail(
        acl,
        'waf-bare-block',
        `${acl.node.path} managed group ${name} leaves ${missing.join(', ')} to its own bare 403 ` +
          '(list and override every rule: infra/aws/waf-managed-rules.ts).',
      );
    }
  }
}
