/** Anchors of the page's sections (the quick links of docs/product.md#documentation-page point at six of them). */
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

/**
 * docs/product.md#documentation-page: getting started, authentication, endpoints, examples, error codes, rate limits.
 */
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
