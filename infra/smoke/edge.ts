import {
  corsAllowHeaders,
  corsExposeHeaders,
  corsHeaders,
  type GatewayAnswer,
  gatewayProblem,
  inlineBodyLimit,
  problemContentType,
  wafAnswerHeader,
  wafContentType,
} from '../../shared/edge.js';
import { answersHead } from '../../shared/head-requests.js';
import { matchOperation, methodsForPath } from '../../shared/operations/index.js';
import { problemOutput } from '../../shared/operations/outputs/common.js';
import { type Answer, call, ensure, ensureStatus } from './http.js';
import { pathOf } from './table.js';

/**
 * The edge contract as a browser and a client meet it (shared/edge.ts): CORS preflight and headers, and the
 * gateway's own problem answers, each compared with the body the contract defines.
 */

/** A site a customer's page might run on: any origin may call the keyed API. */
const origin = 'https://smoke.example';

const lower = (names: readonly string[]) => names.map((n) => n.toLowerCase());
const listed = (value: string | null) => lower((value ?? '').split(',').map((v) => v.trim()));

/** An api-key route with a body (the preflight and the bad-key and too-large requests go there). */
const keyedPath = () => pathOf('pdf.merge');

export async function preflight(base: string): Promise<string> {
  const requested = ['content-type', 'api-token', 'prefer', 'idempotency-key'];
  const answer = await call(base, keyedPath(), {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': requested.join(','),
    },
  });
  ensure(answer.status === 204 || answer.status === 200, `OPTIONS answered ${answer.status}`);
  const allowOrigin = answer.headers.get('access-control-allow-origin');
  ensure(allowOrigin === '*' || allowOrigin === origin, `Access-Control-Allow-Origin ${allowOrigin}`);
  ensure(listed(answer.headers.get('access-control-allow-methods')).includes('post'), 'POST not in Allow-Methods');
  const allowed = listed(answer.headers.get('access-control-allow-headers'));
  const missing = lower(corsAllowHeaders).filter((h) => !allowed.includes(h));
  ensure(missing.length === 0, `Allow-Headers lacks ${missing.join(', ')}`);
  return `204, allows every contract header (${corsAllowHeaders.length})`;
}

/** CORS on an ordinary answer: the origin allowed and the API's own headers readable by scripts. */
export async function corsOnAnswers(base: string): Promise<string> {
  const answer = await call(base, pathOf('platform.services'), { headers: { origin } });
  ensureStatus(answer, 200, 'GET services');
  ensure(
    answer.headers.get('access-control-allow-origin') === corsHeaders['Access-Control-Allow-Origin'],
    `Access-Control-Allow-Origin ${answer.headers.get('access-control-allow-origin')}`,
  );
  const exposed = listed(answer.headers.get('access-control-expose-headers'));
  const missing = lower(corsExposeHeaders).filter((h) => !exposed.includes(h));
  ensure(missing.length === 0, `Expose-Headers lacks ${missing.join(', ')}`);
  return 'Allow-Origin and every exposed header present';
}

/**
 * The media type a problem from the edge must have: WAF's own answers (marked by `wafAnswerHeader`) are
 * `application/json`, because WAF's custom bodies offer no other JSON type; every other answer is problem+json.
 */
export function expectedProblemType(headers: Headers): string {
  return headers.get(wafAnswerHeader.name) === wafAnswerHeader.value ? wafContentType : problemContentType;
}

/** Fails unless the answer's media type (parameters such as charset aside) is exactly the one its origin must send. */
export function ensureProblemType(headers: Headers): void {
  const type = headers.get('content-type') ?? '';
  const media = type.split(';')[0]?.trim().toLowerCase() ?? '';
  const expected = expectedProblemType(headers);
  const origin = expected === wafContentType ? ' (a WAF answer)' : '';
  ensure(media === expected, `Content-Type ${type || '(none)'}, expected ${expected}${origin}`);
}

/** A gateway answer: its status, its problem media type, readable cross-origin, and the contract's exact body. */
function ensureGatewayProblem(answer: Answer, expected: GatewayAnswer): string {
  const contract = gatewayProblem(expected, '');
  ensureStatus(answer, contract.status, expected);
  ensureProblemType(answer.headers);
  ensure(answer.headers.get('access-control-allow-origin') !== null, 'no Access-Control-Allow-Origin on the problem');
  const body = answer.json(problemOutput);
  for (const field of ['type', 'title', 'status', 'detail', 'code'] as const) {
    ensure(body[field] === contract[field], `${field} ${JSON.stringify(body[field])}, expected ${contract[field]}`);
  }
  const by = expectedProblemType(answer.headers) === wafContentType ? 'WAF, application/json' : 'problem+json';
  return `${contract.status} ${contract.code}, ${by} as the contract writes it`;
}

export async function unknownRoute(base: string): Promise<string> {
  const answer = await call(base, `/api/smoke-no-such-route-${Date.now().toString(36)}`, { headers: { origin } });
  return ensureGatewayProblem(answer, 'unknown-route');
}

export async function badKey(base: string): Promise<string> {
  const answer = await call(base, keyedPath(), {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', 'api-token': `alq_${'0'.repeat(32)}` },
    body: '{}',
  });
  return ensureGatewayProblem(answer, 'unauthorized');
}

export async function wrongMethod(base: string): Promise<string> {
  const path = pathOf('platform.services');
  const answer = await call(base, path, { method: 'DELETE', headers: { origin } });
  const detail = ensureGatewayProblem(answer, 'method-not-allowed');
  // A GET that answers HEAD lists it too (shared/head-requests.ts), on AWS as locally.
  const get = matchOperation('GET', path);
  const head = get !== undefined && answersHead(get.operation);
  const expected = [...methodsForPath(path).flatMap((m) => (m === 'GET' && head ? ['GET', 'HEAD'] : [m])), 'OPTIONS'];
  const allow = listed(answer.headers.get('allow'));
  ensure(
    allow.length === expected.length && lower(expected).every((m) => allow.includes(m)),
    `Allow ${answer.headers.get('allow')}, expected ${expected.join(', ')}`,
  );
  return `${detail}; Allow ${expected.join(', ')}`;
}

export async function tooLarge(base: string): Promise<string> {
  const answer = await call(base, keyedPath(), {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    // One byte over the inline limit: the smallest body the gateway must refuse.
    body: new Uint8Array(inlineBodyLimit + 1).fill(0x20),
  });
  return ensureGatewayProblem(answer, 'too-large');
}
