import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import {
  canonicalKeyHeader,
  corsHeaders,
  type GatewayAnswer,
  gatewayProblem,
  inlineBodyLimit,
  wafAnswerHeader,
} from '../../shared/edge.js';
import { integerAboveRegex } from './api/integer-above.js';
import type { EnvironmentSettings } from './environments.js';
import { countedCommonRules, type ManagedRuleGroupName, managedRuleGroups } from './waf-managed-rules.js';

/**
 * The same rules on the API stage (REGIONAL) and on CloudFront (CLOUDFRONT): rate-based rules per client (and per
 * key when one is sent), then AWS's managed common rule set and known-bad-inputs rule set. Every block WAF answers
 * itself, a managed rule's included, is the edge contract's problem with CORS headers at both scopes, as
 * `application/json` (the only JSON type WAF's custom bodies offer) marked by `wafAnswerHeader` (shared/edge.ts).
 */
export type WebAclScope = 'REGIONAL' | 'CLOUDFRONT';

/**
 * API Gateway takes bodies up to 10 MB but base64-encodes binary ones for Lambda, whose requests hold 6 MB: a body
 * between about 4.4 and 10 MB would fail between the two as a bare 5xx. The API's ACL answers any declared length
 * over the inline limit with the contract's 413 problem first (a body under the limit that still fails would be
 * refused by the handler's own 413).
 */
const bodyTooLargeKey = 'body-too-large';
export const throttledKey = 'throttled';
/** A managed rule's block: the request matched a rule against common attacks. */
const blockedKey = 'blocked';

/** Each custom response body's key and the gateway answer it holds. */
const bodyAnswers = {
  [throttledKey]: 'throttled',
  [bodyTooLargeKey]: 'too-large',
  [blockedKey]: 'blocked',
} as const satisfies Record<string, GatewayAnswer>;
type BodyKey = keyof typeof bodyAnswers;

/** A block answered with the edge contract's problem (CORS included, so browsers can read it). */
const problemBlock = (responseCode: number, customResponseBodyKey: BodyKey) => ({
  block: {
    customResponse: {
      responseCode,
      customResponseBodyKey,
      responseHeaders: [
        ...Object.entries(corsHeaders).map(([name, value]) => ({ name, value })),
        { name: wafAnswerHeader.name, value: wafAnswerHeader.value },
      ],
    },
  },
});

/**
 * The problem bodies WAF answers with. WAF has no request id to give; the problems are otherwise the gateway's own.
 * Custom bodies work in both scopes, so CloudFront's blocks are readable problems too, not its bare 403.
 */
function problemBodies(keys: readonly BodyKey[]): Record<string, CfnWebACL.CustomResponseBodyProperty> {
  return Object.fromEntries(
    keys.map((key) => [
      key,
      { contentType: 'APPLICATION_JSON', content: JSON.stringify(gatewayProblem(bodyAnswers[key], '')) },
    ]),
  );
}

/**
 * Every rule of a managed group overridden by name: counted ones to count, the others to a block that answers the
 * contract's 403 problem instead of the bare 403 a managed rule's own block gives (waf-managed-rules.ts).
 */
function managedOverrides(group: ManagedRuleGroupName, counted: readonly string[]) {
  return managedRuleGroups[group].map((name) => ({
    name,
    actionToUse: counted.includes(name) ? { count: {} } : problemBlock(403, blockedKey),
  }));
}

function bodyTooLargeRule(visibility: (metricName: string) => CfnWebACL.VisibilityConfigProperty) {
  return {
    name: 'body-over-inline-limit',
    priority: 2,
    action: problemBlock(413, bodyTooLargeKey),
    statement: {
      regexMatchStatement: {
        fieldToMatch: { singleHeader: { Name: 'content-length' } },
        regexString: integerAboveRegex(inlineBodyLimit),
        textTransformations: [{ priority: 0, type: 'NONE' }],
      },
    },
    visibilityConfig: visibility('body-over-inline-limit'),
  };
}

const noTransformation = [{ priority: 0, type: 'NONE' }];

/** Requests that carry no key in the header the authorizer is keyed by. */
const withoutKeyHeader = {
  notStatement: {
    statement: {
      sizeConstraintStatement: {
        fieldToMatch: { singleHeader: { Name: canonicalKeyHeader } },
        comparisonOperator: 'GT',
        size: 0,
        textTransformations: noTransformation,
      },
    },
  },
};

/**
 * How each scope sees the client. CloudFront's ACL sees the viewer's own address. The API's ACL sits behind
 * CloudFront, whose edge addresses are every caller's source there: the client is the first address of
 * X-Forwarded-For (which CloudFront fills). A request without a parseable one still counts (MATCH), in a bucket of
 * its own, instead of escaping the rule. The first address is the client's to write, so the unspoofable per-client
 * limit is the edge's; the API's rule only stops the edge's addresses from being one shared budget.
 */
