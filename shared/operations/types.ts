import type { z } from 'zod';
import type { Category } from '../catalogue/categories.js';
import type { ProblemCode } from '../problems.js';

/** Which Lambda serves an operation. */
export const families = [
  'platform',
  'billing',
  'pdf',
  'image',
  'text',
  'audio',
  'video',
  'verify',
  'jobs',
  'mcp',
] as const;
export type Family = (typeof families)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * api-key: public API, authorised by the api-key Lambda authorizer (customer key in a header).
 * user: dashboard call, authorised by the Cognito JWT.
 * public: no credentials.
 * stripe: webhook, authenticated by its signature inside the handler.
 */
export type AuthKind = 'api-key' | 'user' | 'public' | 'stripe';

export type ResponseKind = 'file' | 'json';

/** sync: answers in the request. async-allowed: `Prefer: respond-async` turns it into a job. async-only: always a job. */
export type Mode = 'sync' | 'async-allowed' | 'async-only';

/** How many credits one call costs. Prices are computed from the validated input. */
export type CreditRule =
  | { readonly kind: 'free' }
  | { readonly kind: 'fixed'; readonly credits: number }
  /** `credits` per started block of `per` characters of the string field `field`, at least `min`. */
  | {
      readonly kind: 'per-chars';
      readonly field: string;
      readonly per: number;
      readonly credits: number;
      readonly min: number;
    }
  /** `credits` for each result requested in the numeric field `field` (default 1). */
  | { readonly kind: 'per-result'; readonly field: string; readonly credits: number }
  | PerDurationRule;

/**
 * What a per-duration price counts: the seconds of audio a call sends to a provider, or the seconds of video it
 * produces. Media time, not bytes, is what the providers and the media worker cost by (docs/pricing.md).
 */
export const measures = ['audioSeconds', 'outputSeconds'] as const;
export type MeasureName = (typeof measures)[number];

/**
 * Sizes only the media can tell (a probed length) or that follow from the input (a slideshow's summed durations),
 * found by the operation's measure hook before the price is computed (see functions/core/implement.ts).
 */
export type Measured = Partial<Readonly<Record<MeasureName, number>>>;

/**
 * `credits` per started `unit` of the measured seconds (rounded to whole seconds), at least `min`, times the count
 * in the numeric field `times` when given (variations; default 1). A call whose seconds are not known when it is
 * charged (a video job whose inputs are only probed by the worker) is held at `maxSeconds`, the longest the
 * operation accepts, and the job settles at its measured length when it finishes.
 */
export interface PerDurationRule {
  readonly kind: 'per-duration';
  readonly measure: MeasureName;
  readonly unit: 'second' | 'minute';
  readonly credits: number;
  readonly min: number;
  readonly maxSeconds: number;
  readonly times?: string;
}

/**
 * External providers an engine may need. An operation that names one answers 503 engine_unavailable, uncharged,
 * until that provider is configured, and the catalogue shows it as "needs configuration" rather than available.
 */
export const providers = ['image-ai', 'speech-to-text', 'llm', 'payments', 'video-ai', 'whatsapp'] as const;
export type Provider = (typeof providers)[number];

export interface OperationLimits {
  /** Largest accepted request body (JSON, multipart or base64 decoded), in bytes. */
  readonly maxBodyBytes: number;
  /** Largest single input file, in bytes (multipart part, URL download, data URL or uploaded fileId). */
  readonly maxFileBytes?: number;
  /** Most input files in one call. */
  readonly maxFiles?: number;
  /** Most pages in one input document (PDF). */
  readonly maxPages?: number;
  /** Longest text field, in characters (HTML, speech text...). */
  readonly maxChars?: number;
  /**
   * Most pixels of an image input when the call answers in the request (`mode: 'async-allowed'` operations whose
   * engine time grows past the gateway's 29 s on larger images); a larger image, up to the engine's own limit, is
   * read as a job (`Prefer: respond-async`). Measured in docs/performance.md.
   */
  readonly syncMaxPixels?: number;
}

