import type { DocsMessages } from './pt.js';

export const en: DocsMessages = {
  title: 'API Documentation',
  description:
    'Everything to make your first call in minutes: guides, ready-made examples and the full reference of every endpoint.',
  publicSignIn: 'Sign in',
  publicRegister: 'Create a free account',
  quickLinks: {
    label: 'Quick links',
    gettingStarted: 'Getting started',
    authentication: 'Authentication',
    endpoints: 'Endpoints',
    examples: 'Examples',
    errors: 'Error codes',
    rateLimits: 'Rate limits',
  },
  toc: 'On this page',
  code: { label: 'Code example', copy: 'Copy code', copied: 'Code copied!' },
  table: {
    header: 'Header',
    meaning: 'Meaning',
    plan: 'Plan',
    perDay: 'Requests per day',
    perSecond: 'Per second',
    burst: 'Burst',
  },
  guides: {
    gettingStarted: {
      title: 'Getting started',
      intro: 'Three steps stand between you and your first successful call.',
      step1Title: '1. Create an account and copy your key',
      step1:
        'Sign up (you get {{credits}} free credits once your e-mail is confirmed) and copy your key from the API Keys page of the dashboard.',
      step2Title: '2. Make your first call',
      step2:
        'Send the key in the `api-token` header. The example below makes a QR code and saves the PNG; replace `YOUR_API_KEY` with your key.',
      step3Title: '3. Check the cost and your balance',
      step3:
        'Every answer carries `X-Credits-Charged` (credits of this call) and `X-Credits-Remaining` (your balance). The history is on the Credits page.',
      openKeys: 'Open API Keys',
    },
    authentication: {
      title: 'Authentication',
      intro: 'Every public call carries your API key in one of these headers (use only one):',
      primary: 'the main header, used in the examples',
      alternative: 'accepted alternative',
      bearer: 'the OAuth convention, for clients that can only send tokens',
      failure:
        'Without a key, or with a revoked one, the answer is `401` with code `unauthorized`. Never ship the key in browser code: call the API from your server.',
    },
    credits: {
      title: 'Credits and dry_run',
      body: 'Each endpoint has a price in credits, shown in the reference below. The debit happens only when the call is accepted.',
      dryRun:
        'Add `?dry_run=true` to any call to validate the parameters and get the price without running anything or being charged: the answer is `{dryRun, operationId, credits, balance}`.',
      refund:
        'Without enough credits the answer is `402 insufficient_credits`. Validation errors are never charged, and any failure after the debit is refunded automatically.',
    },
    idempotency: {
      title: 'Idempotency-Key',
      body: 'Send a unique value in the `Idempotency-Key` header (a UUID, for example) to retry a call safely after a network failure.',
      replay:
        'A retry with the same key and the same body is charged once and gets the first answer back, with the header `Idempotent-Replayed: true`.',
      conflict:
        'The same key with another body, or while the first call is still running, answers `409 idempotency_conflict`.',
    },
    rateLimits: {
      title: 'Quotas and rate limits',
      body: 'Each account has its own limits, by plan: a daily request quota (UTC day), and a rate per second with a burst it may send at once. One customer calling fast never slows another.',
      unlimited: 'unlimited',
      free: 'Free',
      headers: 'On plans with a quota, every answer carries its state:',
      limit: 'requests allowed per day',
      remaining: 'how many are left today',
      reset: 'when the quota starts again (epoch seconds, UTC)',
      exceeded:
        'Over the quota, or faster than the rate once the burst is spent, the answer is `429 quota_exceeded` with `Retry-After`: wait that many seconds before trying again. Refused calls cost nothing.',
    },
    filesIn: {
      title: 'File inputs',
      intro: 'Every file field accepts four forms:',
      multipart: 'A `multipart/form-data` upload, one part per file (repeat the part for lists).',
      url: 'A public `https` URL, downloaded by the server (private and loopback addresses are refused).',
      dataUrl: 'A base64 data URL (`data:application/pdf;base64,...`) inside a JSON body.',
      upload:
        'A `file_` id from `POST /api/files`, for large files: it answers `{fileId, uploadUrl, uploadFields}`; `POST` a form to `uploadUrl` with every `uploadFields` entry and the `file` last (within 15 minutes), then use the `fileId` in the field.',
      limit:
        'A request body holds up to {{inline}}; above that the answer is `413` and the way is `POST /api/files` (up to {{upload}} per file; each endpoint publishes its own limit in the reference).',
    },
    filesOut: {
      title: 'File and URL outputs',
      file: 'Endpoints that make files answer with the bytes, the `Content-Type` and a `Content-Disposition` carrying the file name.',
      url: 'With `?output=url`, or when the result is too large for the answer, you get JSON `{url, expiresAt, size, contentType}` with a signed link.',
      expiry: 'Results and uploads are deleted after 24 hours: download what you need to keep.',
    },
    async: {
      title: 'Async jobs and webhooks',
      intro:
        'Long operations run as jobs. Send `Prefer: respond-async` (video endpoints are always asynchronous) and get `202 {jobId, status, statusUrl}`.',
      poll: 'Poll `GET /api/jobs/{id}` until `status` is `succeeded` or `failed`: the answer carries `progress`, `result`, `error` and `creditsCharged`. A failed job is refunded.',
      webhook:
        'Or pass `webhookUrl` (https, public address) in the body: when the job ends we POST JSON `{id, type, createdAt, data}` with `type` `job.succeeded` or `job.failed`, signed with your account’s webhook secret (API Keys page).',
      verify:
        'To verify: compute HMAC-SHA256 of `<timestamp>.<raw body>` with the secret, in hex, and compare it in constant time with the value after `v1=` in the signature header. Refuse timestamps more than 5 minutes away (replays).',
      id: 'unique event id (ignore repeats)',
      timestamp: 'when it was sent, in epoch seconds',
      signature: '`v1=` followed by the HMAC-SHA256 in hex',
    },
    mcp: {
      title: 'MCP server for AI agents',
      intro:
        'AI agents use every endpoint as MCP tools at `{{url}}` (Streamable HTTP), with the same key in the `api-token` header and the same charges as the HTTP API. Configuration for the most common clients:',
      where: 'Where it goes: {{file}}',
      terminal: 'in a terminal',
    },
    errors: {
      title: 'Error codes',
      intro:
        'Errors come as `application/problem+json` (RFC 9457): `{type, title, status, detail, code, requestId}`, with `errors` listing each invalid field in 400 answers. Match on `code`, which is stable; give the `requestId` to support.',
      code: 'Code',
      status: 'HTTP',
      name: 'Title',
      meaning: 'When it happens',
      codes: {
        invalid_request: 'A field is missing, of the wrong type or out of range (see `errors`).',
        unauthorized: 'Missing, invalid, revoked or expired key.',
        insufficient_credits: 'Your balance does not cover the price of the call.',
        forbidden: 'These credentials may not call this route.',
        key_restricted:
          'The key may call only the operations or families listed when it was created, and this is not one; not charged.',
        not_found: 'No such route or resource (also another account’s).',
        method_not_allowed: 'The route exists, but not with this HTTP method (see `Allow`).',
        idempotency_conflict: '`Idempotency-Key` reused with another body, or still in progress.',
        conflict:
          'The resource is not in a state that allows this call yet (e.g. redelivering the webhook of a job that has not finished).',
        payload_too_large: 'Body or file above the published limit: use `POST /api/files`.',
        unsupported_media_type: 'Content type or file type not accepted by this endpoint.',
        unprocessable_input: 'The input cannot be processed (corrupt file, unreadable image...).',
        input_encrypted: 'The file is password-protected.',
        quota_exceeded: 'Daily quota reached or requests too fast (see `Retry-After`).',
        internal_error: 'Unexpected failure on our side; not charged.',
        provider_error: 'The external provider (AI, payments...) failed; not charged.',
        engine_unavailable: 'No engine or provider is configured for this endpoint in this deployment.',
        timeout: 'The operation ran out of time; not charged.',
      },
    },
  },
  reference: {
    title: 'Endpoint reference',
    intro:
      'Generated from this deployment’s OpenAPI 3.1 document ({{count}} operations). Download it from `{{path}}` to generate clients or import it into Postman.',
    download: 'Download OpenAPI',
    loading: 'Loading the reference...',
    error: 'Could not load the API reference. Please try again.',
    retry: 'Try again',
    filter: 'Filter endpoints',
    filterPlaceholder: 'Name, path or id (e.g. merge, /api/pdf)',
    noMatch: 'No endpoint matches the filter.',
    credits: 'Price',
    auth: 'Authentication',
    authApiKey: 'API key (`api-token`)',
    authBearer: 'dashboard session (Bearer)',
    authNone: 'none',
    mode: 'Execution',
    modes: {
      sync: 'synchronous',
      'async-allowed': 'synchronous or job (`Prefer: respond-async`)',
      'async-only': 'always a job (202)',
    },
    parameters: 'Parameters',
    body: 'Request body',
    responses: 'Responses',
    example: 'Example',
    name: 'Name',
    in: 'In',
    type: 'Type',
    required: 'Required',
    description: 'Description',
    yes: 'yes',
    no: 'no',
    default: 'default: {{value}}',
    allowed: 'values: {{values}}',
    range: 'from {{min}} to {{max}}',
    min: 'minimum {{min}}',
    max: 'maximum {{max}}',
    maxLength: 'up to {{max}} characters',
    file: 'file',
    fields: 'Fields of {{name}}',
    bodyLimit: 'At most {{bytes}} bytes.',
    price: {
      free: 'Free',
      fixed_one: '{{count}} credit per call',
      fixed: '{{count}} credits per call',
      perChars_one: '{{count}} credit per started {{per}} characters of `{{field}}`',
      perChars: '{{count}} credits per started {{per}} characters of `{{field}}`',
      perResult_one: '{{count}} credit per result (`{{field}}`, default 1)',
      perResult: '{{count}} credits per result (`{{field}}`, default 1)',
      perSecond_one: '{{count}} credit per second of {{measure}}',
      perSecond: '{{count}} credits per second of {{measure}}',
      perMinute_one: '{{count}} credit per started minute of {{measure}}',
      perMinute: '{{count}} credits per started minute of {{measure}}',
      atLeast: '{{price}}, at least {{min}}',
      times: '{{price}}, per result (`{{field}}`, default 1)',
      engine: '{{price}}; when this deployment uses {{engine}}: {{enginePrice}}',
      measures: { audioSeconds: 'audio', outputSeconds: 'output video' },
    },
  },
};
