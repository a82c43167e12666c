import { provisionUser } from '../core/accounts/wiring.js';
import { createFamilyHandler } from '../core/handler.js';
import { defaultDeps } from '../core/wiring.js';
import { answeringHead } from './head.js';
import { createPlatformImplementations } from './implementations.js';
import { defaultPlatformDeps } from './wiring.js';

/**
 * The platform family's Lambda: public operations (health of every dependency, the catalogue, the OpenAPI
 * document, the newsletter) and the dashboard's account calls. Deps are resolved at the first request (wiring.ts).
 */
export const implementations = createPlatformImplementations(defaultPlatformDeps());

export const handler = answeringHead(
  createFamilyHandler('platform', implementations, () => ({
    ...defaultDeps(),
    provision: provisionUser,
  })),
);