function clientOf(scope: WebAclScope) {
  return scope === 'CLOUDFRONT'
    ? { key: { ip: {} }, aggregateKeyType: 'IP' as const, forwardedIpConfig: undefined }
    : {
        key: { forwardedIp: {} },
        aggregateKeyType: 'FORWARDED_IP' as const,
        forwardedIpConfig: { headerName: 'X-Forwarded-For', fallbackBehavior: 'MATCH' },
      };
}

/**
 * The rate-based rules: one per client address and API key (so customers behind one address, or behind CloudFront,
 * never share a budget), above the fastest plan's rate; and one per client address for requests without a key.
 * WAF leaves a request without every custom key out of a rule, hence the second rule. At the edge a key may still
 * be in any accepted header (CloudFront's function copies it into the canonical one after WAF has looked), so there
 * the keyless rule allows the keyed rate too.
 */
function rateRules(
  settings: EnvironmentSettings,
  scope: WebAclScope,
  visibility: (metricName: string) => CfnWebACL.VisibilityConfigProperty,
) {
  const { windowSeconds, perClientAndKey, perClientWithoutKey } = settings.wafRateLimits;
  const client = clientOf(scope);
  const forwarded = client.forwardedIpConfig === undefined ? {} : { forwardedIpConfig: client.forwardedIpConfig };
  return [
    {
      name: 'rate-per-client-and-key',
      priority: 0,
      action: problemBlock(429, throttledKey),
      statement: {
        rateBasedStatement: {
          limit: perClientAndKey,
          evaluationWindowSec: windowSeconds,
          aggregateKeyType: 'CUSTOM_KEYS',
          customKeys: [client.key, { header: { name: canonicalKeyHeader, textTransformations: noTransformation } }],
          ...forwarded,
        },
      },
      visibilityConfig: visibility('rate-per-client-and-key'),
    },
    {
      name: 'rate-per-client-without-key',
      priority: 1,
      action: problemBlock(429, throttledKey),
      statement: {
        rateBasedStatement: {
          limit: scope === 'CLOUDFRONT' ? perClientAndKey : perClientWithoutKey,
          evaluationWindowSec: windowSeconds,
          aggregateKeyType: client.aggregateKeyType,
          ...forwarded,
          scopeDownStatement: withoutKeyHeader,
        },
      },
      visibilityConfig: visibility('rate-per-client-without-key'),
    },
  ];
}

export function webAclProperties(
  settings: EnvironmentSettings,
  scope: WebAclScope,
): ConstructorParameters<typeof CfnWebACL>[2] {
  const name = `alquimia-${settings.name}-${scope === 'REGIONAL' ? 'api' : 'edge'}`;
  const visibility = (metricName: string) => ({
    cloudWatchMetricsEnabled: true,
    sampledRequestsEnabled: true,
    metricName: `${name}-${metricName}`,
  });
  const managed = (priority: number, ruleGroup: ManagedRuleGroupName, counted: readonly string[] = []) => ({
    name: ruleGroup,
    priority,
    overrideAction: { none: {} },
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name: ruleGroup,
        ruleActionOverrides: managedOverrides(ruleGroup, counted),
      },
    },
    visibilityConfig: visibility(ruleGroup),
  });
  const regional = scope === 'REGIONAL';
  return {
    name,
    scope,
    defaultAction: { allow: {} },
    visibilityConfig: visibility('acl'),
    customResponseBodies: problemBodies(
      regional ? [throttledKey, bodyTooLargeKey, blockedKey] : [throttledKey, blockedKey],
    ),
    rules: [
      ...rateRules(settings, scope, visibility),
      ...(regional ? [bodyTooLargeRule(visibility)] : []),
      managed(3, 'AWSManagedRulesCommonRuleSet', countedCommonRules),
      managed(4, 'AWSManagedRulesKnownBadInputsRuleSet'),
    ],
  };
}

/** The API stage's web ACL, in the API's region. */
export class RegionalWebAcl extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: { settings: EnvironmentSettings; stageArn: string }) {
    super(scope, id);
    this.webAcl = new CfnWebACL(this, 'Acl', webAclProperties(props.settings, 'REGIONAL'));
    new CfnWebACLAssociation(this, 'Association', {
      resourceArn: props.stageArn,
      webAclArn: this.webAcl.attrArn,
    });
  }
}

export interface EdgeWafStackProps extends StackProps {
  readonly settings: EnvironmentSettings;
}

/**
 * CloudFront only accepts web ACLs of scope CLOUDFRONT, which exist only in us-east-1: this stack is always deployed
 * there, whatever the environment's region, and the Web stack reads its ARN through a cross-region reference
 * (alquimia-app.ts).
 */
export class EdgeWafStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeWafStackProps) {
    super(scope, id, props);
    this.webAcl = new CfnWebACL(this, 'Acl', webAclProperties(props.settings, 'CLOUDFRONT'));
  }
}
