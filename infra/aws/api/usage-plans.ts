import { ApiKey, type RestApi, UsagePlan } from 'aws-cdk-lib/aws-apigateway';
import { Construct } from 'constructs';
import type { EnvironmentSettings } from '../environments.js';

/**
 * One usage plan per customer tier, each with one API Gateway key. Customer keys are never API Gateway keys
 * (the regional limit is 10,000): the authorizer returns the tier's key value as `usageIdentifierKey`.
 *
 * These values are not credentials. With `apiKeySourceType: AUTHORIZER` API Gateway ignores any key a client
 * sends and only uses what the authorizer returns, so the values only name a tier and can live in configuration.
 */
export class UsagePlans extends Construct {
  /** Plan id → API Gateway key value, for the authorizer's environment. */
  readonly keyValues: Readonly<Record<string, string>>;

  constructor(scope: Construct, id: string, props: { readonly api: RestApi; readonly settings: EnvironmentSettings }) {
    super(scope, id);
    const values: Record<string, string> = {};
    for (const tier of props.settings.usageTiers) {
      const value = `alquimia-${props.settings.name}-usage-tier-${tier.name}`;
      const key = new ApiKey(this, `Key-${tier.name}`, {
        apiKeyName: value,
        value,
        description: `Usage tier ${tier.name} (plan ${tier.planId}); selected by the authorizer`,
      });
      const plan = new UsagePlan(this, `Plan-${tier.name}`, {
        name: `alquimia-${props.settings.name}-${tier.name}`,
        throttle: { rateLimit: tier.rateLimit, burstLimit: tier.burstLimit },
        apiStages: [{ api: props.api, stage: props.api.deploymentStage }],
      });
      plan.addApiKey(key);
      values[String(tier.planId)] = value;
    }
    this.keyValues = values;
  }
}
