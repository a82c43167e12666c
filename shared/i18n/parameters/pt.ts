import type { ParameterTexts } from './types.js';

// Texts several operations share.
const pdfFile = 'O PDF: uma parte multipart, uma URL https, uma data URL em base64 ou um id file_ de POST /api/files.';
const inputPassword = 'Senha do arquivo, se estiver criptografado.';
const opacity = 'De 0.0 (transparente) a 1.0 (opaco).';
const image = 'A imagem.';
const webhookUrl = 'Recebe um POST assinado (HMAC-SHA256) quando o job termina com sucesso ou falha.';
const speechText =
  'Até 10.000 caracteres; 1 crédito a cada 1.000. Marcações são lidas como texto, nunca interpretadas.';
const voice =
  'Nome da voz (pt: mariana, camila, pedro, joao; en: emma, olivia, sophia, alex, david, james; es: elena, lucia, carlos, miguel; fr: amelie, louis).';
const voiceLanguage = 'O idioma da voz (pt-BR, en-US, es-ES, fr-FR); por padrão, o da voz escolhida.';
const speed = 'Velocidade da fala, de 0.5 a 2 (padrão 1 = normal).';
const pitch = 'Tom da voz, de 0.5 a 1.5 (padrão 1 = o tom natural da voz).';
const videoJobId = 'O id devolvido por uma operação de vídeo.';

