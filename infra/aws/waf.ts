import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { corsHeaders, gatewayProblem, inlineBodyLimit } from '../../shared/edge.js';
import { integerAboveRegex } from './api/integer-above.js';
import type { EnvironmentSettings } from './environments.js';

/**
 * The same rules on the API stage (REGIONAL) and on CloudFront (CLOUDFRONT): a per-IP rate-based rule, then AWS's
 * managed common rule set and known-bad-inputs rule set. Bodies are multipart uploads and data URLs, so the common
 * set's body-size rule only counts (the operation table's own limits answer 413 problems with the right shape).
 */
export type WebAclScope = 'REGIONAL' | 'CLOUDFRONT';

/** The common set's rule that blocks bodies over 8 KB at the edge: our uploads are larger by design. */
export const countedCommonRules = ['SizeRestrictions_BODY'] as const;

/**
 * API Gateway takes bodies up to 10 MB but base64-encodes binary ones for Lambda, whose requests hold 6 MB: a body
 * between about 4.4 and 10 MB would fail between the two as a bare 5xx. The API's ACL answers any declared length
 * over the inline limit with the contract's 413 problem first (a body under the limit that still fails would be
 * refused by the handler's own 413).
 */
const bodyTooLargeKey = 'body-too-large';
const throttledKey = 'throttled';

/** A block answered with the edge contract's problem (CORS included, so browsers can read it). */
const problemBlock = (responseCode: number, customResponseBodyKey: string) => ({
  block: {
    customResponse: {
      responseCode,
      customResponseBodyKey,
      responseHeaders: Object.entries(corsHeaders).map(([name, value]) => ({ name, value })),
    },
  },
});

function bodyTooLargeRule(visibility: (metricName: string) => CfnWebACL.VisibilityConfigProperty) {
  return {
    name: 'body-over-inline-limit',
    priority: 1,
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
  const managed = (priority: number, ruleGroup: string, counted: readonly string[] = []) => ({
    name: ruleGroup,
    priority,
    overrideAction: { none: {} },
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name: ruleGroup,
        ...(counted.length
          ? { ruleActionOverrides: counted.map((r) => ({ name: r, actionToUse: { count: {} } })) }
          : {}),
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
    ...(regional
      ? {
          // WAF has no request id to give; the problems are otherwise the gateway's own.
          customResponseBodies: {
            [bodyTooLargeKey]: {
              contentType: 'APPLICATION_JSON',
              content: JSON.stringify(gatewayProblem('too-large', '')),
            },
            [throttledKey]: {
              contentType: 'APPLICATION_JSON',
              content: JSON.stringify(gatewayProblem('throttled', '')),
            },
          },
        }
      : {}),
    rules: [
      {
        name: 'rate-per-ip',
        priority: 0,
        action: regional ? problemBlock(429, throttledKey) : { block: {} },
        statement: {
          rateBasedStatement: { limit: settings.wafRateLimitPer5Minutes, aggregateKeyType: 'IP' },
        },
        visibilityConfig: visibility('rate-per-ip'),
      },
      ...(regional ? [bodyTooLargeRule(visibility)] : []),
      managed(2, 'AWSManagedRulesCommonRuleSet', countedCommonRules),
      managed(3, 'AWSManagedRulesKnownBadInputsRuleSet'),
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
