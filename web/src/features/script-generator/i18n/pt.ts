/** Script generator (docs/product.md#script-generator): pt is the source catalog; en, es and fr follow its shape. */
export const pt = {
  title: 'Gerador de Roteiro',
  description: 'Descreva o tema e receba um roteiro com seções e tempos, pronto para gravar ou virar imagens.',
  form: {
    title: 'Sobre o roteiro',
    topic: 'Tema',
    topicPlaceholder: 'Ex.: Como economizar energia em casa',
    scriptType: 'Tipo de roteiro',
    duration: 'Duração',
    tone: 'Tom',
    audience: 'Público-alvo',
    audiencePlaceholder: 'Ex.: famílias, iniciantes, equipe de vendas',
    language: 'Idioma do roteiro',
    generate: 'Gerar roteiro',
    generating: 'Gerando roteiro...',
    minutes: '{{count}} minutos',
    minutes_one: '{{count}} minuto',
  },
  types: {
    youtube: 'Vídeo do YouTube',
    podcast: 'Podcast',
    presentation: 'Apresentação',
    webinar: 'Webinar',
    course: 'Aula de curso',
  },
  tones: {
    casual: 'Descontraído',
    professional: 'Profissional',
    friendly: 'Amigável',
    educational: 'Educativo',
    entertaining: 'Divertido',
    formal: 'Formal',
  },
  languages: { pt: 'Português', en: 'Inglês', es: 'Espanhol', fr: 'Francês' },
  result: {
    title: 'Roteiro gerado',
    empty: 'O roteiro aparece aqui depois de gerado.',
    sourceLlm: 'Escrito por IA',
    sourceTemplate: 'Modelo',
    template:
      'Nenhum modelo de IA está configurado neste ambiente: este é um roteiro-modelo com estrutura e tempos. Troque os trechos entre colchetes pelo seu texto.',
    fallback: 'A IA não respondeu desta vez; este é o roteiro-modelo. Tente de novo em instantes.',
    words: '{{count}} palavras (meta: {{target}})',
    copy: 'Copiar',
    copied: 'Roteiro copiado!',
    copyError: 'Não foi possível copiar. Selecione o texto e copie manualmente.',
    download: 'Baixar .txt',
    toImages: 'Gerar imagens com este roteiro',
  },
  messages: {
    topicRequired: 'Por favor, informe o tema do roteiro.',
    error: 'Erro ao gerar roteiro: {{message}}',
    handoffError: 'Não foi possível enviar o roteiro ao gerador de imagens. Copie e cole o texto lá.',
  },
};

export type ScriptGeneratorMessages = typeof pt;