export interface OperationDoc {
  /** One line, English: the OpenAPI summary. */
  readonly summary: string;
  /** Longer English description for the OpenAPI document and the dashboard's how-to-use block. */
  readonly description?: string;
  /** Example request body used by the docs and generated cURL/HTTP/Python snippets. */
  readonly example?: Readonly<Record<string, unknown>>;
}

/**
 * A service as the catalogue, the landing page and the dashboard show it, in Portuguese (the translations are keyed
 * by operation id in shared/i18n/operations). Its price is never written here: it is read from the operation's
 * credit rule.
 */
export interface ServiceCard {
  /** Stable id: the usage history's service key and the catalogue's (`pdf-merge`). */
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly category: Category;
  /** lucide icon name; the web falls back to the category icon. */
  readonly icon: string;
  readonly popular?: boolean;
}

export interface Operation {
  /** Stable dotted id, `<family>.<name>` (e.g. `pdf.merge`). Also the usage history's service key when it sells no service. */
  readonly id: string;
  readonly method: HttpMethod;
  /** API Gateway resource path with `{param}` templates, always under `/api` (e.g. `/api/jobs/{id}`). */
  readonly path: string;
  readonly auth: AuthKind;
  readonly family: Family;
  readonly credits: CreditRule;
  /**
   * Validates the merged input: path parameters, query string and body (JSON object or multipart fields; files appear
   * as `UploadedFile` values, see shared/schemas/fields.ts). Defaults and ranges from docs/product.md#limits.
   */
  readonly input: z.ZodType;
  /** Content types the body may use. Empty for GET/DELETE. */
  readonly bodyTypes: readonly ('json' | 'multipart')[];
  readonly response: ResponseKind;
  /**
   * The JSON body of a successful answer (zod, output side). Required for `response: 'json'` (for async-only
   * operations it is the 202 job acceptance); on a file operation it is the JSON it answers instead of the file
   * when the client asks for JSON (`Accept: application/json`). The OpenAPI success bodies are generated from it
   * and a contract test checks every implementation's answers against it.
   */
  readonly output?: z.ZodType;
  /** Statuses answered with `output` (default 200; 201 for creations; health also answers 503 with its report). */
  readonly outputStatuses?: readonly (200 | 201 | 202 | 503)[];
  /** Statuses answered with no body at all (MCP accepts a notification with 202). Documented in OpenAPI. */
  readonly emptyStatuses?: readonly 202[];
  /**
   * Media types of the files it answers (file operations, or JSON operations that answer the file itself when
   * the client asks for it with `Accept`). Default: the family's.
   */
  readonly fileTypes?: readonly string[];
  /**
   * Problems its engine can answer beyond those the pipeline derives from the entry's shape (auth, price, body,
   * file fields, provider): e.g. `unprocessable_input` for input the engine cannot process. Documented in OpenAPI.
   */
  readonly problems?: readonly ProblemCode[];
  readonly mode: Mode;
  readonly limits: OperationLimits;
  /** The external provider its engine needs, if any (see Provider). Embedded engines leave it out. */
  readonly provider?: Provider;
  /**
   * The price when the provider's named engine serves the call (e.g. `bedrock`), for engines whose cost does not fit
   * `credits`. Engines not listed use `credits`. The deployment's engine is known at run time, so the catalogue,
   * `dry_run` and the debit all price with the active engine (see pricing.ts `creditRuleFor`).
   */
  readonly creditsByEngine?: Readonly<Record<string, CreditRule>>;
  /**
   * The catalogue card of the service this operation sells (see shared/catalogue): the first operation in the table
   * with a card sells it; later ones naming the same card (`service.id`) record their usage under it.
   */
  readonly service?: ServiceCard;
  readonly doc: OperationDoc;
  /** Listed in the OpenAPI document (false for internal calls such as the Stripe webhook's test page). */
  readonly public?: boolean;
}
