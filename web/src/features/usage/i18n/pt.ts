import type { CatalogueShape } from '../../../i18n/feature-catalogue.js';

/** Portuguese texts of the usage charts (namespace `usage`), the reference catalogue: en, es and fr follow it. */
export const pt = {
  title: 'Uso',
  description: 'Chamadas e créditos por dia nos últimos 30 dias, por família de serviços.',
  loading: 'Carregando…',
  error: 'Não foi possível carregar o uso.',
  metrics: { calls: 'Chamadas por dia', credits: 'Créditos por dia' },
  chartSummary: '{{metric}}: {{total}} nos últimos 30 dias; hoje, {{today}}.',
  table: { caption: '{{metric}} por dia e família de serviços', date: 'Data', total: 'Total' },
  top: {
    title: 'Operações mais usadas',
    operation: 'Operação',
    family: 'Família',
    calls: 'Chamadas',
    errors: 'Erros',
    credits: 'Créditos',
    empty: 'Nenhuma chamada nos últimos 30 dias.',
  },
  today: {
    title: 'Hoje',
    quota: 'Cota diária',
    quotaUse: '{{used}} de {{limit}} requisições',
    unlimited: '{{used}} requisições (sem limite diário)',
    resets: 'Renova às 00:00 UTC.',
    rate: 'Limite de taxa',
    rateValue: '{{perSecond}} por segundo, rajadas de até {{burst}}',
    explain: 'Uma resposta 429 quer dizer que a cota do dia ou o limite de taxa foi atingido.',
    refreshed: 'Atualiza a cada 30 segundos e ao voltar para esta aba.',
  },
};

export type UsageMessages = CatalogueShape<typeof pt>;
