import type { CatalogueShape } from '../../../../i18n/feature-catalogue.js';

/**
 * Portuguese texts of the account's named keys (namespace `dashboardKeys`), the reference for en, es and fr. They
 * load with the keys page (components/api-key/keys-catalogue.ts), not with the dashboard's first screen.
 */
export const pt = {
  keys: {
    title: 'Chaves da conta',
    description: 'Até {{limit}} chaves ativas, cada uma com seu nome e, se quiser, validade e operações permitidas.',
    count: '{{count}} de {{limit}} chaves ativas',
    loading: 'Carregando chaves...',
    loadError: 'Erro ao carregar as chaves. Tente novamente mais tarde.',
    create: 'Criar chave',
    limitReached: 'Limite de {{limit}} chaves ativas atingido: revogue uma chave antes de criar outra.',
    columns: {
      name: 'Nome',
      key: 'Chave',
      created: 'Criada em',
      lastUsed: 'Último uso',
      calls: 'Chamadas (30 dias)',
      restrictions: 'Restrições',
      actions: 'Ações',
    },
    main: 'Principal',
    revoked: 'Revogada',
    expired: 'Expirada',
    neverUsed: 'Nunca utilizada',
    notCounted: 'Ainda não contadas',
    noRestrictions: 'Nenhuma',
    expiresOn: 'Expira em {{date}}',
    allowedOnly: 'Só: {{list}}',
    rename: 'Renomear',
    renameNamed: 'Renomear {{name}}',
    revoke: 'Revogar',
    revokeNamed: 'Revogar {{name}}',
    createTitle: 'Criar uma chave',
    nameLabel: 'Nome da chave',
    nameHint: 'Por exemplo, a integração que vai usá-la.',
    nameRequired: 'Por favor, insira um nome para a API Key',
    expiryLabel: 'Validade (opcional)',
    expiryHint: 'Depois desta data a chave é recusada (401). Em branco: não expira.',
    expiryPast: 'A validade precisa ser uma data futura.',
    familiesLegend: 'Serviços permitidos (opcional)',
    familiesHint:
      'Sem nenhuma marcação, a chave chama todos os serviços. Fora dos marcados, a chamada é recusada (403) sem cobrança.',
    operationsLabel: 'Operações permitidas (opcional)',
    operationsHint: 'Ids separados por vírgula, por exemplo pdf.merge, image.qr-code.',
    createConfirm: 'Criar chave',
    creating: 'Criando...',
    createError: 'Erro ao criar a chave. Tente novamente.',
    secretTitle: 'Sua nova chave',
    secretText:
      'Copie a chave agora: ela não será mostrada de novo. Depois, só os últimos 12 caracteres ficam visíveis.',
    secretCopy: 'Copiar chave',
    secretCopied: 'Chave copiada!',
    secretDone: 'Já copiei',
    renameTitle: 'Renomear a chave',
    renameSuccess: 'Chave renomeada!',
    renameError: 'Erro ao renomear a chave. Tente novamente.',
    revokeTitle: 'Revogar a chave {{name}}?',
    revokeText: 'Chamadas com esta chave passam a ser recusadas (401) em até 60 segundos. Isso não pode ser desfeito.',
    revokeConfirm: 'Revogar chave',
    revoking: 'Revogando...',
    revokeSuccess: 'Chave revogada.',
    revokeError: 'Erro ao revogar a chave. Tente novamente.',
    rotation: {
      title: 'Como trocar uma chave sem interromper suas integrações',
      step1: 'Crie uma segunda chave e copie-a.',
      step2: 'Atualize sua integração com a nova chave e confira que as chamadas funcionam (o último uso muda).',
      step3: 'Revogue a chave antiga. Ela é recusada em até 60 segundos.',
      note: 'Entre os passos 1 e 3 as duas chaves funcionam, então nenhuma chamada falha durante a troca.',
    },
  },
};

export type KeysMessages = CatalogueShape<typeof pt>;
