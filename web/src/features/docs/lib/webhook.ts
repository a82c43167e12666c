/**
 * What a webhook receiver needs, as the job worker sends it (functions/core/jobs/webhooks.ts, which the web
 * cannot import: it uses node:crypto). A unit test keeps these names equal to the worker's and runs the Node
 * snippet against a real signature.
 */
export const webhookHeaderNames = {
  id: 'Alquimia-Webhook-Id',
  timestamp: 'Alquimia-Timestamp',
  signature: 'Alquimia-Signature',
} as const;

/** Seconds of clock difference a receiver should accept (the worker's own check uses the same). */
export const webhookToleranceSeconds = 300;

const lower = {
  timestamp: webhookHeaderNames.timestamp.toLowerCase(),
  signature: webhookHeaderNames.signature.toLowerCase(),
};

/** Node 20+ (ES module): `headers` as Node gives them (lower-case names), `rawBody` the body exactly as received. */
export const nodeVerifySnippet = `import { createHmac, timingSafeEqual } from 'node:crypto';

/** secret: your webhook secret (whsec_...); rawBody: the request body exactly as received (string). */
export function verifyAlquimiaWebhook(secret, headers, rawBody) {
  const timestamp = Number(headers['${lower.timestamp}']);
  const signature = String(headers['${lower.signature}'] ?? '');
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > ${webhookToleranceSeconds}) return false;
  const expected = 'v1=' + createHmac('sha256', secret).update(\`\${timestamp}.\${rawBody}\`).digest('hex');
  return expected.length === signature.length && timingSafeEqual(Buffer.from(expected), Buffer.from(signature));
}
`;

export const pythonVerifySnippet = `import hashlib
import hmac
import time

def verify_alquimia_webhook(secret: str, headers, raw_body: bytes) -> bool:
    """secret: your webhook secret (whsec_...); raw_body: the request body exactly as received."""
    timestamp = headers.get("${webhookHeaderNames.timestamp}", "")
    signature = headers.get("${webhookHeaderNames.signature}", "")
    if not timestamp.isdigit() or abs(time.time() - int(timestamp)) > ${webhookToleranceSeconds}:
        return False
    digest = hmac.new(secret.encode(), timestamp.encode() + b"." + raw_body, hashlib.sha256).hexdigest()
    return hmac.compare_digest("v1=" + digest, signature)
`;
