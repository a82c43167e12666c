import type { Implementation } from '../core/implement.js';
import { createAll, discoverRegistrations } from '../core/registration.js';
import { type ImageDeps, imageImplementation } from './deps.js';
import { defaultImageDeps } from './wiring.js';

export type { AiImageDeps, ImageDeps } from './deps.js';

/** Every image entry of the table, each from its own file: `image.qr-code` is operations/qr-code.ts. */
const registrations = await discoverRegistrations(imageImplementation, (name) => import(`./operations/${name}.ts`));

/**
 * The image operations: embedded engines (sharp, qrcode, Chart.js on canvas) and the provider-backed ones. Deps left
 * out are the production ones (wiring.ts), each built at its first use.
 */
export function imageImplementations(deps: Partial<ImageDeps> = {}): readonly Implementation[] {
  return createAll(registrations, { ...defaultImageDeps(), ...deps });
}
