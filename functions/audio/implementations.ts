import type { Implementation } from '../core/implement.js';
import { createAll, discoverRegistrations } from '../core/registration.js';
import { type AudioWiring, audioImplementation } from './deps.js';

export type { AudioEngines } from './deps.js';

/** Every audio entry of the table, each from its own file: `audio.speech-to-text` is operations/speech-to-text.ts. */
const registrations = await discoverRegistrations(audioImplementation, (name) => import(`./operations/${name}.ts`));

/** The audio family's operations bound to their table entries. `engines` is memoised by the caller. */
export function createAudioImplementations(engines: AudioWiring): readonly Implementation[] {
  return createAll(registrations, engines);
}
