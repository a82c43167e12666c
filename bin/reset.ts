/** `npm run reset`: forgets every local account, file, job and e-mail by wiping `.local/`. */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { projectRoot } from '../infra/local/platform.js';

const dataDir = join(projectRoot, '.local');
await rm(dataDir, { recursive: true, force: true });
process.stdout.write(`Removed ${dataDir}. The next npm start begins from scratch.\n`);
