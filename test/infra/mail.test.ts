import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type AlquimiaStacks, buildAlquimia } from '../../infra/aws/alquimia-app.js';
import {
  type EnvironmentSettings,
  environments,
  resolveSettings,
  settingsProblems,
} from '../../infra/aws/environments.js';
import { exportDelivery } from '../../infra/aws/export-delivery.js';
import { operations } from '../../shared/operations/index.js';
import { nagErrors, synthTimeout, testAccount, testRegion } from './helpers.js';

/**
 * The platform's transactional e-mail on AWS (functions/platform/account-data/mailer.ts, docs/newsletter.md#mail):
 * an environment's `mailFrom` gives the platform function `MAIL_FROM` and SendEmail on that sender's identity only;
 * without it the function gets neither, and no role in the app can send through SES.
 */

const synth = (extra: Partial<EnvironmentSettings>): { stacks: AlquimiaStacks; api: Template; jobs: Template } => {
  const settings: EnvironmentSettings = { ...environments.dev, account: testAccount, region: testRegion, ...extra };
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] }, builtinCloudFormationValidation: false });
  const stacks = buildAlquimia(app, { settings, operations, siteDir: join(tmpdir(), 'alquimia-no-site-build') });
  return { stacks, api: Template.fromStack(stacks.api), jobs: Template.fromStack(stacks.jobs) };
};

const lambdaSchema = z.object({
  Properties: z.object({
    Description: z.string().optional(),
    Environment: z.object({ Variables: z.record(z.string(), z.unknown()) }).optional(),
    Role: z.object({ 'Fn::GetAtt': z.tuple([z.string(), z.string()]) }),
  }),
});
const statementSchema = z.object({ Action: z.union([z.string(), z.array(z.string())]), Resource: z.unknown() });
const policySchema = z.object({
  Properties: z.object({
    PolicyDocument: z.object({ Statement: z.array(statementSchema) }),
    Roles: z.array(z.object({ Ref: z.string() })),
  }),
});

/** Every Lambda function of a template, with its variables and the role its policies are attached to. */
const functionsOf = (template: Template) =>
  Object.values(template.findResources('AWS::Lambda::Function')).map((raw) => {
    const { Description, Environment, Role } = lambdaSchema.parse(raw).Properties;
    return { description: Description ?? '', variables: Environment?.Variables ?? {}, role: Role['Fn::GetAtt'][0] };
  });

/** The statements of `template` that allow an SES send, with the roles holding them. */
const sesStatements = (template: Template) =>
  Object.values(template.findResources('AWS::IAM::Policy')).flatMap((raw) => {
    const { PolicyDocument, Roles } = policySchema.parse(raw).Properties;
    return PolicyDocument.Statement.filter((s) => [s.Action].flat().some((a) => a.startsWith('ses:'))).map((s) => ({
      roles: Roles.map((r) => r.Ref),
      actions: [s.Action].flat().sort(),
      resources: [s.Resource].flat().map((r) => JSON.stringify(r)),
    }));
  });

/** The crash sweep builds queued data exports and e-mails their link (functions/platform/account-data/export-queue.ts). */
const sweepOf = (template: Template) => {
  const found = functionsOf(template).filter((f) => f.description.includes('crash sweep'));
  expect(found).toHaveLength(1);
  return found[0] ?? { description: '', variables: {}, role: '' };
};

const platformOf = (template: Template) => {
  const found = functionsOf(template).filter((f) => f.description === 'Alquimia platform operations');
  expect(found).toHaveLength(1);
  return found[0] ?? { description: '', variables: {}, role: '' };
};

