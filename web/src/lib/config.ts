import { type WebConfig, webConfigSchema } from '../../../shared/web-config.js';
import { loadRawConfig } from './config-source.js';

/**
 * The whole runtime configuration (`/config.json`), validated by the shared schema. Its schema library is heavy,
 * so only the auth module and the dashboard ask for it; the API client reads the base path alone
 * (`config-source.ts`).
 */
export const loadWebConfig = async (): Promise<WebConfig> => webConfigSchema.parse(await loadRawConfig());
