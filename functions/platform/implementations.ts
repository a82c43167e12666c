import type { Implementation } from '../core/implement.js';
import { createAll, discoverRegistrations } from '../core/registration.js';
import { type PlatformDeps, platformImplementation } from './deps.js';

export type { AccountDataDeps, PlatformDeps } from './deps.js';

/** Every platform entry of the table, each from its own file: `platform.user-keys` is operations/user-keys.ts. */
const registrations = await discoverRegistrations(platformImplementation, (name) => import(`./operations/${name}.ts`));

/** The platform family's operations bound to their table entries; every dep is resolved at its first call. */
export function createPlatformImplementations(deps: PlatformDeps): readonly Implementation[] {
  return createAll(registrations, deps);
}