describe('transactional e-mail with mailFrom set', () => {
  let built: ReturnType<typeof synth>;
  beforeAll(() => {
    built = synth({ mailFrom: 'Alquimia <no-reply@mail.alquimia.example>', mailConfigurationSet: 'alquimia-dev' });
  }, synthTimeout);

  it('gives the platform function, the export builder and the sweep MAIL_FROM and the configuration set', () => {
    expect(platformOf(built.api).variables).toMatchObject({
      MAIL_FROM: 'Alquimia <no-reply@mail.alquimia.example>',
      MAIL_CONFIGURATION_SET: 'alquimia-dev',
    });
    expect(sweepOf(built.jobs).variables).toMatchObject({
      MAIL_FROM: 'Alquimia <no-reply@mail.alquimia.example>',
      MAIL_CONFIGURATION_SET: 'alquimia-dev',
    });
    const others = functionsOf(built.api)
      .concat(functionsOf(built.jobs))
      .filter(
        (f) =>
          f.description !== 'Alquimia platform operations' &&
          !f.description.includes('crash sweep') &&
          f.description !== exportDelivery.description &&
          'MAIL_FROM' in f.variables,
      );
    expect(others.map((f) => f.description)).toEqual([]);
  });

  it("lets only the platform function, the export builder and the sweep send, and only as the sender's address or domain", () => {
    const statements = [...sesStatements(built.api), ...sesStatements(built.jobs)];
    expect(statements).toHaveLength(3);
    const roles = statements.map((s) => s.roles);
    expect(roles).toContainEqual([platformOf(built.api).role]);
    expect(roles).toContainEqual([sweepOf(built.jobs).role]);
    expect(roles.every((r) => r.length === 1)).toBe(true);
    for (const other of statements.slice(1)) expect(other.resources).toEqual(statements[0]?.resources);
    const [statement] = statements;
    expect(statement?.actions).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
    const resources = statement?.resources ?? [];
    expect(resources).toHaveLength(3);
    const ses = `:ses:${testRegion}:${testAccount}:`;
    expect(resources.some((r) => r.includes(`${ses}identity/mail.alquimia.example"`))).toBe(true);
    expect(resources.some((r) => r.includes(`${ses}identity/no-reply@mail.alquimia.example"`))).toBe(true);
    expect(resources.some((r) => r.includes(`${ses}configuration-set/alquimia-dev"`))).toBe(true);
    expect(resources.join(' ')).not.toContain('*');
  });

  it('stays cdk-nag clean', () => {
    expect(nagErrors(built.stacks.api)).toEqual([]);
  });

  it("uses the stage's own configuration set and makes none", () => {
    expect(Object.keys(built.api.findResources('AWS::SES::ConfigurationSet'))).toEqual([]);
  });
});

describe('transactional e-mail with only mailFrom set', () => {
  let built: ReturnType<typeof synth>;
  beforeAll(() => {
    built = synth({ mailFrom: 'no-reply@mail.alquimia.example' });
  }, synthTimeout);

  it('makes a configuration set that suppresses addresses that bounced or complained, and sends through it', () => {
    const sets = Object.values(built.api.findResources('AWS::SES::ConfigurationSet'));
    expect(sets).toHaveLength(1);
    const { Name, SuppressionOptions } = z
      .object({
        Properties: z.object({
          Name: z.string(),
          SuppressionOptions: z.object({ SuppressedReasons: z.array(z.string()) }),
        }),
      })
      .parse(sets[0]).Properties;
    expect(SuppressionOptions.SuppressedReasons.sort()).toEqual(['BOUNCE', 'COMPLAINT']);
    expect(platformOf(built.api).variables).toMatchObject({ MAIL_CONFIGURATION_SET: Name });
    const [statement] = sesStatements(built.api);
    expect(statement?.resources.some((r) => r.includes(`configuration-set/${Name}"`))).toBe(true);
  });
});

describe('transactional e-mail without mailFrom', () => {
  let built: ReturnType<typeof synth>;
  beforeAll(() => {
    built = synth({});
  }, synthTimeout);

  it('gives no function MAIL_FROM and no role an SES permission (the mailer stays "none")', () => {
    expect(Object.keys(built.api.findResources('AWS::SES::ConfigurationSet'))).toEqual([]);
    const withMail = [...functionsOf(built.api), ...functionsOf(built.jobs)].filter(
      (f) => 'MAIL_FROM' in f.variables || 'MAIL_CONFIGURATION_SET' in f.variables,
    );
    expect(withMail).toEqual([]);
    expect([...sesStatements(built.api), ...sesStatements(built.jobs)]).toEqual([]);
  });
});

describe('mailFrom in cdk.json', () => {
  it('takes a name and address per environment, and refuses what is not one', () => {
    const overrides = { dev: { mailFrom: 'Alquimia <no-reply@alquimia.example>' } };
    expect(resolveSettings({ env: 'dev', overrides }).mailFrom).toBe('Alquimia <no-reply@alquimia.example>');
    expect(() => resolveSettings({ env: 'dev', overrides: { dev: { mailFrom: 'no-reply' } } })).toThrow(
      /Name <address>/,
    );
  });

  it('refuses a configuration set without a sender', () => {
    expect(settingsProblems({ ...environments.dev, mailConfigurationSet: 'alquimia-dev' })).toEqual([
      expect.stringContaining('mailConfigurationSet needs mailFrom'),
    ]);
  });
});
