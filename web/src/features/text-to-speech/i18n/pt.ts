import type { CatalogueShape } from '../../../i18n/feature-catalogue.js';

/**
 * Portuguese texts of the text-to-speech tool (namespace `textToSpeech`), the reference catalog: en, es and fr
 * provide the same keys. Texts quoted in docs/product.md are used verbatim.
 */
export const pt = {
  title: 'Texto para Fala',
  description: 'Transforme texto em áudio com vozes em português, inglês, espanhol e francês.',
  tabs: { label: 'Seções do Texto para Fala', generate: 'Gerar', history: 'Histórico' },
  form: {
    language: 'Idioma',
    voice: 'Voz',
    format: 'Formato',
    text: 'Texto',
    placeholder: 'Digite ou cole o texto que deseja transformar em áudio...',
    counter: '{{count}} / {{max}} caracteres',
    cost: 'Custo: {{count}} créditos',
    cost_one: 'Custo: {{count}} crédito',
    costPending: 'Calculando custo...',
    balance: 'Saldo: {{count}} créditos',
    generate: 'Gerar Áudio',
    generating: 'Gerando áudio...',
  },
  languages: { 'pt-BR': 'Português (Brasil)', 'en-US': 'Inglês (EUA)', 'es-ES': 'Espanhol', 'fr-FR': 'Francês' },
  gender: { female: 'feminina', male: 'masculina' },
  result: {
    title: 'Áudio gerado',
    download: 'Baixar',
    duration: 'Duração: {{seconds}} s',
    charged: '{{count}} créditos cobrados',
    charged_one: '{{count}} crédito cobrado',
  },
  curl: {
    title: 'Exemplo cURL',
    show: 'Mostrar exemplo cURL',
    hide: 'Ocultar exemplo cURL',
    copy: 'Copiar',
    copied: 'Comando cURL copiado!',
    reveal: 'Mostrar chave',
    conceal: 'Ocultar chave',
  },
  voices: {
    title: 'Vozes',
    subtitle: 'Ouça uma amostra de cada voz de {{language}}.',
    play: 'Ouvir amostra de {{voice}}',
    pause: 'Pausar amostra de {{voice}}',
    generate: 'Gerar amostra de {{voice}}',
    generating: 'Gerando...',
    empty: 'Nenhuma voz disponível para este idioma.',
    use: 'Usar',
    selected: 'Selecionada',
  },
  history: {
    title: 'Histórico de áudios',
    empty: 'Nenhum áudio gerado ainda.',
    loading: 'Carregando histórico...',
    voice: 'Voz: {{voice}}',
    language: 'Idioma: {{language}}',
    credits: '{{count}} créditos',
    credits_one: '{{count}} crédito',
    download: 'Baixar',
    untitled: 'Sem título',
  },
  errors: {
    textRequired: 'Por favor, digite algum texto antes de gerar o áudio.',
    textTooLong: 'O texto deve ter no máximo 10.000 caracteres.',
    notLoggedIn: 'Você precisa estar logado para usar esta funcionalidade. Faça login novamente.',
    noApiKey: 'API Key não encontrada. Verifique suas configurações.',
    invalidResponse: 'Resposta inválida da API',
    apiStatus: 'Erro na API: {{status}}',
    connection: 'Não foi possível conectar com a API. Verifique sua conexão ou tente novamente.',
    prefix: 'Erro ao gerar áudio: ',
    sample: 'Erro ao gerar sample: {{message}}',
    insufficientCredits: 'Créditos insuficientes para gerar este áudio.',
    download: 'Não foi possível baixar o áudio.',
  },
} as const;

export type TextToSpeechMessages = CatalogueShape<typeof pt>;
