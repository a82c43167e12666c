import { accountDataOperations } from './account-data.js';
import { audioOperations } from './audio.js';
import { billingOperations } from './billing.js';
import { fileOperations } from './files.js';
import { imageOperations } from './image.js';
import { jobsOperations } from './jobs.js';
import { mcpOperations } from './mcp.js';
import { newsletterOperations } from './newsletter.js';
import { pdfOperations } from './pdf.js';
import { platformOperations } from './platform.js';
import { recoveryOperations } from './recovery.js';
import { requestOperations } from './requests.js';
import { textOperations } from './text.js';
import type { Family, HttpMethod, Operation } from './types.js';
import { userOperations } from './user.js';
import { verifyOperations } from './verify.js';
import { videoOperations } from './video.js';

/** Every HTTP operation of the platform, once. Infra, the local gateway, handlers, docs and the web read this. */
export const operations: readonly Operation[] = [
  ...platformOperations,
  ...newsletterOperations,
  ...userOperations,
  ...recoveryOperations,
  ...requestOperations,
  ...accountDataOperations,
  ...billingOperations,
  ...fileOperations,
  ...pdfOperations,
  ...imageOperations,
  ...textOperations,
  ...audioOperations,
  ...videoOperations,
  ...verifyOperations,
  ...jobsOperations,
  ...mcpOperations,
];

const byId = new Map(operations.map((op) => [op.id, op]));
const byRoute = new Map(operations.map((op) => [routeKey(op.method, op.path), op]));

function routeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}

export function operationById(id: string): Operation | undefined {
  return byId.get(id);
}

/** By method and API Gateway resource path (`requestContext.resourcePath`, e.g. `/api/jobs/{id}`). */
export function findOperation(method: string, resourcePath: string): Operation | undefined {
  return byRoute.get(routeKey(method, resourcePath));
}

export function operationsByFamily(family: Family): readonly Operation[] {
  return operations.filter((op) => op.family === family);
}

export interface RouteMatch {
  readonly operation: Operation;
  readonly pathParameters: Readonly<Record<string, string>>;
}

/**
 * Matches a concrete request path (`/api/jobs/job_123`) the way API Gateway does: static segments win over
 * `{param}` segments. For the local gateway, which has no resource tree of its own.
 */
export function matchOperation(method: string, requestPath: string): RouteMatch | undefined {
  const segments = requestPath.replace(/\/+$/, '').split('/');
  let best: { match: RouteMatch; score: number } | undefined;
  for (const op of operations) {
    if (op.method !== method.toUpperCase()) continue;
    const params = matchTemplate(op.path.split('/'), segments);
    if (params === undefined) continue;
    // More literal segments = more specific, as API Gateway prefers.
    const score = op.path.split('/').filter((p) => !p.startsWith('{')).length;
    if (best === undefined || score > best.score) best = { match: { operation: op, pathParameters: params }, score };
  }
  return best?.match;
}

/** Path parameters when `segments` fit `template` (`{name}` one segment, `{name+}` the non-empty rest). */
function matchTemplate(template: readonly string[], segments: readonly string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const [i, part] of template.entries()) {
    const greedy = /^\{(\w+)\+\}$/.exec(part)?.[1];
    if (greedy !== undefined) {
      const rest = segments.slice(i);
      if (rest.length === 0 || rest.every((s) => s === '')) return undefined;
      params[greedy] = rest.map(safeDecode).join('/');
      return params;
    }
    const actual = segments[i];
    if (actual === undefined) return undefined;
    const param = /^\{(\w+)\}$/.exec(part)?.[1];
    if (param !== undefined) {
      if (actual === '') return undefined;
      params[param] = safeDecode(actual);
    } else if (part !== actual) {
      return undefined;
    }
  }
  return template.length === segments.length ? params : undefined;
}

/** Methods served on a concrete path (for 405 answers and CORS preflight). */
export function methodsForPath(requestPath: string): readonly HttpMethod[] {
  const methods: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
  return methods.filter((m) => matchOperation(m, requestPath) !== undefined);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export {
  basePrice,
  creditRuleFor,
  describeOperationPrice,
  describePrice,
  operationPrice,
  pricedByLength,
  priceOf,
} from './pricing.js';
export type { Family, HttpMethod, Operation } from './types.js';
