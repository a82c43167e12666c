import { Template } from 'aws-cdk-lib/assertions';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accessRecordMonths, accessRecordRetention } from '../../infra/aws/access-records.js';
import { environments } from '../../infra/aws/environments.js';
import { operations } from '../../shared/operations/index.js';
import { buildTestApp } from './helpers.js';

/**
 * Records of access (IP address, date and time of each request) are kept six months in every environment
 * (infra/aws/access-records.ts, docs/privacy.md#retention): the API's access log, CloudFront's standard logs and the
 * buckets' server access logs. Dev keeps its other logs a week, so a shorter access-record retention would show
 * there first.
 */
const logGroup = z.object({ Properties: z.object({ RetentionInDays: z.number() }) });
const bucket = z.object({
  Properties: z.object({
    LifecycleConfiguration: z.object({ Rules: z.array(z.object({ ExpirationInDays: z.number().optional() })) }),
  }),
});

/** The resources of a template whose logical id starts with `prefix`. */
function named(template: Template, type: string, prefix: string): unknown[] {
  return Object.entries(template.findResources(type)).flatMap(([id, resource]) =>
    id.startsWith(prefix) ? [resource] : [],
  );
}

const expirations = (resource: unknown): number[] =>
  bucket
    .parse(resource)
    .Properties.LifecycleConfiguration.Rules.flatMap((r) =>
      r.ExpirationInDays === undefined ? [] : [r.ExpirationInDays],
    );

describe('records of access are kept six months', () => {
  it('is six months in days, and dev keeps its other logs for less', () => {
    expect(accessRecordRetention).toBe(RetentionDays.SIX_MONTHS);
    expect(accessRecordRetention).toBe(180);
    expect(accessRecordMonths * 30).toBe(accessRecordRetention);
    expect(environments.dev.logRetention).toBeLessThan(accessRecordRetention);
  });

  describe.each(['dev', 'prod'] as const)('%s', (env) => {
    let api: Template;
    let data: Template;
    let web: Template;
    beforeAll(() => {
      const stacks = buildTestApp(env, operations);
      api = Template.fromStack(stacks.api);
      data = Template.fromStack(stacks.data);
      web = Template.fromStack(stacks.web);
    }, 120_000);

    it("in the API's access log", () => {
      const groups = named(api, 'AWS::Logs::LogGroup', 'AccessLogs');
      expect(groups).toHaveLength(1);
      expect(logGroup.parse(groups[0]).Properties.RetentionInDays).toBeGreaterThanOrEqual(accessRecordRetention);
    });

    it("in CloudFront's logs and the buckets' server access logs", () => {
      const buckets = [...named(web, 'AWS::S3::Bucket', 'Logs'), ...named(data, 'AWS::S3::Bucket', 'AccessLogs')];
      expect(buckets).toHaveLength(2);
      for (const b of buckets) {
        const days = expirations(b);
        expect(days.length).toBeGreaterThan(0);
        for (const d of days) expect(d).toBeGreaterThanOrEqual(accessRecordRetention);
      }
    });
  });
});
