import { createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import busboy from 'busboy';
import { z } from 'zod';

/**
 * S3's browser-upload (POST object) policy, which s3rver accepts but never checks: the signature, the expiry and
 * every condition (`content-length-range`, `eq`, `starts-with`, exact fields). Checked here in front of s3rver so a
 * presigned POST behaves locally as on AWS: an oversized file is refused with `EntityTooLarge`, a late or altered
 * form with `AccessDenied`.
 */

export interface PolicyFailure {
  readonly status: 400 | 403;
  readonly code: 'AccessDenied' | 'EntityTooLarge' | 'EntityTooSmall' | 'InvalidArgument';
  readonly message: string;
}

const condition = z.union([
  z.record(z.string(), z.string()),
  z.tuple([z.literal('content-length-range'), z.number(), z.number()]),
  z.tuple([z.enum(['eq', 'starts-with']), z.string(), z.string()]),
]);
const policySchema = z.object({ expiration: z.string(), conditions: z.array(condition) });

const hmac = (key: Buffer | string, data: string): Buffer => createHmac('sha256', key).update(data).digest();

/** SigV4 signature of a POST policy (the base64 policy is the string to sign). */
export function signPolicy(policyBase64: string, secretKey: string, credential: string): string {
  const [, date = '', region = '', service = ''] = credential.split('/');
  const key = hmac(hmac(hmac(hmac(`AWS4${secretKey}`, date), region), service), 'aws4_request');
  return createHmac('sha256', key).update(policyBase64).digest('hex');
}

const denied = (message: string): PolicyFailure => ({ status: 403, code: 'AccessDenied', message });

/** Checks one POST form (fields in order, the file's size) against its policy; undefined when S3 would accept it. */
export function checkPostPolicy(
  bucket: string,
  fields: ReadonlyMap<string, string>,
  fileSize: number,
  secretKey: string,
  now: Date,
): PolicyFailure | undefined {
  const field = (name: string) => fields.get(name.toLowerCase());
  const policyBase64 = field('policy');
  const credential = field('x-amz-credential') ?? '';
  if (!policyBase64) return denied('Bucket POST must contain a policy.');
  if (field('x-amz-signature') !== signPolicy(policyBase64, secretKey, credential))
    return denied('The request signature we calculated does not match the signature you provided.');
  let parsed: z.ZodSafeParseResult<z.infer<typeof policySchema>>;
  try {
    parsed = policySchema.safeParse(JSON.parse(Buffer.from(policyBase64, 'base64').toString('utf8')));
  } catch {
    return { status: 400, code: 'InvalidArgument', message: 'Invalid Policy: Invalid JSON.' };
  }
  if (!parsed.success) return { status: 400, code: 'InvalidArgument', message: 'Invalid Policy.' };
  if (Date.parse(parsed.data.expiration) <= now.getTime())
    return denied('Invalid according to Policy: Policy expired.');
  const formValue = (name: string) => (name.toLowerCase() === 'bucket' ? bucket : (field(name) ?? ''));
  for (const rule of parsed.data.conditions) {
    if (!Array.isArray(rule)) {
      for (const [name, expected] of Object.entries(rule)) {
        if (formValue(name) !== expected)
          return denied(`Invalid according to Policy: Policy Condition failed: ${name}`);
      }
    } else if (rule[0] === 'content-length-range') {
      if (fileSize > rule[2])
        return {
          status: 400,
          code: 'EntityTooLarge',
          message: 'Your proposed upload exceeds the maximum allowed size',
        };
      if (fileSize < rule[1])
        return {
          status: 400,
          code: 'EntityTooSmall',
          message: 'Your proposed upload is smaller than the minimum allowed size',
        };
    } else {
      const [op, name, expected] = rule;
      const value = formValue(name.replace(/^\$/, ''));
      if (op === 'eq' ? value !== expected : !value.startsWith(expected))
        return denied(`Invalid according to Policy: Policy Condition failed: ["${op}", "${name}", "${expected}"]`);
    }
  }
  return undefined;
}

/** Reads a multipart POST form whole: its fields before the file (lower-cased names) and the file's size. */
function readForm(req: IncomingMessage, body: Buffer): Promise<{ fields: Map<string, string>; fileSize: number }> {
  return new Promise((resolve, reject) => {
    const fields = new Map<string, string>();
    let fileSize = -1;
    const parser = busboy({ headers: req.headers, limits: { fieldSize: 64 * 1024 } });
    parser.on('field', (name, value) => {
      if (fileSize < 0) fields.set(name.toLowerCase(), value);
    });
    parser.on('file', (_name, stream) => {
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      stream.on('end', () => {
        if (fileSize < 0) fileSize = size;
      });
    });
    parser.on('close', () => resolve({ fields, fileSize: Math.max(fileSize, 0) }));
    parser.on('error', reject);
    Readable.from([body]).pipe(parser);
  });
}

/** The part of Koa's context this middleware uses (s3rver is a Koa app). */
export interface KoaContext {
  method: string;
  path: string;
  req: IncomingMessage;
  status: number;
  type: string;
  body: unknown;
  set(name: string, value: string): void;
}

const xmlError = (failure: PolicyFailure): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${failure.code}</Code><Message>${failure.message}</Message></Error>`;

/**
 * A Koa middleware for s3rver: a multipart POST to a bucket is read whole, checked, and replayed to s3rver
 * unchanged when the policy allows it.
 */
export function postPolicyMiddleware(secretKey: string, now: () => Date = () => new Date()) {
  return async (ctx: KoaContext, next: () => Promise<void>): Promise<void> => {
    const bucket = /^\/([^/]+)\/?$/.exec(ctx.path)?.[1];
    const multipart = (ctx.req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');
    if (ctx.method !== 'POST' || !bucket || !multipart) return next();
    const chunks: Buffer[] = [];
    for await (const chunk of ctx.req) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
    const body = Buffer.concat(chunks);
    const { fields, fileSize } = await readForm(ctx.req, body);
    const failure = checkPostPolicy(bucket, fields, fileSize, secretKey, now());
    if (failure) {
      ctx.status = failure.status;
      ctx.type = 'application/xml';
      ctx.set('Access-Control-Allow-Origin', '*');
      ctx.body = xmlError(failure);
      return;
    }
    // The request stream is spent; s3rver reads the form by piping `ctx.req`, so that pipe replays it.
    const replay = Readable.from([body]);
    ctx.req.pipe = <T extends NodeJS.WritableStream>(destination: T): T => replay.pipe(destination);
    return next();
  };
}
