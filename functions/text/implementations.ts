import type { Implementation } from '../core/implement.js';
import { createAll, discoverRegistrations } from '../core/registration.js';
import { type TextDeps, textImplementation } from './deps.js';

export type { ScriptWriters, TextDeps } from './deps.js';

/** Every text entry of the table, each from its own file: `text.extract-web-info` is operations/extract-web-info.ts. */
const registrations = await discoverRegistrations(textImplementation, (name) => import(`./operations/${name}.ts`));

/** The text family's operations bound to their table entries, with their engines. */
export function createTextImplementations(deps: TextDeps): readonly Implementation[] {
  return createAll(registrations, deps);
}
