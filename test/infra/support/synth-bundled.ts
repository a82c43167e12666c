import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { buildAlquimia } from '../../../infra/aws/alquimia-app.js';
import { resolveSettings } from '../../../infra/aws/environments.js';
import { operations } from '../../../shared/operations/index.js';

/**
 * Builds the dev stacks with bundling on into the given assembly folder, so every missing asset is bundled (the
 * same code as `cdk synth`). Run as its own process by bundled.test.ts: CDK bundles synchronously, which would
 * block the test worker for minutes on a cold cache.
 */
const [outdir] = process.argv.slice(2);
if (outdir === undefined) throw new Error('usage: synth-bundled.ts <outdir>');
const app = new App({ outdir, context: { env: 'dev' }, builtinCloudFormationValidation: false });
buildAlquimia(app, {
  settings: resolveSettings({ env: 'dev' }),
  operations,
  siteDir: join(tmpdir(), 'alquimia-no-site-build'),
});
