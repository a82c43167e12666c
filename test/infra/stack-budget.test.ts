import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { operations } from '../../shared/operations/index.js';
import { buildTestApp } from './helpers.js';

/**
 * CloudFormation refuses a stack over 500 resources, and the Api stack grows by about four with every new path
 * (resource, method, CORS preflight, 405 catch-all). 400 keeps a hundred in reserve: when a stack nears it, split
 * before the limit makes a release undeployable (the job workers already moved to the Jobs stack, the alarms to Ops).
 */
const budget = 400;

describe('stack sizes', () => {
  it.each(['dev', 'prod'] as const)('every %s stack stays under 400 resources', (env) => {
    const stacks = buildTestApp(env, operations);
    const sizes = Object.fromEntries(
      Object.values(stacks).map((stack) => [
        stack.stackName,
        Object.keys(Template.fromStack(stack).toJSON().Resources ?? {}).length,
      ]),
    );
    for (const [name, size] of Object.entries(sizes)) expect(size, name).toBeLessThan(budget);
    expect(Object.keys(sizes)).toEqual(expect.arrayContaining([`Alquimia-${env}-Api`, `Alquimia-${env}-Jobs`]));
  });
});
