import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import type { EnvironmentSettings } from './environments.js';

/**
 * The same rules on the API stage (REGIONAL) and on CloudFront (CLOUDFRONT): a per-IP rate-based rule, then AWS's
 * managed common rule set and known-bad-inputs rule set. Bodies are multipart uploads and data URLs, so the common
 * set's body-size rule only counts (the operation table's own limits answer 413 problems with the right shape).
 */
export type WebAclScope = 'REGIONAL' | 'CLOUDFRONT';

/** The common set's rule that blocks bodies over 8 KB at the edge: our uploads are larger by design. */
export const countedCommonRules = ['SizeRestrictions_BODY'] as const;

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
  return {
    name,
    scope,
    defaultAction: { allow: {} },
    visibilityConfig: visibility('acl'),
    rules: [
      {
        name: 'rate-per-ip',
        priority: 0,
        action: { block: {} },
        statement: {
          rateBasedStatement: { limit: settings.wafRateLimitPer5Minutes, aggregateKeyType: 'IP' },
        },
        visibilityConfig: visibility('rate-per-ip'),
      },
      managed(1, 'AWSManagedRulesCommonRuleSet', countedCommonRules),
      managed(2, 'AWSManagedRulesKnownBadInputsRuleSet'),
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
