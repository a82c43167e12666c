import { operationPrice } from '../../shared/operations/index.js';
import { createFamilyHandler } from '../core/handler.js';
import { logger } from '../core/logger.js';
import { createMcpImplementations } from './implementations.js';
import { mcpDeps } from './wiring.js';

/**
 * The MCP endpoint's Lambda (`POST /api/mcp`). Its pipeline authenticates the key and parses the JSON-RPC body,
 * with no meter and no idempotency store: the endpoint is free and outside the daily quota; each tool call is
 * metered, charged and made idempotent by the pipeline of the operation it runs (see call.ts).
 */

export const implementations = createMcpImplementations({ server: mcpDeps });

export const handler = createFamilyHandler('mcp', implementations, () => ({
  logger,
  now: () => new Date(),
  price: operationPrice,
}));
