import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Runtime } from 'aws-cdk-lib/aws-lambda';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fromRoot } from '../../../infra/aws/paths.js';
import { nodeDistribution } from '../../../infra/local/lambda/node-runtime.js';

/**
 * The functions run on Lambda's Node.js 22 (AlquimiaFunction's Runtime.NODEJS_22_X), and so do the tests and `npm
 * start`: npm's `node` package, pinned as a dev dependency, puts Node 22 first on every npm script's PATH, whatever
 * Node ran `npm install`. Nothing installed may need a newer Node than the one that runs it.
 */
const lambdaRuntime = Runtime.NODEJS_22_X.name;
const lambdaMajor = Number(/^nodejs(\d+)\.x$/.exec(lambdaRuntime)?.[1]);

const manifestSchema = z.object({
  name: z.string().optional(),
  version: z.string().optional(),
  engines: z.object({ node: z.string().optional() }).partial().optional().catch(undefined),
});

/** Every installed package's manifest (top level and nested node_modules). */
function* manifests(dir: string): Generator<{ path: string; manifest: z.infer<typeof manifestSchema> }> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const folder = join(dir, entry.name);
    if (entry.name.startsWith('@')) {
      yield* manifests(folder);
      continue;
    }
    const file = join(folder, 'package.json');
    try {
      yield { path: folder, manifest: manifestSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) };
    } catch {
      continue;
    }
    try {
      yield* manifests(join(folder, 'node_modules'));
    } catch {
      // No nested node_modules.
    }
  }
}

describe('one Node major where the functions run', () => {
  it("runs the tests on the Node major of the functions' Lambda runtime", () => {
    expect(Number(process.versions.node.split('.')[0])).toBe(lambdaMajor);
  });

  it('takes that Node from the pinned "node" dev dependency, the same binary the sandbox mounts as /var/lang', () => {
    const pkg = z
      .object({ engines: z.object({ node: z.string() }), devDependencies: z.record(z.string(), z.string()) })
      .parse(JSON.parse(readFileSync(fromRoot('package.json'), 'utf8')));
    expect(pkg.engines.node).toBe(`${lambdaMajor}.x`);
    expect(pkg.devDependencies.node).toMatch(new RegExp(`^${lambdaMajor}\\.\\d+\\.\\d+$`));
    expect(nodeDistribution(lambdaRuntime).version).toBe(`v${pkg.devDependencies.node}`);
    expect(process.version).toBe(`v${pkg.devDependencies.node}`);
  });

  it('installs no package whose engines need a newer Node than the one the tests and Lambda run', () => {
    const refused: string[] = [];
    for (const { path, manifest } of manifests(fromRoot('node_modules'))) {
      const range = manifest.engines?.node;
      if (range === undefined || semver.validRange(range) === null) continue;
      if (!semver.satisfies(process.version, range, { includePrerelease: true })) {
        refused.push(`${manifest.name ?? path}@${manifest.version ?? '?'} needs node ${range}`);
      }
    }
    expect(refused).toEqual([]);
  });
});
