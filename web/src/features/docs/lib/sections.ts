/** Anchors of the page's sections (the spec's quick links point at six of them). */
export const docsSections = {
  gettingStarted: 'primeiros-passos',
  authentication: 'autenticacao',
  credits: 'creditos',
  idempotency: 'idempotencia',
  rateLimits: 'limites',
  filesIn: 'arquivos-entrada',
  filesOut: 'arquivos-saida',
  async: 'jobs-webhooks',
  mcp: 'mcp',
  errors: 'erros',
  examples: 'exemplos',
  endpoints: 'endpoints',
} as const;

/** Spec §2: getting started, authentication, endpoints, examples, error codes, rate limits. */
export const quickLinks = [
  'gettingStarted',
  'authentication',
  'endpoints',
  'examples',
  'errors',
  'rateLimits',
] as const;

/** The table of contents: every guide, then the reference. */
export const tableOfContents = [
  'gettingStarted',
  'authentication',
  'credits',
  'idempotency',
  'rateLimits',
  'filesIn',
  'filesOut',
  'async',
  'mcp',
  'errors',
  'endpoints',
] as const;
