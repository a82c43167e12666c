import { createFamilyHandler } from '../core/handler.js';
import { defaultDeps } from '../core/wiring.js';
import { createVerifyImplementations } from './implementations.js';
import { productionVerifyDeps } from './wiring.js';

/** The verify family's Lambda: e-mail and WhatsApp number checks; engines are built at the first request. */
export const implementations = createVerifyImplementations(productionVerifyDeps());

export const handler = createFamilyHandler('verify', implementations, defaultDeps);
