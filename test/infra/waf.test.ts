import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AlquimiaStacks } from '../../infra/aws/alquimia-app.js';
import { managedRuleGroups } from '../../infra/aws/waf-managed-rules.js';
import { canonicalKeyHeader, gatewayProblem, wafAnswerHeader } from '../../shared/edge.js';
import { operations } from '../../shared/operations/index.js';
import { plans, requestRate } from '../../shared/plans.js';
import { buildTestApp, synthTimeout } from './helpers.js';

/**
 * The web ACLs in front of the API (REGIONAL, behind CloudFront) and of CloudFront itself, as synthesized for prod:
 * no plan is refused by WAF below the rate it is sold, customers never share a budget because they share CloudFront
 * (or an office), and WAF's own blocks are problems a browser can read.
 */
let stacks: AlquimiaStacks;
let acls: { scope: string; properties: AclProperties; raw: unknown }[];

const ruleSchema = z.looseObject({
  Name: z.string(),
  Action: z.looseObject({}).optional(),
  Statement: z.looseObject({
    RateBasedStatement: z
      .looseObject({
        Limit: z.number(),
        EvaluationWindowSec: z.number().optional(),
        AggregateKeyType: z.string(),
        CustomKeys: z.array(z.record(z.string(), z.unknown())).optional(),
        ForwardedIPConfig: z.object({ HeaderName: z.string(), FallbackBehavior: z.string() }).optional(),
        ScopeDownStatement: z.unknown().optional(),
      })
      .optional(),
    ManagedRuleGroupStatement: z
      .looseObject({
        Name: z.string(),
        RuleActionOverrides: z.array(z.object({ Name: z.string(), ActionToUse: z.unknown() })).optional(),
      })
      .optional(),
  }),
});
const aclSchema = z.object({
  Scope: z.string(),
  Rules: z.array(ruleSchema),
  CustomResponseBodies: z.record(z.string(), z.object({ ContentType: z.string(), Content: z.string() })).optional(),
});
type AclProperties = z.infer<typeof aclSchema>;

beforeAll(() => {
  stacks = buildTestApp('prod', operations);
  const edge = stacks.edgeWaf;
  if (edge === undefined) throw new Error('prod has a region, so it has the edge WAF stack');
  acls = [stacks.api, edge].flatMap((stack) =>
    Object.values(Template.fromStack(stack).findResources('AWS::WAFv2::WebACL')).map((resource) => {
      const raw = z.object({ Properties: z.unknown() }).parse(resource).Properties;
      const properties = aclSchema.parse(raw);
      return { scope: properties.Scope, properties, raw };
    }),
  );
}, synthTimeout);

/** What the fastest plan's token bucket lets one account send in a window: sustained rate plus one burst. */
const fastestPlanAllows = (windowSeconds: number) =>
  Math.max(
    ...[0, ...plans.map((p) => p.id)].map((id) => {
      const rate = requestRate(id);
      return rate.perSecond * windowSeconds + rate.burst;
    }),
  );

const rateRules = (properties: AclProperties) =>
  properties.Rules.flatMap((rule) =>
    rule.Statement.RateBasedStatement === undefined ? [] : [{ rule, rate: rule.Statement.RateBasedStatement }],
  );

