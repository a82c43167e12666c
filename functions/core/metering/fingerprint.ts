import { createHash } from 'node:crypto';

/**
 * The request as the operation sees it, hashed: method, route, the merged input fields (files as the SHA-256 of
 * their bytes, with name and type) and the output control. Computed from the parsed request, not the raw body,
 * so a retried multipart request with a new random boundary is the same request.
 */
export function requestFingerprint(request: {
  readonly method: string;
  readonly route: string;
  readonly fields: Readonly<Record<string, unknown>>;
  readonly output: string;
}): string {
  return createHash('sha256')
    .update(`${request.method.toUpperCase()} ${request.route} output=${request.output}\n`)
    .update(canonicalJson(request.fields))
    .digest('hex');
}

/** JSON with object keys sorted and byte arrays replaced by their hash: equal inputs, equal text. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(canonical(value));
}

function canonical(value: unknown): unknown {
  if (value instanceof Uint8Array) return { sha256: createHash('sha256').update(value).digest('hex') };
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) out[key] = canonical((value as Record<string, unknown>)[key]);
    return out;
  }
  return value;
}

/** An Idempotency-Key: 1–255 printable ASCII characters. */
export const idempotencyKeyPattern = /^[\x20-\x7e]{1,255}$/;
