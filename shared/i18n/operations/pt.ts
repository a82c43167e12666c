import type { OperationTranslation } from './types.js';

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

/** The three text-to-speech operations take the same parameters. */
const speechParameters = {
  text: speechText,
  voice: voice,
  language: voiceLanguage,
  speed: speed,
  pitch: pitch,
  audioFormat: 'Formato do arquivo de áudio.',
};

/**
 * Everything about each operation in Portuguese, keyed by operation id: its parameter descriptions by field path and,
 * where the playground lists it without a card of its own, its name. The Portuguese service card lives on the table
 * entry itself (shared/operations), so none is repeated here.
 */
export const pt: OperationTranslation = {
  operations: {
    'platform.user-update-profile': {
      parameters: {
        language: 'O idioma do site e dos e-mails.',
        name: 'Nome exibido no painel e nos e-mails.',
      },
    },
    'platform.user-rename-api-key': {
      parameters: {
        name: 'Novo nome da chave, para distinguir as chaves.',
      },
    },
    'platform.user-create-key': {
      parameters: {
        name: 'Nome da chave, para distinguir as chaves (por exemplo, a integração que a usa).',
        expires_at: 'Validade opcional (ISO 8601, no futuro): depois dela a chave é recusada com 401.',
        allowed:
          'Ids de operações (pdf.merge) ou nomes de famílias (pdf) que a chave pode chamar, opcionais; qualquer outra chamada é recusada com 403 key_restricted, sem cobrança. Vazio ou ausente = todas as operações.',
      },
    },
    'platform.user-rename-key': {
      parameters: {
        id: 'O id da chave (key_...).',
        name: 'Novo nome da chave, para distinguir as chaves.',
      },
    },
    'platform.user-revoke-key': {
      parameters: {
        id: 'O id da chave (key_...).',
      },
    },
    'platform.user-usage': {
      parameters: {
        limit: 'Itens por página.',
        cursor: 'O `nextCursor` da página anterior.',
      },
    },
    'platform.user-requests': {
      parameters: {
        status: 'Só as chamadas respondidas com esta classe de status.',
        operation: 'Só as chamadas desta operação (por exemplo, `pdf.merge`).',
        key: 'Só as chamadas feitas com esta chave (id da chave).',
        from: 'Chamadas recebidas a partir deste momento (ou dia UTC).',
        to: 'Chamadas recebidas até este momento (um dia UTC inclui o dia inteiro).',
        limit: 'Registros por página.',
        cursor: '`nextCursor` da página anterior.',
        format: '`csv`: todas as chamadas do filtro, em CSV.',
      },
    },
    'platform.user-get-export': {
      parameters: {
        id: 'O id da exportação (exp_...).',
      },
    },
    'platform.newsletter-subscribe': {
      parameters: {
        email: 'O endereço a inscrever; um link para confirmá-lo é enviado para ele.',
        language: 'O idioma do e-mail de confirmação (pt, en, es, fr).',
      },
    },
    'platform.newsletter-confirm': {
      parameters: { token: 'O token do link do e-mail de confirmação.' },
    },
    'platform.newsletter-unsubscribe': {
      parameters: { token: 'O token do link do e-mail de confirmação.' },
    },
    'platform.user-delete-account': {
      parameters: {
        password: 'A senha da conta, digitada de novo para confirmar a exclusão.',
      },
    },
    'billing.checkout': {
      parameters: {
        planId: 'Plano a assinar: 1 Básico, 2 Profissional, 3 Empresarial.',
        pack: 'O pacote avulso de créditos extras (só para assinantes).',
        locale: 'Idioma da página de pagamento: pt, en, es ou fr (padrão: o idioma da conta, senão pt).',
      },
    },
    'billing.portal': {
      parameters: {
        locale: 'Idioma da página de pagamento: pt, en, es ou fr (padrão: o idioma da conta, senão pt).',
      },
    },
    'billing.webhook': {
      parameters: {
        id: 'Id do evento Stripe; um evento já processado é confirmado e ignorado.',
        type: 'Tipo do evento Stripe, por exemplo `invoice.paid` ou `checkout.session.completed`.',
      },
    },
    'billing.checkout-session': {
      parameters: {
        id: 'O id da sessão de checkout, vindo da URL de sucesso.',
      },
    },
    'files.create': {
      parameters: {
        filename: 'Nome original do arquivo, mantido nos resultados.',
        contentType: 'Tipo de mídia do arquivo; o upload deve enviar o mesmo campo Content-Type.',
        size: 'Tamanho em bytes, se conhecido (no máximo 209715200); acima disso a resposta é 413 antes do upload.',
      },
    },
    'pdf.merge': {
      parameters: {
        files: 'Os PDFs, na ordem em que as páginas devem aparecer (repita a parte multipart `files`).',
        passwords: 'Senhas dos arquivos criptografados, por posição (vazia para arquivos sem senha).',
      },
    },
    'pdf.split': {
      parameters: {
        file: pdfFile,
        pages:
          'Intervalos como `1-3,5,8-`. Um intervalo devolve um PDF; vários devolvem um ZIP com um PDF por intervalo. Se omitido: um PDF por página.',
        password: inputPassword,
      },
    },
    'pdf.watermark': {
      parameters: {
        file: pdfFile,
        text: "Texto da marca d'água (qualquer idioma: desenhado com uma fonte Unicode embutida).",
        opacity: opacity,
        rotation: 'Graus, no sentido anti-horário.',
        password: inputPassword,
        fontSize: 'Tamanho da fonte em pontos.',
        color: 'Cor do texto em hexadecimal `#RRGGBB`.',
      },
    },
    'pdf.add-text': {
      parameters: {
        file: pdfFile,
        text: 'O texto; quebras de linha começam novas linhas.',
        x: 'Posição horizontal em pontos a partir da borda esquerda (72 pontos = 1 polegada).',
        y: 'Posição vertical da primeira linha de base em pontos a partir da borda inferior.',
        alignment: 'Como o texto se alinha em relação a x.',
        color: 'RGB 0-255: {r, g, b}, "0,0,0" ou #000000.',
        pages: 'Páginas onde escrever, como `1` ou `1-3,5`. Se omitido: todas as páginas.',
        password: inputPassword,
        fontSize: 'Tamanho da fonte em pontos.',
        'color.r': 'Vermelho, de 0 a 255.',
        'color.g': 'Verde, de 0 a 255.',
        'color.b': 'Azul, de 0 a 255.',
      },
    },
    'pdf.protect': {
      parameters: {
        file: pdfFile,
        userPassword: 'Senha necessária para abrir o documento.',
        ownerPassword:
          'Senha que remove os limites de permissão. Se omitida: uma aleatória, para que os limites não possam ser removidos.',
        permissions: 'O que quem abre com a senha de usuário pode fazer. Padrão: tudo.',
        password: inputPassword,
        'permissions.printing': 'Impressão permitida: alta resolução, baixa resolução ou nenhuma.',
        'permissions.modifying': 'Se o conteúdo pode ser alterado.',
        'permissions.copying': 'Se textos e imagens podem ser copiados.',
        'permissions.annotating': 'Se comentários e anotações podem ser adicionados.',
        'permissions.fillingForms': 'Se campos de formulário podem ser preenchidos.',
        'permissions.contentAccessibility': 'Se leitores de tela podem extrair o conteúdo.',
        'permissions.documentAssembly': 'Se páginas podem ser inseridas, removidas ou giradas.',
      },
    },
    'pdf.unprotect': {
      parameters: {
        file: pdfFile,
        password:
          'A senha de usuário ou de proprietário; vazia ou omitida para um arquivo que abre sem senha mas restringe o uso.',
      },
    },
    'pdf.extract-text': {
      parameters: {
        file: pdfFile,
        password: inputPassword,
      },
    },
    'pdf.html-to-pdf': {
      parameters: {
        html: 'O documento HTML. Scripts não são executados; só carregam imagens, fontes e estilos data:.',
        filename: 'Nome do arquivo devolvido (.pdf é acrescentado se faltar).',
        options: 'Formato da página (A4 por padrão), orientação, margens e impressão do fundo.',
        'options.format': 'Tamanho do papel.',
        'options.landscape': 'Orientação paisagem em vez de retrato.',
        'options.marginTop': 'Margem superior: um número em pixels ou uma medida CSS como `1cm`.',
        'options.marginRight': 'Margem direita: um número em pixels ou uma medida CSS como `1cm`.',
        'options.marginBottom': 'Margem inferior: um número em pixels ou uma medida CSS como `1cm`.',
        'options.marginLeft': 'Margem esquerda: um número em pixels ou uma medida CSS como `1cm`.',
        'options.printBackground': 'Imprime cores e imagens de fundo.',
      },
    },
    'image.qr-code': {
      parameters: {
        data: 'Texto ou URL a codificar.',
        color: 'Cor dos módulos: mais escura que backgroundColor, com contraste de pelo menos 3:1 (WCAG).',
        backgroundColor: 'Cor de fundo.',
        width: 'Largura e altura da imagem em pixels.',
        logo: 'Logo opcional desenhado no centro (no máximo um quarto da largura). Uma URL https, uma data URL em base64 (data:...;base64,...) ou um id file_ de POST /api/files.',
        format: 'png (o padrão) ou svg.',
      },
    },
    'image.watermark': {
      parameters: {
        file: 'A imagem (parte multipart, URL, data URL ou id de arquivo).',
        imageUrl: 'A imagem por URL, quando nenhum arquivo é enviado.',
        watermarkType: "Marca d'água de texto ou de imagem (logo).",
        watermarkContent: "O texto da marca d'água (tipo text).",
        logoUrl: "A imagem da marca d'água (tipo image).",
        opacity: opacity,
        repeatPattern: '`tile` repete a marca sobre a imagem.',
        outputFormat: 'PNG, JPG ou WEBP; por padrão, o formato de entrada.',
        position: "Onde a marca d'água é colocada.",
      },
    },
    'image.chart': {
      parameters: {
        data: 'Dados do Chart.js: labels e datasets.',
        options: 'Opções do Chart.js (somente JSON).',
        plugins: 'Opções dos plugins embutidos (legend, title, tooltip), mescladas em options.plugins.',
        type: 'Tipo de gráfico: barras, linha, pizza, rosca, radar, área polar (polarArea), dispersão (scatter) ou bolhas (bubble).',
        'data.labels': 'Rótulos do eixo horizontal (ou das fatias).',
        'data.datasets': 'As séries de dados: um objeto por série.',
        'data.datasets.label': 'Nome da série, exibido na legenda.',
        'data.datasets.data': 'Os valores da série, um por rótulo.',
        width: 'Largura da imagem em pixels.',
        height: 'Altura da imagem em pixels.',
        'data.datasets.type': 'Tipo de gráfico só desta série, para misturar barras e linhas num mesmo gráfico.',
        'options.scales': 'Ajustes dos eixos (`scales` do Chart.js), ex.: `{y: {beginAtZero: true}}`.',
      },
    },
    'image.remove-background': {
      parameters: {
        image: image,
        outputFormat: 'Um formato com transparência.',
        alphaMatting: 'Refina bordas suaves, como cabelo.',
        webhookUrl: webhookUrl,
      },
    },
    'image.text-to-image': {
      parameters: {
        positivePrompt: 'O que desenhar.',
        negativePrompt: 'O que evitar.',
        numberResults: 'Imagens a gerar; cada uma custa 3 créditos (67 com Bedrock).',
        CFGScale: 'O quanto seguir o prompt à risca.',
        scheduler: 'Amostrador, por exemplo DPMSolverMultistepScheduler.',
        seed: 'Fixe para resultados reproduzíveis.',
        webhookUrl: webhookUrl,
        width: 'Largura da imagem em pixels.',
        height: 'Altura da imagem em pixels.',
        outputFormat: 'Formato da imagem gerada.',
        steps: 'Passos de geração: mais passos, mais detalhe e mais tempo.',
      },
    },
    'image.upscale': {
      parameters: {
        image: image,
        outputQuality: 'Qualidade JPG/WEBP.',
        sharpen: 'Aplica uma leve máscara de nitidez depois de ampliar.',
        webhookUrl: webhookUrl,
        upscaleFactor: 'Quantas vezes maior fica o resultado, em cada dimensão.',
        outputFormat: 'Formato da imagem ampliada.',
      },
    },
    'image.save': {
      parameters: {
        user_id: 'Ignorado: o registro sempre pertence a quem chama.',
        positive_prompt: 'O prompt a partir do qual a imagem foi gerada.',
        negative_prompt: 'O que a geração deveria evitar.',
        width: 'Largura da imagem em pixels.',
        height: 'Altura da imagem em pixels.',
        number_results: 'Quantas imagens a geração produziu.',
        output_format: 'Formato da imagem (PNG, JPG, WEBP).',
        steps: 'Passos de geração usados.',
        cfg_scale: 'Quanto a geração seguiu o prompt.',
        scheduler: 'Amostrador usado pelo provedor.',
        style: 'Estilo escolhido no gerador.',
        mood: 'Clima escolhido no gerador.',
        task_type: 'Tipo de tarefa do provedor.',
        image_uuid: 'O id da imagem no provedor.',
        task_uuid: 'O id da tarefa no provedor.',
        seed: 'Semente aleatória, para reproduzir a imagem.',
        storage_url: 'URL https onde a imagem está guardada.',
        credits_used: 'Créditos que a geração custou.',
        generation_status: 'Status informado pelo provedor.',
      },
    },
    'image.history': {
      parameters: {
        limit: 'Registros por página.',
        cursor: 'O `nextCursor` da página anterior.',
      },
    },
    'text.extract-image-text': {
      parameters: {
        file: 'A imagem (PNG, JPG, WEBP, TIFF...).',
        language: 'por (português) ou eng (inglês).',
        webhookUrl: webhookUrl,
      },
    },
    'text.extract-web-info': {
      parameters: {
        url: 'A página a ler (http ou https, só endereços públicos, sem usuario:senha@).',
        maxLinks: 'Máximo de links a listar (distintos, absolutos); `linkCount` traz o total.',
      },
    },
    'text.process-script': {
      parameters: {
        script: 'O roteiro completo.',
        videoDuration: 'Duração total do vídeo em segundos.',
        desiredImages:
          'Número de cenas (3-20). Se omitido: 3-12 conforme o tamanho do roteiro (uma a cada 200 caracteres).',
        globalStyle: 'Estilo visual aplicado a todas as cenas (ex.: cartoon).',
        globalMood: 'Clima aplicado a todas as cenas (ex.: alegre).',
      },
    },
    'text.generate-script': {
      parameters: {
        topic: 'O assunto do roteiro.',
        scriptType: 'youtube, podcast, presentation, webinar ou course.',
        duration: 'Duração em minutos: 1, 3, 5, 10, 15, 30 ou 60.',
        audience: 'Quem vai assistir ou ouvir.',
        language: 'Idioma em que o roteiro é escrito.',
        tone: 'Tom do roteiro.',
      },
    },
    'audio.text-to-speech': {
      parameters: speechParameters,
    },
    'audio.text-to-speech-v2': {
      name: 'Texto para fala (v2, link do áudio)',
      parameters: speechParameters,
    },
    'audio.text-to-speech-premium': {
      name: 'Texto para fala (premium)',
      parameters: speechParameters,
    },
    'audio.youtube-transcribe': {
      parameters: {
        videoUrl: 'A URL de um vídeo do YouTube.',
        language: 'Idioma preferido das legendas.',
        webhookUrl: webhookUrl,
      },
    },
    'audio.speech-to-text': {
      parameters: {
        audioFile: 'O áudio (MP3, WAV, OGG, M4A, WEBM...).',
        webhookUrl: webhookUrl,
        language: 'Idioma falado no áudio.',
        model: '`enhanced` pede o melhor modelo do provedor, quando houver.',
        useEnhanced: 'O mesmo que `model: enhanced`.',
      },
    },
    'audio.voice-samples': {
      parameters: {
        language: 'Idioma das vozes a listar (pt-BR, en-US, es-ES, fr-FR).',
      },
    },
    'audio.generate-voice-sample': {
      parameters: {
        voiceName: 'A voz da amostra.',
        language: 'Idioma da frase de amostra.',
      },
    },
    'audio.speech-history': {
      parameters: {
        page: 'Número da página, a partir de 1.',
        limit: 'Registros por página.',
      },
    },
    'audio.save-speech-history': {
      parameters: {
        title: 'Título exibido no histórico.',
        text: 'O texto que foi falado.',
        voice: 'A voz usada.',
        language: 'O idioma da voz.',
        audioUrl: 'URL https do arquivo de áudio.',
        duration: 'Duração do áudio em segundos.',
        creditsUsed: 'Créditos que o áudio custou.',
      },
    },
    'video.render-video-from-images': {
      parameters: {
        'images.duration': 'Segundos na tela.',
        formatPreset: 'youtubeShort (1080x1920) ou longVideo (1920x1080).',
        animateImages: 'Zoom lento (Ken Burns) em cada imagem.',
        fps: 'Quadros por segundo do resultado.',
        width: 'Padrão 1280, ou a largura do preset.',
        height: 'Padrão 720, ou a altura do preset.',
        webhookUrl: webhookUrl,
        images: 'As imagens, em ordem: um objeto por imagem.',
        'images.url': 'URL https (ou id `file_`) da imagem.',
        transition: 'Transição entre as imagens.',
        outputFormat: 'Formato do vídeo.',
      },
    },
    'video.add-subtitles-to-video': {
      parameters: {
        subtitles: 'Uma lista de legendas `{text, startTime, endTime}`, ou texto SRT / WebVTT.',
        subtitleMode: 'burn: desenhadas na imagem. soft: uma faixa de legendas selecionável (mp4, mov, webm).',
        backgroundColor: 'Cor da caixa atrás do texto (borderStyle box).',
        defaultFont: 'Família da fonte; fontes desconhecidas viram uma sem serifa.',
        webhookUrl: webhookUrl,
        videoUrl: 'O vídeo: uma URL https ou um id `file_` de POST /api/files.',
        'subtitles.text': 'Texto da legenda.',
        'subtitles.startTime': 'Quando a legenda aparece, em segundos.',
        'subtitles.endTime': 'Quando a legenda some, em segundos.',
        color: 'Cor do texto em hexadecimal `#RRGGBB`.',
        position: 'Onde as legendas ficam no quadro.',
        fontSize: 'Tamanho da fonte em pixels.',
        fontStyle: 'Estilo da fonte.',
        borderStyle: 'Contorno nas letras, uma caixa atrás delas ou nenhum.',
        alignment: 'Alinhamento horizontal do texto.',
        effectStyle: 'Como cada legenda aparece: de uma vez ou com fade.',
        outputFormat: 'Formato do vídeo.',
      },
    },
    'video.add-audio-to-video': {
      parameters: {
        secondaryAudioUrl: 'Música de fundo, mixada por baixo do áudio principal.',
        matchAudioDuration:
          'Repete o áudio principal até preencher o vídeo (senão ele toca uma vez); sempre cortado no fim do vídeo.',
        videoAudio: 'replace: só as novas faixas. mix: o áudio original do vídeo fica por baixo delas.',
        originalAudioVolume: 'Volume do áudio original do vídeo na mixagem.',
        webhookUrl: webhookUrl,
        videoUrl: 'O vídeo: uma URL https ou um id `file_` de POST /api/files.',
        mainAudioUrl: 'O áudio principal (uma narração, por exemplo): uma URL https ou um id `file_`.',
        mainAudioVolume: 'Volume do áudio principal: 0 mudo, 1 inalterado, 2 dobro.',
        secondaryAudioVolume: 'Volume da música de fundo: 0 mudo, 1 inalterado, 2 dobro.',
      },
    },
    'video.merge-videos': {
      parameters: {
        videos: 'URLs dos vídeos, como textos ou objetos `{url}`.',
        webhookUrl: webhookUrl,
        width: 'Largura do vídeo final em pixels.',
        height: 'Altura do vídeo final em pixels.',
        transition: 'Transição entre os vídeos.',
        outputFormat: 'Formato do vídeo.',
        title: 'Uma tela de título exibida por 3 segundos antes do primeiro vídeo.',
      },
    },
    'video.image-to-video': {
      parameters: {
        positivePrompt: 'Como a imagem deve se mover.',
        imageUrl: 'A imagem inicial.',
        duration:
          'Segundos pedidos; o provedor gera a duração do próprio clipe (6 s com Nova Reel), que é o que se cobra.',
        numberResults: 'Variações; cada uma custa 32 créditos por segundo do seu clipe.',
        webhookUrl: webhookUrl,
        outputFormat: 'Formato do vídeo.',
        height: 'Altura do vídeo em pixels.',
        width: 'Largura do vídeo em pixels.',
      },
    },
    'verify.email': {
      parameters: {
        email: 'O endereço a verificar, até 254 caracteres; domínios internacionais (IDNA) são aceitos.',
      },
    },
    'verify.whatsapp': {
      parameters: {
        phone: 'O número, de preferência em E.164 (+5511987654321); números nacionais são lidos com defaultCountry.',
        defaultCountry: 'País dos números informados sem +código do país (padrão BR).',
      },
    },
    'jobs.get': {
      name: 'Status de um job',
      parameters: {
        id: 'O id do job (job_...).',
      },
    },
    'jobs.render-status': {
      name: 'Status da renderização de vídeo',
      parameters: {
        id: videoJobId,
      },
    },
    'jobs.video-url': {
      name: 'URL do vídeo renderizado',
      parameters: {
        id: videoJobId,
      },
    },
    'jobs.video-status': {
      name: 'Status de imagem para vídeo',
      parameters: {
        id: 'O sessionId devolvido por image-to-video.',
      },
    },
    'jobs.webhook-redeliver': {
      name: 'Reenviar o webhook de um job',
      parameters: {
        id: 'O id do job (job_...).',
      },
    },
    'mcp.endpoint': {
      parameters: {
        jsonrpc: 'Sempre "2.0".',
        id: 'Id da requisição; ausente em notificações.',
        method: 'Método MCP: initialize, tools/list, tools/call...',
        params: 'Parâmetros do método.',
      },
    },
  },
  /** Services announced before they have an operation (shared/catalogue/services.ts), by service id. */
  plannedServices: {},
};
