/**
 * `npm start`: the whole platform on this machine. Stand-ins for DynamoDB, S3, SQS and Cognito, the
 * gateway built from the operation table, the queue workers and the web app, with data kept in `.local/`
 * (bin/local-platform.ts). It runs in a process started as Lambda starts the functions' (function-process.ts):
 * this entry loads nothing else until it knows whether it is that process.
 */
import { relaunchedWithHeapTunables } from '../infra/local/function-process.js';

if (!relaunchedWithHeapTunables()) await import('./local-platform.js');
