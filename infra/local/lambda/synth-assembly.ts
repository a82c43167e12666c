import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { operations } from '../../../shared/operations/index.js';
import { buildAlquimia } from '../../aws/alquimia-app.js';
import { resolveSettings } from '../../aws/environments.js';

/**
 * Synthesizes the dev stacks with bundling on into the given assembly folder, as `cdk synth` would: every asset
 * the folder lacks is bundled (infra/aws/bundling.ts; an asset already there is reused by its hash), and the
 * templates are written. Run as its own process (assembly.ts): CDK bundles synchronously, for minutes on a cold
 * folder. The site is not built: no function reads it.
 */
const [outdir] = process.argv.slice(2);
if (outdir === undefined) throw new Error('usage: synth-assembly.ts <outdir>');
const app = new App({ outdir, context: { env: 'dev' }, builtinCloudFormationValidation: false });
buildAlquimia(app, {
  settings: resolveSettings({ env: 'dev' }),
  operations,
  siteDir: join(tmpdir(), 'alquimia-no-site-build'),
});
app.synth();
