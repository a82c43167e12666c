import type { Implementation } from '../core/implement.js';
import { createAll, discoverRegistrations } from '../core/registration.js';
import { type VerifyDeps, verifyImplementation } from './deps.js';

export type { VerifyDeps } from './deps.js';

/** Every verify entry of the table, each from its own file: `verify.email` is operations/email.ts. */
const registrations = await discoverRegistrations(verifyImplementation, (name) => import(`./operations/${name}.ts`));

/** The verify family's operations. Both work without any provider; WhatsApp presence needs one. */
export function createVerifyImplementations(deps: VerifyDeps): readonly Implementation[] {
  return createAll(registrations, deps);
}