describe('WAF rate rules', () => {
  it('sit on both the API and CloudFront', () => {
    expect(acls.map((a) => a.scope).sort()).toEqual(['CLOUDFRONT', 'REGIONAL']);
  });

  it("allow every plan's sold rate, per client address and key, derived from shared/plans.ts", () => {
    // 50 requests per second (Empresarial) is the fastest sold today.
    expect(fastestPlanAllows(1)).toBeGreaterThan(50);
    for (const { scope, properties } of acls) {
      const keyed = rateRules(properties).find(({ rate }) =>
        JSON.stringify(rate.CustomKeys ?? []).includes(canonicalKeyHeader),
      );
      expect(keyed, scope).toBeDefined();
      if (keyed === undefined) continue;
      const window = keyed.rate.EvaluationWindowSec ?? 300;
      expect(keyed.rate.Limit, scope).toBeGreaterThanOrEqual(fastestPlanAllows(window));
      expect(keyed.rate.AggregateKeyType).toBe('CUSTOM_KEYS');
      expect(keyed.rate.CustomKeys).toContainEqual({
        Header: { Name: canonicalKeyHeader, TextTransformations: [{ Priority: 0, Type: 'NONE' }] },
      });
    }
  });

  it("key the API's rules on the forwarded client address, not on CloudFront's edge addresses", () => {
    const regional = acls.find((a) => a.scope === 'REGIONAL')?.properties;
    expect(regional).toBeDefined();
    for (const { rule, rate } of rateRules(regional ?? aclSchema.parse({ Scope: '', Rules: [] }))) {
      expect(rate.AggregateKeyType, rule.Name).not.toBe('IP');
      expect(JSON.stringify(rate.CustomKeys ?? []), rule.Name).not.toContain('"IP"');
      expect(rate.ForwardedIPConfig, rule.Name).toEqual({ HeaderName: 'X-Forwarded-For', FallbackBehavior: 'MATCH' });
    }
    const edge = acls.find((a) => a.scope === 'CLOUDFRONT')?.properties;
    // CloudFront's own ACL sees the viewer's address.
    for (const { rate } of rateRules(edge ?? aclSchema.parse({ Scope: '', Rules: [] }))) {
      expect(rate.ForwardedIPConfig).toBeUndefined();
    }
  });

  it('still limit requests without a key (which WAF leaves out of a rule keyed on it), per client address', () => {
    for (const { scope, properties } of acls) {
      const keyless = rateRules(properties).filter(({ rate }) => rate.ScopeDownStatement !== undefined);
      expect(keyless, scope).toHaveLength(1);
      expect(JSON.stringify(keyless[0]?.rate.ScopeDownStatement)).toContain(`"Name":"${canonicalKeyHeader}"`);
      expect(JSON.stringify(keyless[0]?.rate.ScopeDownStatement)).toContain('NotStatement');
    }
  });

  it("answer 429 with the contract's problem and CORS headers at both scopes, not CloudFront's bare 403", () => {
    for (const { scope, properties } of acls) {
      for (const { rule } of rateRules(properties)) {
        const response = z
          .object({
            Block: z.object({
              CustomResponse: z.object({
                ResponseCode: z.number(),
                CustomResponseBodyKey: z.string(),
                ResponseHeaders: z.array(z.object({ Name: z.string(), Value: z.string() })),
              }),
            }),
          })
          .parse(rule.Action).Block.CustomResponse;
        expect(response.ResponseCode, `${scope} ${rule.Name}`).toBe(429);
        expect(response.ResponseHeaders).toContainEqual({ Name: 'Access-Control-Allow-Origin', Value: '*' });
        const body = properties.CustomResponseBodies?.[response.CustomResponseBodyKey];
        expect(body?.ContentType, scope).toBe('APPLICATION_JSON');
        expect(JSON.parse(body?.Content ?? '{}')).toMatchObject({ status: 429, code: 'quota_exceeded' });
      }
    }
  });
});

describe('managed common rule set', () => {
  it('only counts the body rules that refuse legitimate API payloads (HTML with scripts, links, large uploads)', () => {
    for (const { scope, properties } of acls) {
      const common = properties.Rules.find(
        (r) => r.Statement.ManagedRuleGroupStatement?.Name === 'AWSManagedRulesCommonRuleSet',
      );
      const overrides = common?.Statement.ManagedRuleGroupStatement?.RuleActionOverrides ?? [];
      const counted = overrides.filter((o) => JSON.stringify(o.ActionToUse) === '{"Count":{}}').map((o) => o.Name);
      expect(counted, scope).toEqual(
        expect.arrayContaining(['CrossSiteScripting_BODY', 'SizeRestrictions_BODY', 'GenericLFI_BODY']),
      );
      // The rest of the set still blocks (e.g. the metadata-address SSRF body rule).
      expect(counted, scope).not.toContain('EC2MetaDataSSRF_BODY');
      expect(overrides.find((o) => o.Name === 'EC2MetaDataSSRF_BODY')?.ActionToUse, scope).toHaveProperty('Block');
    }
  });
});