/** Operation parameter descriptions in Portuguese, keyed by operation id and field path. */
export const pt: ParameterTexts = {
  'platform.user-update-profile': {
    language: 'O idioma do site e dos e-mails.',
  },
  'platform.user-usage': {
    limit: 'Itens por página.',
    cursor: 'O `nextCursor` da página anterior.',
  },
  'billing.checkout': {
    planId: 'Plano a assinar: 1 Básico, 2 Profissional, 3 Empresarial.',
    pack: 'O pacote avulso de créditos extras (só para assinantes).',
  },
  'billing.checkout-session': {
    id: 'O id da sessão de checkout, vindo da URL de sucesso.',
  },
  'files.create': {
    filename: 'Nome original do arquivo, mantido nos resultados.',
    contentType: 'Tipo de mídia do arquivo; o upload deve enviar o mesmo campo Content-Type.',
    size: 'Tamanho em bytes, se conhecido (no máximo 209715200); acima disso a resposta é 413 antes do upload.',
  },
  'pdf.merge': {
    files: 'Os PDFs, na ordem em que as páginas devem aparecer (repita a parte multipart `files`).',
    passwords: 'Senhas dos arquivos criptografados, por posição (vazia para arquivos sem senha).',
  },
  'pdf.split': {
    file: pdfFile,
    pages:
      'Intervalos como `1-3,5,8-`. Um intervalo devolve um PDF; vários devolvem um ZIP com um PDF por intervalo. Se omitido: um PDF por página.',
    password: inputPassword,
  },
  'pdf.watermark': {
    file: pdfFile,
    text: "Texto da marca d'água (qualquer idioma: desenhado com uma fonte Unicode embutida).",
    opacity: opacity,
    rotation: 'Graus, no sentido anti-horário.',
    password: inputPassword,
  },
  'pdf.add-text': {
    file: pdfFile,
    text: 'O texto; quebras de linha começam novas linhas.',
    x: 'Posição horizontal em pontos a partir da borda esquerda (72 pontos = 1 polegada).',
    y: 'Posição vertical da primeira linha de base em pontos a partir da borda inferior.',
    alignment: 'Como o texto se alinha em relação a x.',
    color: 'RGB 0-255: {r, g, b}, "0,0,0" ou #000000.',
    pages: 'Páginas onde escrever, como `1` ou `1-3,5`. Se omitido: todas as páginas.',
    password: inputPassword,
  },
  'pdf.protect': {
    file: pdfFile,
    userPassword: 'Senha necessária para abrir o documento.',
    ownerPassword:
      'Senha que remove os limites de permissão. Se omitida: uma aleatória, para que os limites não possam ser removidos.',
    permissions: 'O que quem abre com a senha de usuário pode fazer. Padrão: tudo.',
    password: inputPassword,
  },
  'pdf.unprotect': {
    file: pdfFile,
    password:
      'A senha de usuário ou de proprietário; vazia ou omitida para um arquivo que abre sem senha mas restringe o uso.',
  },
  'pdf.extract-text': {
    file: pdfFile,
    password: inputPassword,
  },
  'pdf.html-to-pdf': {
    html: 'O documento HTML. Scripts não são executados; só carregam imagens, fontes e estilos data:.',
    filename: 'Nome do arquivo devolvido (.pdf é acrescentado se faltar).',
    options: 'Formato da página (A4 por padrão), orientação, margens e impressão do fundo.',
  },
  'image.qr-code': {
    data: 'Texto ou URL a codificar.',
    color: 'Cor dos módulos.',
    backgroundColor: 'Cor de fundo.',
    width: 'Largura e altura da imagem em pixels.',
    logo: 'Logo opcional desenhado no centro (no máximo um quarto da largura). Uma URL https, uma data URL em base64 (data:...;base64,...) ou um id file_ de POST /api/files.',
    format: 'png (o padrão) ou svg.',
  },
  'image.watermark': {
    file: 'A imagem (parte multipart, URL, data URL ou id de arquivo).',
    imageUrl: 'A imagem por URL, quando nenhum arquivo é enviado.',
    watermarkType: "Marca d'água de texto ou de imagem (logo).",
    watermarkContent: "O texto da marca d'água (tipo text).",
    logoUrl: "A imagem da marca d'água (tipo image).",
    opacity: opacity,
    repeatPattern: '`tile` repete a marca sobre a imagem.',
    outputFormat: 'PNG, JPG ou WEBP; por padrão, o formato de entrada.',
  },
  'image.chart': {
    data: 'Dados do Chart.js: labels e datasets.',
    options: 'Opções do Chart.js (somente JSON).',
    plugins: 'Opções dos plugins embutidos (legend, title, tooltip), mescladas em options.plugins.',
  },
  'image.remove-background': {
    image: image,
    outputFormat: 'Um formato com transparência.',
    alphaMatting: 'Refina bordas suaves, como cabelo.',
    webhookUrl: webhookUrl,
  },
  'image.text-to-image': {
    positivePrompt: 'O que desenhar.',
    negativePrompt: 'O que evitar.',
    numberResults: 'Imagens a gerar; cada uma custa 3 créditos (67 com Bedrock).',
    CFGScale: 'O quanto seguir o prompt à risca.',
    scheduler: 'Amostrador, por exemplo DPMSolverMultistepScheduler.',
    seed: 'Fixe para resultados reproduzíveis.',
    webhookUrl: webhookUrl,
  },
  'image.upscale': {
    image: image,
    outputQuality: 'Qualidade JPG/WEBP.',
    sharpen: 'Aplica uma leve máscara de nitidez depois de ampliar.',
    webhookUrl: webhookUrl,
  },
  'text.extract-image-text': {
    file: 'A imagem (PNG, JPG, WEBP, TIFF...).',
    language: 'por (português) ou eng (inglês).',
    webhookUrl: webhookUrl,
  },
  'text.extract-web-info': {
    url: 'A página a ler (http ou https, só endereços públicos, sem usuario:senha@).',
    maxLinks: 'Máximo de links a listar (distintos, absolutos); `linkCount` traz o total.',
  },
  'text.process-script': {
    script: 'O roteiro completo.',
    videoDuration: 'Duração total do vídeo em segundos.',
    desiredImages:
      'Número de cenas (3-20). Se omitido: 3-12 conforme o tamanho do roteiro (uma a cada 200 caracteres).',
  },
  'text.generate-script': {
    topic: 'O assunto do roteiro.',
    scriptType: 'youtube, podcast, presentation, webinar ou course.',
    duration: 'Duração em minutos: 1, 3, 5, 10, 15, 30 ou 60.',
    audience: 'Quem vai assistir ou ouvir.',
    language: 'Idioma em que o roteiro é escrito.',
  },
  'audio.text-to-speech': {
    text: speechText,
    voice: voice,
    language: voiceLanguage,
    speed: speed,
    pitch: pitch,
  },
  'audio.text-to-speech-v2': {
    text: speechText,
    voice: voice,
    language: voiceLanguage,
    speed: speed,
    pitch: pitch,
  },
  'audio.text-to-speech-premium': {
    text: speechText,
    voice: voice,
    language: voiceLanguage,
    speed: speed,
    pitch: pitch,
  },
  'audio.youtube-transcribe': {
    videoUrl: 'A URL de um vídeo do YouTube.',
    language: 'Idioma preferido das legendas.',
    webhookUrl: webhookUrl,
  },
  'audio.speech-to-text': {
    audioFile: 'O áudio (MP3, WAV, OGG, M4A, WEBM...).',
    webhookUrl: webhookUrl,
  },
  'video.render-video-from-images': {
    'images.duration': 'Segundos na tela.',
    formatPreset: 'youtubeShort (1080x1920) ou longVideo (1920x1080).',
    animateImages: 'Zoom lento (Ken Burns) em cada imagem.',
    fps: 'Quadros por segundo do resultado.',
    width: 'Padrão 1280, ou a largura do preset.',
    height: 'Padrão 720, ou a altura do preset.',
    webhookUrl: webhookUrl,
  },
  'video.add-subtitles-to-video': {
    subtitles: 'Uma lista de legendas `{text, startTime, endTime}`, ou texto SRT / WebVTT.',
    subtitleMode: 'burn: desenhadas na imagem. soft: uma faixa de legendas selecionável (mp4, mov, webm).',
    backgroundColor: 'Cor da caixa atrás do texto (borderStyle box).',
    defaultFont: 'Família da fonte; fontes desconhecidas viram uma sem serifa.',
    webhookUrl: webhookUrl,
  },
  'video.add-audio-to-video': {
    secondaryAudioUrl: 'Música de fundo, mixada por baixo do áudio principal.',
    matchAudioDuration:
      'Repete o áudio principal até preencher o vídeo (senão ele toca uma vez); sempre cortado no fim do vídeo.',
    videoAudio: 'replace: só as novas faixas. mix: o áudio original do vídeo fica por baixo delas.',
    originalAudioVolume: 'Volume do áudio original do vídeo na mixagem.',
    webhookUrl: webhookUrl,
  },
  'video.merge-videos': {
    videos: 'URLs dos vídeos, como textos ou objetos `{url}`.',
    webhookUrl: webhookUrl,
  },
  'video.image-to-video': {
    positivePrompt: 'Como a imagem deve se mover.',
    imageUrl: 'A imagem inicial.',
    duration: 'Segundos.',
    numberResults: 'Variações; cada uma custa 10 créditos.',
    webhookUrl: webhookUrl,
  },
  'verify.email': {
    email: 'O endereço a verificar, até 254 caracteres; domínios internacionais (IDNA) são aceitos.',
  },
  'verify.whatsapp': {
    phone: 'O número, de preferência em E.164 (+5511987654321); números nacionais são lidos com defaultCountry.',
    defaultCountry: 'País dos números informados sem +código do país (padrão BR).',
  },
  'jobs.get': {
    id: 'O id do job (job_...).',
  },
  'jobs.render-status': {
    id: videoJobId,
  },
  'jobs.video-url': {
    id: videoJobId,
  },
  'jobs.video-status': {
    id: 'O sessionId devolvido por image-to-video.',
  },
  'mcp.endpoint': {
    jsonrpc: 'Sempre "2.0".',
    id: 'Id da requisição; ausente em notificações.',
    method: 'Método MCP: initialize, tools/list, tools/call...',
    params: 'Parâmetros do método.',
  },
};
