#!/usr/bin/env node
import { App } from 'aws-cdk-lib';
import { buildAlquimia } from '../infra/aws/alquimia-app.js';
import { resolveSettings } from '../infra/aws/environments.js';
import { operations } from '../shared/operations/index.js';

// `cdk synth -c env=prod`: everything else about an environment lives in infra/aws/environments.ts.
const app = new App();
const settings = resolveSettings({
  env: app.node.tryGetContext('env'),
  overrides: app.node.tryGetContext('alquimia'),
  publicBaseUrl: app.node.tryGetContext('publicBaseUrl'),
});
buildAlquimia(app, { settings, operations });
app.synth();