/** Every `Block` action anywhere in an ACL (default action, rule actions, managed rules' overrides), with its path. */
function blockActions(value: unknown, path = ''): { path: string; block: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => blockActions(item, `${path}[${i}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => [
    ...(key === 'Block' ? [{ path: `${path}.Block`, block: child }] : []),
    ...blockActions(child, `${path}.${key}`),
  ]);
}

const customBlock = z.object({
  CustomResponse: z.object({
    ResponseCode: z.number(),
    CustomResponseBodyKey: z.string(),
    ResponseHeaders: z.array(z.object({ Name: z.string(), Value: z.string() })),
  }),
});

const problemBody = z.object({
  type: z.string().url(),
  title: z.string().min(1),
  status: z.number().int(),
  detail: z.string().min(1),
  code: z.string().min(1),
});

describe("WAF's own answers are problems, never a bare 403", () => {
  it('gives every block action of every web ACL a custom response whose body key exists', () => {
    for (const { scope, properties, raw } of acls) {
      const blocks = blockActions(raw);
      expect(blocks.length, scope).toBeGreaterThan(0);
      for (const { path, block } of blocks) {
        const parsed = customBlock.safeParse(block);
        expect(parsed.success, `${scope} ${path} has no custom response`).toBe(true);
        if (!parsed.success) continue;
        const response = parsed.data.CustomResponse;
        expect(Object.keys(properties.CustomResponseBodies ?? {}), `${scope} ${path}`).toContain(
          response.CustomResponseBodyKey,
        );
        expect(response.ResponseHeaders, `${scope} ${path}`).toContainEqual({
          Name: 'Access-Control-Allow-Origin',
          Value: '*',
        });
        expect(response.ResponseHeaders, `${scope} ${path}`).toContainEqual({
          Name: wafAnswerHeader.name,
          Value: wafAnswerHeader.value,
        });
        const body = properties.CustomResponseBodies?.[response.CustomResponseBodyKey];
        expect(JSON.parse(body?.Content ?? '{}').status, `${scope} ${path}`).toBe(response.ResponseCode);
      }
    }
  });

  it("answers application/json bodies that parse as the contract's problems (WAF offers no problem+json)", () => {
    for (const { scope, properties } of acls) {
      const bodies = Object.entries(properties.CustomResponseBodies ?? {});
      expect(bodies.length, scope).toBeGreaterThan(0);
      for (const [key, body] of bodies) {
        expect(body.ContentType, `${scope} ${key}`).toBe('APPLICATION_JSON');
        const problem = problemBody.parse(JSON.parse(body.Content));
        expect(problem.type, `${scope} ${key}`).toMatch(/^https:\/\/alquimia\.dev\/problems\//);
      }
    }
    const edge = acls.find((a) => a.scope === 'CLOUDFRONT')?.properties.CustomResponseBodies ?? {};
    expect(Object.values(edge).map((b) => JSON.parse(b.Content))).toContainEqual(gatewayProblem('blocked', ''));
  });

  it("overrides every rule of every managed group by name, so no managed rule's own block (a bare 403) is left", () => {
    for (const { scope, properties } of acls) {
      const groups = properties.Rules.flatMap((r) =>
        r.Statement.ManagedRuleGroupStatement === undefined ? [] : [r.Statement.ManagedRuleGroupStatement],
      );
      expect(groups.length, scope).toBeGreaterThan(0);
      for (const group of groups) {
        const known = Object.entries(managedRuleGroups).find(([name]) => name === group.Name)?.[1];
        expect(known, `${scope} ${group.Name}: its rules are listed in waf-managed-rules.ts`).toBeDefined();
        const overridden = (group.RuleActionOverrides ?? []).map((o) => o.Name);
        expect([...overridden].sort(), `${scope} ${group.Name}`).toEqual([...(known ?? [])].sort());
        for (const override of group.RuleActionOverrides ?? []) {
          // Count or a custom block: the first test checks every block has its problem.
          expect(Object.keys(z.record(z.string(), z.unknown()).parse(override.ActionToUse)), override.Name).toEqual(
            expect.arrayContaining([expect.stringMatching(/^(Count|Block)$/)]),
          );
        }
      }
    }
  });
});
