import type { CatalogueShape } from '../../../i18n/feature-catalogue.js';

/** Portuguese texts of the request log (namespace `requestLog`), the reference catalogue: en, es and fr follow it. */
export const pt = {
  title: 'Registro de requisições',
  description:
    'Cada chamada feita com as suas chaves nos últimos 30 dias: status, créditos, duração e o problema devolvido.',
  retention: 'O registro guarda 30 dias. Chamadas com uma chave revogada aparecem com status 401.',
  filters: {
    legend: 'Filtros',
    status: 'Status',
    all: 'Todos',
    operation: 'Operação',
    operationPlaceholder: 'ex.: pdf.merge',
    key: 'Chave',
    keyPlaceholder: 'id da chave',
    from: 'De',
    to: 'Até',
    clear: 'Limpar filtros',
  },
  columns: {
    time: 'Data e hora',
    operation: 'Operação',
    status: 'Status',
    duration: 'Duração',
    credits: 'Créditos',
    key: 'Chave',
    source: 'Origem',
    details: 'Detalhes',
  },
  sources: { api: 'API', dashboard: 'Painel', mcp: 'MCP' },
  duration: '{{ms}} ms',
  refunded: '{{count}} devolvidos',
  refunded_one: '{{count}} devolvido',
  empty: 'Nenhuma chamada encontrada para estes filtros.',
  loadMore: 'Carregar mais',
  loading: 'Carregando…',
  exportCsv: 'Exportar CSV',
  error: 'Não foi possível carregar o registro.',
  detail: {
    show: 'Ver detalhes',
    hide: 'Ocultar detalhes',
    title: 'Requisição {{id}}',
    key: 'Chave',
    keyGone: 'Chave que não existe mais',
    requestId: 'ID da requisição',
    job: 'Job',
    idempotencyKey: 'Idempotency-Key',
    userAgent: 'User-Agent',
    problem: 'Corpo do problema',
    headers: 'Cabeçalhos da resposta',
    jobStatus: 'Ver status do job e entregas do webhook',
    jobLoading: 'Lendo o job…',
    jobError: 'Não foi possível ler o job.',
    none: '—',
  },
};

export type RequestLogMessages = CatalogueShape<typeof pt>;
