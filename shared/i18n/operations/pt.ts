import { voiceLanguages, voiceListText } from '../../voices.js';
import type { OperationTranslation } from './types.js';

// Texts several operations share.
const pdfFile = 'O PDF: uma parte multipart, uma URL https, uma data URL em base64 ou um id file_ de POST /api/files.';
const inputPassword = 'Senha do arquivo, se estiver criptografado.';
const opacity = 'De 0.0 (transparente) a 1.0 (opaco).';
const image = 'A imagem.';
const webhookUrl = 'Recebe um POST assinado (HMAC-SHA256) quando o job termina com sucesso ou falha.';
const speechText =
  'Até 10.000 caracteres; 1 crédito a cada 1.000. Marcações são lidas como texto, nunca interpretadas.';
const voice = `Nome da voz (${voiceListText()}).`;
const voiceLanguage = `O idioma da voz (${voiceLanguages.join(', ')}); por padrão, o da voz escolhida.`;
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

// Sentences several operation descriptions share.
const pdfUnsound =
  'Um arquivo que não pode ser regravado com segurança, ou criptografado por um mecanismo de segurança diferente do de senha padrão, recebe 422 com o motivo, sem cobrança.';
const videoTransitions =
  'Transições: `fade`, `none` (o fade passa pelo preto; o ffmpeg usado não tem xfade, então não há fusões nem cortinas).';
const videoSize = 'Largura e altura de 128 a 1920 px (tamanhos ímpares são arredondados para baixo, para o par).';
const videoProbe =
  'As entradas são analisadas com o ffprobe antes de qualquer transcodificação: no máximo 600 s de duração, 3840×3840 px e 8.294.400 pixels por quadro (4K UHD), 8 streams.';
const videoInputFile = 'Cada arquivo de entrada (URL, data URL ou id `file_`) tem no máximo 200 MiB.';
const videoHeldPrice =
  'Preço: 5 créditos por minuto (ou fração) de saída, no mínimo 5. A duração só é conhecida depois que o worker analisa os arquivos, então o job é cobrado no aceite pela saída mais longa aceita (10 minutos, 50 créditos, que o saldo precisa cobrir) e acertado pela duração produzida quando termina com sucesso: a diferença volta e o `creditsCharged` do job mostra o preço final.';
const videoJob =
  'Responde 202 `{id, jobId, status, statusUrl}` (também em `Location`); consulte a URL de status ou informe `webhookUrl`. Campos inválidos e URLs para endereços privados recebem 400 no aceite; o que só os arquivos revelam faz o job falhar com o problema, nomeando o campo: grande demais (413), não é vídeo, imagem nem áudio (415), vazio, ilegível, truncado ou acima de um limite (422, nomeando o limite). Um job que falha é estornado.';

/**
 * Everything about each operation in Portuguese, keyed by operation id: its summary and description (the docs
 * reference and the playground) and its parameter descriptions by field path. The Portuguese service card lives on the
 * table entry itself (shared/operations), so none is repeated here.
 */
export const pt: OperationTranslation = {
  operations: {
    'platform.user-balance': {
      summary: 'Saldo de créditos e registro da chave',
      description:
        'O saldo da conta com o registro da chave de API (id, nome, token mascarado, datas, status Active/Inactive).',
    },
    'platform.user-profile': {
      summary: 'Perfil',
      description:
        'id, nome, e-mail, papel, créditos, plano (0 = sem plano, 1-3), datas e pending_welcome_credits (os créditos grátis que aguardam a verificação do e-mail).',
    },
    'platform.user-update-profile': {
      summary: 'Atualizar o perfil',
      description:
        'Altera o nome e/ou o idioma preferido (pt, en, es, fr), que acompanha o usuário em todos os dispositivos e vale para os e-mails. O e-mail não pode ser alterado.',
      parameters: {
        language: 'O idioma do site e dos e-mails.',
        name: 'Nome exibido no painel e nos e-mails.',
      },
    },
    'platform.user-verify-email': {
      summary: 'Receber os créditos de boas-vindas',
      description:
        'Chame depois de verificar o e-mail no Cognito (o link do e-mail de verificação): confirma com o user pool que o endereço está verificado e soma os créditos de boas-vindas pendentes, uma única vez. Responde o saldo; 403 forbidden enquanto o e-mail não estiver verificado; uma chamada repetida não soma nada.',
    },
    'platform.user-api-key': {
      summary: 'A chave de API',
      description:
        'A chave da conta: nome, a própria chave (a página mascara tudo menos os últimos 12 caracteres) e as datas de criação e de último uso.',
    },
    'platform.user-rename-api-key': {
      summary: 'Renomear a chave de API',
      parameters: {
        name: 'Novo nome da chave, para distinguir as chaves.',
      },
    },
    'platform.user-regenerate-api-key': {
      summary: 'Gerar uma nova chave de API',
      description: 'Emite uma nova chave; a antiga deixa de funcionar na hora.',
    },
    'platform.user-revoke-api-key': {
      summary: 'Revogar a chave de API',
      description: 'A chave deixa de funcionar; gere uma nova para voltar a chamar a API.',
    },
    'platform.user-keys': {
      summary: 'Listar as chaves de API',
      description:
        'Todas as chaves da conta, mascaradas (últimos 12 caracteres): nome, datas, último uso, chamadas nos últimos 30 dias, validade e operações permitidas. A chave principal ("API Key Principal") vem primeiro.',
    },
    'platform.user-create-key': {
      summary: 'Criar uma chave de API',
      description:
        'Responde a nova chave com o segredo em `token`, mostrado só desta vez (as listas o mascaram). Uma conta tem no máximo 5 chaves não revogadas: a 6ª é recusada com 409 conflict. As restrições são definidas na criação; para mudá-las, crie uma chave nova e revogue a antiga.',
      parameters: {
        name: 'Nome da chave, para distinguir as chaves (por exemplo, a integração que a usa).',
        expires_at: 'Validade opcional (ISO 8601, no futuro): depois dela a chave é recusada com 401.',
        allowed:
          'Ids de operações (pdf.merge) ou nomes de famílias (pdf) que a chave pode chamar, opcionais; qualquer outra chamada é recusada com 403 key_restricted, sem cobrança. Vazio ou ausente = todas as operações.',
      },
    },
    'platform.user-rename-key': {
      summary: 'Renomear uma chave de API',
      parameters: {
        id: 'O id da chave (key_...).',
        name: 'Novo nome da chave, para distinguir as chaves.',
      },
    },
    'platform.user-revoke-key': {
      summary: 'Revogar uma chave de API',
      description:
        'A chave passa a ser recusada com 401 em até 60 segundos (o gateway guarda a autorização de uma chave por esse tempo). Uma chave revogada continua na lista por 30 dias e libera a sua vaga; a chave principal é revogada no lugar e volta ao gerar uma nova.',
      parameters: {
        id: 'O id da chave (key_...).',
      },
    },
    'platform.user-usage': {
      summary: 'Histórico de uso',
      description:
        'Mais recentes primeiro: id, created_at, service_id, credits_used; `nextCursor` quando há mais registros.',
      parameters: {
        limit: 'Itens por página.',
        cursor: 'O `nextCursor` da página anterior.',
      },
    },
    'platform.user-webhook-secret': {
      summary: 'Segredo de assinatura dos webhooks',
      description:
        'O segredo que assina os webhooks de jobs (HMAC-SHA256 sobre `<timestamp>.<body>`); criado no primeiro pedido.',
    },
    'platform.user-rotate-webhook-secret': {
      summary: 'Trocar o segredo de assinatura dos webhooks',
      description: 'Substitui o segredo; daqui em diante as entregas são assinadas só com o novo.',
    },
    'platform.user-requests': {
      summary: 'Registro de chamadas',
      description:
        'Todas as chamadas feitas com uma das suas chaves nos últimos 30 dias, das mais recentes para as mais antigas: status, código do problema, duração, créditos cobrados e devolvidos, id e nome da chave, id da requisição, id do job. Os filtros se combinam; `nextCursor` quando há mais registros. `format=csv` (ou `Accept: text/csv`) responde o filtro inteiro em CSV (até 10.000 linhas).',
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
    'platform.user-request-stats': {
      summary: 'Uso por dia',
      description:
        'Chamadas e créditos por dia UTC nos últimos 30 dias, por família de serviços, as operações mais usadas e o uso de hoje em relação à cota diária e ao limite de requisições do plano.',
    },
    'platform.user-export-data': {
      summary: 'Exportar meus dados',
      description:
        'Monta um arquivo zip com tudo o que é guardado sobre a conta: `data.json` (perfil, chaves de API sem os segredos, extrato de uso, registro de chamadas, jobs, histórico de imagens e de falas, compras) e um CSV por tabela. Responde 201 com um link assinado válido por 24 horas; o mesmo link é enviado ao e-mail da conta. A exportação de uma conta grande é preparada em segundo plano: 202 com `status: running`, o link enviado por e-mail quando fica pronto, e `GET /api/user/export/{id}` passa a responder com ele.',
    },
    'platform.user-get-export': {
      summary: 'Uma exportação de dados',
      description: 'O status de uma exportação, com um link recém-assinado para o arquivo enquanto ele existir.',
      parameters: {
        id: 'O id da exportação (exp_...).',
      },
    },
    'platform.password-recovery': {
      summary: 'Recuperar a senha de uma conta não verificada',
      description:
        'Para uma conta cujo e-mail nunca foi verificado (o user pool só envia o código de redefinição para endereços verificados): envia por e-mail um link, válido por 60 minutos, que define uma nova senha e verifica o endereço de uma vez. Sempre responde 202 com o mesmo corpo; um endereço verificado ou desconhecido não recebe nada por esta chamada, e um pedido repetido em até 10 minutos não envia nada.',
      parameters: {
        email: 'O endereço da conta cuja senha foi esquecida.',
        language: 'O idioma do e-mail quando a conta não tem um salvo (pt, en, es, fr).',
      },
    },
    'platform.password-recovery-confirm': {
      summary: 'Definir uma nova senha a partir de um link de recuperação',
      description:
        'A chamada do link de recuperação: define a nova senha e marca o e-mail como verificado (o link provou a caixa postal), e os créditos de boas-vindas que esperavam essa verificação são concedidos. Um link funciona uma vez; 404 not_found quando ele é desconhecido, já foi usado, foi substituído por um mais novo ou expirou.',
      parameters: {
        token: 'O token do link no e-mail de recuperação.',
        password: 'A nova senha, com pelo menos 6 caracteres.',
      },
    },
    'platform.health': {
      summary: 'Verificação de saúde',
      description: 'Responde `{status: "ok"}` quando a API está no ar. O gerador de imagens a chama antes de gerar.',
    },
    'platform.services': {
      summary: 'Listar serviços',
      description:
        'O catálogo de serviços: id, nome, descrição (em português), categoria, ícone, créditos por uso e as marcas de popular e em breve.',
    },
    'platform.openapi': {
      summary: 'Documento OpenAPI 3.1',
      description: 'Esta API descrita em OpenAPI 3.1, gerada a partir da tabela de operações.',
    },
    'platform.newsletter-subscribe': {
      summary: 'Assinar a newsletter',
      description:
        'Guarda o endereço como pendente e envia a ele um link de confirmação (válido por 7 dias) com um link para cancelar a assinatura. Sempre responde 202 com o mesmo corpo, para não revelar quem está inscrito; um pedido repetido em até 10 minutos, ou além de 3 e-mails a um endereço em 24 horas, não envia nada, e um endereço nunca é guardado duas vezes.',
      parameters: {
        email: 'O endereço a inscrever; um link para confirmá-lo é enviado para ele.',
        language: 'O idioma do e-mail de confirmação (pt, en, es, fr).',
      },
    },
    'platform.newsletter-confirm': {
      summary: 'Confirmar a assinatura da newsletter',
      description:
        'A chamada do link de confirmação: marca o endereço como confirmado (confirmar de novo não tem problema). 404 not_found quando o link é desconhecido, foi substituído por um mais novo ou expirou.',
      parameters: { token: 'O token do link do e-mail de confirmação.' },
    },
    'platform.newsletter-unsubscribe': {
      summary: 'Cancelar a assinatura da newsletter',
      description:
        'A chamada do link de cancelamento: apaga o endereço guardado. Um endereço já removido recebe a mesma resposta; um token que não corresponde ao guardado recebe 404 not_found.',
      parameters: { token: 'O token do link do e-mail de confirmação.' },
    },
    'platform.user-delete-account': {
      summary: 'Excluir minha conta',
      description:
        'Depois de conferir a senha (403 forbidden com `reason: invalid_password` quando ela está errada, e nada é excluído): revoga todas as chaves de API na hora, programa uma assinatura ativa para terminar no fim do período pago, apaga arquivos, histórico, registros, jobs e chaves e remove o acesso. As compras são mantidas, como a lei fiscal exige, sob um id opaco que não está mais ligado à pessoa. O e-mail pode se cadastrar de novo mais tarde, como uma conta nova.',
      parameters: {
        password: 'A senha da conta, digitada de novo para confirmar a exclusão.',
      },
    },
    'billing.checkout': {
      summary: 'Iniciar um pagamento',
      description:
        'Cria uma sessão de pagamento para um plano (assinatura) ou para o pacote de créditos extras (compra avulsa, só com um plano ativo) e responde `{url, sessionId}`. Envie exatamente um entre `planId` e `pack`. A página de pagamento aparece no idioma `locale` e volta para a origem em que o painel foi aberto.',
      parameters: {
        planId: 'Plano a assinar: 1 Básico, 2 Profissional, 3 Empresarial.',
        pack: 'O pacote avulso de créditos extras (só para assinantes).',
        locale: 'Idioma da página de pagamento: pt, en, es ou fr (padrão: o idioma da conta, senão pt).',
      },
    },
    'billing.portal': {
      summary: 'Abrir o portal de cobrança',
      description: 'Responde `{url}` do portal de gestão da assinatura, exibido no idioma `locale`.',
      parameters: {
        locale: 'Idioma da página de pagamento: pt, en, es ou fr (padrão: o idioma da conta, senão pt).',
      },
    },
    'billing.webhook': {
      summary: 'Webhook do Stripe',
      description: 'Eventos assinados do Stripe; cada evento é tratado uma única vez.',
      parameters: {
        id: 'Id do evento Stripe; um evento já processado é confirmado e ignorado.',
        type: 'Tipo do evento Stripe, por exemplo `invoice.paid` ou `checkout.session.completed`.',
      },
    },
    'billing.checkout-session': {
      summary: 'Status da sessão de pagamento',
      description:
        'Alimenta a página de pagamento concluído: `payment_status` (paid quando confirmado) e `amount_total` em centavos.',
      parameters: {
        id: 'O id da sessão de checkout, vindo da URL de sucesso.',
      },
    },
    'billing.summary': {
      summary: 'Plano e compras',
      description:
        'Alimenta a página de créditos: o plano atual, a data de renovação (ou de término), se o pacote extra pode ser comprado e o histórico de compras.',
    },
    'files.create': {
      summary: 'Criar uma URL de envio',
      description:
        'Para arquivos acima do limite de uma requisição (4 MiB). Responde `{fileId, uploadUrl, uploadFields, expiresAt, maxBytes}`: em até 15 minutos, envie por POST um formulário multipart/form-data para `uploadUrl` com cada item de `uploadFields` e, por último, o arquivo no campo `file` (o S3 recusa arquivos acima de `maxBytes` ou com outro Content-Type); depois envie o `fileId` em qualquer campo de arquivo. O envio fica guardado por 24 horas.',
      parameters: {
        filename: 'Nome original do arquivo, mantido nos resultados.',
        contentType: 'Tipo de mídia do arquivo; o upload deve enviar o mesmo campo Content-Type.',
        size: 'Tamanho em bytes, se conhecido (no máximo 209715200); acima disso a resposta é 413 antes do upload.',
      },
    },
    'pdf.merge': {
      summary: 'Juntar PDFs',
      description: [
        'Junta de 2 a 50 PDFs em um só (no máximo 5.000 páginas no total), com as páginas na ordem em que os arquivos foram enviados. Responde `merged.pdf`.',
        pdfUnsound,
      ].join(' '),
      parameters: {
        files: 'Os PDFs, na ordem em que as páginas devem aparecer (repita a parte multipart `files`).',
        passwords: 'Senhas dos arquivos criptografados, por posição (vazia para arquivos sem senha).',
      },
    },
    'pdf.split': {
      summary: 'Dividir um PDF',
      description: [
        'Extrai intervalos de páginas. Um intervalo responde um PDF; vários intervalos (ou nenhum: todas as páginas) respondem um ZIP de PDFs.',
        pdfUnsound,
      ].join(' '),
      parameters: {
        file: pdfFile,
        pages:
          'Intervalos como `1-3,5,8-`. Um intervalo devolve um PDF; vários devolvem um ZIP com um PDF por intervalo. Se omitido: um PDF por página.',
        password: inputPassword,
      },
    },
    'pdf.watermark': {
      summary: 'Aplicar marca d’água em um PDF',
      description: ['Desenha o texto centralizado em todas as páginas, girado e com opacidade.', pdfUnsound].join(' '),
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
      summary: 'Adicionar texto a um PDF',
      description: [
        'Escreve um texto em uma posição (em pontos, a partir do canto inferior esquerdo) nas páginas escolhidas.',
        pdfUnsound,
      ].join(' '),
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
      summary: 'Proteger um PDF com senha',
      description: ['Criptografa com AES-256 (mecanismo de segurança do PDF 2.0, revisão 6).', pdfUnsound].join(' '),
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
      summary: 'Remover a senha de um PDF',
      description: [
        'Abre um PDF criptografado com a senha dele e o devolve sem criptografia. Uma senha errada recebe 422; um PDF que não está criptografado e não tem restrições recebe 422 (`reason: not_encrypted`), sem cobrança: não há nada a remover.',
        pdfUnsound,
      ].join(' '),
      parameters: {
        file: pdfFile,
        password:
          'A senha de usuário ou de proprietário; vazia ou omitida para um arquivo que abre sem senha mas restringe o uso.',
      },
    },
    'pdf.extract-text': {
      summary: 'Extrair o texto de um PDF',
      description:
        'Responde `{pageCount, text, pages: [{page, text}]}` (só a camada de texto; páginas escaneadas precisam de OCR).',
      parameters: {
        file: pdfFile,
        password: inputPassword,
      },
    },
    'pdf.html-to-pdf': {
      summary: 'Converter HTML em PDF',
      description:
        'Renderiza o HTML em um navegador headless, com JavaScript desligado e todas as requisições de rede bloqueadas (incorpore as imagens como URLs data:).',
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
      summary: 'Gerar um QR code',
      description:
        'Um QR code, em PNG por padrão ou SVG (`format`), de `width` × `width` pixels com uma margem de 4 módulos. Correção de erros M, ou H quando há um logo. Os módulos têm pixels inteiros (os pixels que sobram alargam a margem). O logo fica centralizado sobre módulos inteiros, com no máximo um quarto da largura, num tamanho que a correção de erros consegue compensar, e nunca sobre os padrões pelos quais o leitor encontra o código; a versão do código pode subir para lhe dar espaço, e os dados com logo são limitados a 958 bytes. As cores precisam ser módulos escuros sobre fundo claro, com contraste de pelo menos 3:1 (400). Dados que não cabem em um QR code (2.331 bytes em M), ou uma largura pequena demais para o código ou o logo, são recusados com 422.',
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
      summary: 'Aplicar marca d’água em uma imagem',
      description:
        'Adiciona uma marca d’água de texto ou logo em uma posição ou em mosaico, com opacidade, depois de aplicar a orientação EXIF. Responde a imagem no próprio formato (JPG, PNG, WEBP; os demais viram PNG), a menos que `outputFormat` seja informado. O texto é desenhado com DejaVu Sans (latim com acentos, grego, cirílico, hebraico, árabe, símbolos), Droid Sans Fallback (ideogramas CJK, kana, Hangul) e Symbola (emoji e outros símbolos); caracteres que nenhuma delas tem, como o etíope, são recusados com 422, que os nomeia. Marcações no texto são desenhadas literalmente. Só imagens estáticas (GIF/WEBP animados e SVG são recusados), de no máximo 50 megapixels, verificados antes da decodificação; entradas CMYK e de 16 bits são convertidas para sRGB de 8 bits.',
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
      summary: 'Gerar um gráfico',
      description:
        'Renderiza um gráfico do Chart.js 4 (bar, line, pie, doughnut, radar, polarArea, scatter, bubble; gráficos mistos pelo `type` de cada conjunto de dados) em um PNG de exatamente `width` × `height` sobre fundo branco, com fontes embutidas (DejaVu Sans, Droid Sans Fallback para CJK, kana e Hangul, Symbola para emoji); um texto com um caractere que nenhuma delas tem é recusado com 422, que o nomeia. A configuração é só JSON: strings que parecem código, chaves de protótipo e opções de qualquer coisa além dos plugins embutidos (legend, title, subtitle, tooltip, filler, decimation, colors) são recusadas com 400, assim como qualquer opção que o motor não consegue respeitar, com o caminho dela: opções que o Chart.js só aceita como funções (`callback`, `callbacks`, `filter`, `sort`, `on…`, ganchos `before…`/`after…`) e tipos de escala diferentes de category, linear, logarithmic e radialLinear (escalas de tempo precisam de um adaptador de datas, que não vem incluído); no máximo 20.000 pontos no total; uma renderização que passa de 5 s é interrompida (422). Cada ponto precisa ser um que o Chart.js consiga desenhar no tipo de gráfico (números, strings numéricas ou null; em bar também [low, high] e {x, y}; em line {x, y}; em scatter {x, y}; em bubble {x, y, r}; pontos em objeto lidos pelas chaves de `parsing`), com magnitude de no máximo 1e100; senão, 400 com o ponto. Conjuntos de dados sem `label` se chamam "Dataset N"; `plugins` é mesclado em profundidade em `options.plugins`. Animação e responsividade ficam desligadas.',
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
      summary: 'Remover o fundo',
      description:
        'Recorta o objeto principal e responde um PNG (ou WEBP) com fundo transparente, pelo provedor configurado: um provedor HTTP do tipo Runware (modelo RemBG 1.4; `alphaMatting` respeitado) ou o Amazon Bedrock Nova Canvas BACKGROUND_REMOVAL (`alphaMatting` não tem equivalente lá; as imagens são redimensionadas para 320-4096 px por lado e 4,19 megapixels). Entradas: PNG, JPG, WEBP, GIF, TIFF, AVIF de até 40 megapixels (maiores: 422); qualquer outra coisa, 415. Uma falha do provedor é um 502, e uma recusa pela política de conteúdo um 422 com o motivo do provedor, ambos estornados; sem provedor, 503 sem cobrança. Custa 2 créditos com o provedor HTTP (cerca de US$ 0,006 no menor preço por crédito; o provedor custa bem menos de 30% disso) e 67 créditos quando a implantação usa o Bedrock (o Nova Canvas cobra uma edição como uma imagem gerada, até US$ 0,06).',
      parameters: {
        image: image,
        outputFormat: 'Um formato com transparência.',
        alphaMatting: 'Refina bordas suaves, como cabelo.',
        webhookUrl: webhookUrl,
      },
    },
    'image.text-to-image': {
      summary: 'Gerar imagens a partir de texto',
      description:
        'Gera de 1 a 4 imagens, 3 créditos cada. Responde `images` (url, prompt, seed, imageUUID, width, height), com `storageUrls[]` (storageUrl, prompt) e `data[]` (taskUUID, imageUUID, seed, imageURL); as URLs são pré-assinadas por 24 horas e as imagens ficam guardadas por 30 dias. `provider` diz quem as gerou. Provedor HTTP do tipo Runware (o padrão): todos os parâmetros são respeitados (tamanhos de 128 a 2048 em passos de 64, nunca arredondados). Amazon Bedrock Nova Canvas (opcional): prompt e prompt negativo de até 1024 caracteres, tamanho, numberResults, CFGScale (limitado a 1.1-10) e seed são respeitados, steps e scheduler não; lados abaixo de 320 px sobem para 320 e uma proporção além de 4:1 é recusada com 400. Uma falha do provedor é um 502, e uma recusa pela política de conteúdo um 422 com o motivo do provedor, ambos estornados; sem provedor, 503 sem cobrança. Economia por unidade: 3 créditos rendem cerca de US$ 0,009 no menor preço por crédito (Empresarial, R$ 497 por 30.000 créditos, a R$ 5,50 por US$), então uma imagem pode custar no máximo US$ 0,0027; o modelo padrão do provedor HTTP (FLUX.1 schnell) custa cerca de US$ 0,0006-0,0013 por imagem (7-14%). O Nova Canvas custa US$ 0,04 por imagem até 1024x1024 e US$ 0,06 até 2048x2048 (qualidade padrão), por isso uma implantação que usa o Bedrock cobra 67 créditos por imagem (US$ 0,20 de receita, com custo de no máximo 30%); o catálogo e o `dry_run` sempre mostram o preço do motor em uso.',
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
      summary: 'Ampliar uma imagem',
      description:
        'Amplia uma imagem exatamente 2, 3 ou 4 vezes nas duas dimensões (reamostragem Lanczos-3, nitidez opcional), depois de aplicar a orientação EXIF. A saída é limitada a 36 megapixels (por exemplo, 3000 × 3000 em 2×, 1500 × 1500 em 4×): um resultado maior é recusado com 422 antes de qualquer processamento. Só imagens estáticas, de no máximo 50 megapixels na entrada.',
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
      summary: 'Salvar uma imagem gerada no histórico',
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
      summary: 'Histórico de imagens',
      description:
        '`{success, data}`: os registros salvos, dos mais recentes para os mais antigos (id, storage_url, positive_prompt, style, mood, width, height, created_at).',
      parameters: {
        limit: 'Registros por página.',
        cursor: 'O `nextCursor` da página anterior.',
      },
    },
    'text.extract-image-text': {
      summary: 'Extrair o texto de uma imagem (OCR)',
      description:
        'Lê texto impresso com o Tesseract (LSTM, dados treinados de português ou inglês). Responde `{text, confidence, language, width, height, words}`, em que cada palavra traz o texto, a confiança (0-100) e a caixa em pixels `{x0, y0, x1, y1}`. Uma imagem sem texto (em branco) tem sucesso com `text: ""`, `confidence: 0` e nenhuma palavra, e é cobrada como qualquer leitura: a imagem foi processada por inteiro. Só imagens rasterizadas estáticas (PNG, JPG, WEBP, GIF, TIFF, AVIF; sem PDF, sem animação). Uma imagem de até 16 megapixels (`x-limits.syncMaxPixels`) é lida na própria requisição; uma maior, de até 50 megapixels, só como job: sem `Prefer: respond-async` ela recebe 413, sem cobrança. Uma leitura que passa de 30 s é interrompida com 504, sem cobrança.',
      parameters: {
        file: 'A imagem (PNG, JPG, WEBP, TIFF...).',
        language: 'por (português) ou eng (inglês).',
        webhookUrl: webhookUrl,
      },
    },
    'text.extract-web-info': {
      summary: 'Extrair dados de uma página web',
      description:
        'Baixa uma página HTML pública (nenhum JavaScript é executado, nenhum sub-recurso é carregado) e responde `{url, finalUrl, status, contentType, encoding, title, description, canonical, language, openGraph, twitter, favicon, headings, article, text, wordCount, links, linkCount}`. `text` é o texto principal legível (Mozilla Readability, como no Modo de Leitura do Firefox; parágrafos separados por linhas em branco), com o texto visível da página quando nenhum artigo é encontrado (`article` fica null). Os links são absolutos, sem repetição e marcados como `internal` (mesmo host) ou externos. O conjunto de caracteres vem de uma marca de ordem de bytes, do cabeçalho HTTP ou de `<meta charset>` (páginas em Latin-1 e Windows-1252 são decodificadas corretamente). São seguidos até 5 redirecionamentos, cada um verificado de novo; endereços privados, de loopback e link-local são recusados (400), inclusive hosts que resolvem para eles. A página pode ter no máximo 5 MB (413) e precisa chegar em até 10 s (422). Conteúdo que não é HTML (PDF, imagens, JSON, texto puro…) recebe 415 `unsupported_media_type`: use as operações de PDF ou de OCR para esses casos. Falhas não são cobradas.',
      parameters: {
        url: 'A página a ler (http ou https, só endereços públicos, sem usuario:senha@).',
        maxLinks: 'Máximo de links a listar (distintos, absolutos); `linkCount` traz o total.',
      },
    },
    'text.process-script': {
      summary: 'Dividir um roteiro em cenas',
      description:
        'Responde `{success, source, scenes}`: por cena, sequence, title, timeRange e timing (total ÷ quantidade, em segundos), prompt, style, mood, palavras-chave (`elements`) e importance. `source` é `llm` quando um LLM (Amazon Bedrock Converse) escreveu os títulos e os prompts em inglês, e `fallback` quando foi o divisor determinístico: títulos como Opening Scene, importância alta para as duas primeiras e as duas últimas cenas, prompts montados a partir do trecho do roteiro (sem tradução).',
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
      summary: 'Escrever um roteiro',
      description:
        'Responde `{success, source, title, script, sections, wordCount, targetWords, language}`: um roteiro para vídeo, podcast, apresentação, webinar ou aula, em seções com intervalos de tempo que somam a duração. `source` é `llm` quando um LLM (Amazon Bedrock Converse, o motor do process-script) o escreveu; sem um, é `template`: um esboço determinístico que avisa isso na primeira linha, com espaços entre colchetes para as suas próprias palavras. Roteiros com mais de uns 15 minutos são escritos com abertura e encerramento completos e tópicos para o meio.',
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
      summary: 'Texto para fala (arquivo de áudio)',
      description:
        'Fala até 10.000 caracteres (1 crédito a cada 1.000 ou fração) com o motor eSpeak NG embutido, em uma de 16 vozes (pt-BR, en-US, es-ES, fr-FR); marcações são lidas como texto, nunca interpretadas. Responde o áudio (MP3, WAV ou OGG) com a duração em `X-Audio-Duration`; com `Accept: application/json`, o JSON de `/api/audio/text-to-speech/v2`. Erros: 400 para texto sem palavras, texto acima do limite ou uma voz que não fala `language`; 413 para um corpo acima do limite. O motor é embutido, então não há provedor para substituir; as vozes do Amazon Polly são o caminho premium (`/api/audio/text-to-speech/premium`).',
      parameters: speechParameters,
    },
    'audio.text-to-speech-v2': {
      summary: 'Texto para fala (JSON com link do áudio)',
      description:
        'Responde `{success, audioUrl, fileName, format, textLength, provider, language, duration, billing: {totalCreditsCharged}}`; com `Accept: audio/*`, o próprio áudio.',
      parameters: speechParameters,
    },
    'audio.text-to-speech-premium': {
      summary: 'Texto para fala com vozes do Amazon Polly (premium)',
      description:
        'O mesmo contrato de `/api/audio/text-to-speech/v2`, falado pelas vozes padrão do Amazon Polly; 2 créditos a cada 1.000 caracteres. Responde 503 onde o Polly não está configurado.',
      parameters: speechParameters,
    },
    'audio.youtube-transcribe': {
      summary: 'Transcrever um vídeo do YouTube',
      description:
        'Responde `{transcription, language, segments, source}` a partir das legendas publicadas do vídeo: as escritas por pessoas antes das automáticas, o `language` preferido primeiro (exato, depois o mesmo idioma base) e, senão, a faixa padrão do vídeo. Sem legendas, e só onde um provedor de fala para texto e uma fonte de áudio do YouTube estão configurados, o áudio é transcrito (`source: speech-to-text`, no máximo 30 minutos de áudio); caso contrário, 422. Erros: 400 para uma URL que não é de um único vídeo do YouTube (playlists, outros sites, ids inválidos); 502 quando o YouTube não responde ou recusa. Com `Prefer: respond-async` roda como job (202 com `statusUrl`); um job que falha é estornado.',
      parameters: {
        videoUrl: 'A URL de um vídeo do YouTube.',
        language: 'Idioma preferido das legendas.',
        webhookUrl: webhookUrl,
      },
    },
    'audio.speech-to-text': {
      summary: 'Transcrever um arquivo de áudio',
      description:
        'Transcreve um arquivo de áudio (MP3, WAV, OGG, M4A, WEBM, FLAC…; parte multipart, URL, data URL ou id `file_`) de no máximo 25 MiB e 30 minutos pelo provedor configurado (Amazon Transcribe na AWS, ou um endpoint compatível com a OpenAI); `model: enhanced` ou `useEnhanced` pede o modelo melhor do provedor, quando ele tem um. O áudio é verificado com o ffprobe e decodificado antes de qualquer cobrança ou envio: o que não é áudio recebe 415; corrompido, truncado ou longo demais recebe 422, sem cobrança. Preço: 10 créditos por minuto (ou fração) do áudio decodificado (em segundos inteiros), no mínimo 10; `dry_run=true` mede o áudio do mesmo jeito e responde esse preço. Sem um provedor configurado: 503, sem cobrança (não há motor alternativo); uma falha do provedor é 502 e não é cobrada. Responde `{text, language, duration, provider, segments}`. Com `Prefer: respond-async` roda como job (202 com `statusUrl`); um job que falha é estornado.',
      parameters: {
        audioFile: 'O áudio (MP3, WAV, OGG, M4A, WEBM...).',
        webhookUrl: webhookUrl,
        language: 'Idioma falado no áudio.',
        model: '`enhanced` pede o melhor modelo do provedor, quando houver.',
        useEnhanced: 'O mesmo que `model: enhanced`.',
      },
    },
    'audio.voice-samples': {
      summary: 'Vozes de um idioma',
      description: '`{language, voices: [{voiceName, language, gender, engine, hasAudio, audioUrl, duration}]}`.',
      parameters: {
        language: 'Idioma das vozes a listar (pt-BR, en-US, es-ES, fr-FR).',
      },
    },
    'audio.generate-voice-sample': {
      summary: 'Gerar uma amostra de voz',
      description: '`{sample: {voiceName, audioUrl, duration}}`; guardada em cache por voz e idioma.',
      parameters: {
        voiceName: 'A voz da amostra.',
        language: 'Idioma da frase de amostra: o da própria voz, que é o padrão.',
      },
    },
    'audio.speech-history': {
      summary: 'Histórico de falas',
      description:
        'Uma lista de `{id, title, text_content, voice, language, credits_used, audio_url, created_at}`, das mais recentes para as mais antigas.',
      parameters: {
        page: 'Número da página, a partir de 1.',
        limit: 'Registros por página.',
      },
    },
    'audio.save-speech-history': {
      summary: 'Salvar uma fala no histórico',
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
      summary: 'Gerar um vídeo a partir de imagens',
      description: [
        'Uma apresentação de imagens: de 1 a 50 imagens, cada uma na tela por 0,5 a 60 s (exatos em quadros), ajustadas em um quadro preto. As durações das imagens somam no máximo 600 s de saída (422, caso contrário). Preço: 5 créditos por minuto (ou fração) dessa saída (a soma das durações, exata em quadros), no mínimo 5, cobrados no aceite; `dry_run=true` responde o mesmo preço.',
        videoTransitions,
        'Quadro: `formatPreset` youtubeShort 1080×1920 ou longVideo 1920×1080, ou largura × altura (padrão 1280×720).',
        videoSize,
        'De 10 a 60 fps (padrão 30); mp4 (H.264 + AAC, faststart), mov ou webm (VP8 + Opus), com uma faixa estéreo silenciosa.',
        videoInputFile,
        videoJob,
      ].join(' '),
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
      summary: 'Gravar legendas em um vídeo',
      description: [
        'Legendas como 1 a 2.000 trechos de até 500 caracteres, ou texto SRT / WebVTT de até 500.000 caracteres (um arquivo malformado recebe 400, que nomeia o bloco). `burn` as desenha na imagem com as opções de estilo (fontes DejaVu embutidas, qualquer Unicode que elas cobrem; marcações e tags de override do ASS são desenhadas como texto); `soft` adiciona uma faixa selecionável (mov_text em mp4/mov, WebVTT em webm) e copia o vídeo quando o codec permite. A saída tem a duração do vídeo.',
        videoProbe,
        videoInputFile,
        videoHeldPrice,
        videoJob,
      ].join(' '),
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
      summary: 'Adicionar áudio a um vídeo',
      description: [
        'Substitui a trilha sonora por um áudio principal e uma faixa secundária opcional (música, em loop), ou os mistura ao áudio original do vídeo (`videoAudio: mix`); volumes de 0 a 2. O resultado tem a duração do vídeo: o áudio principal toca uma vez (ou em loop com `matchAudioDuration`) e é cortado no fim do vídeo. Saída mp4 (H.264 copiado quando possível, AAC).',
        videoProbe,
        'Os mesmos limites valem para os arquivos de áudio.',
        videoInputFile,
        videoHeldPrice,
        videoJob,
      ].join(' '),
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
      summary: 'Juntar vídeos',
      description: [
        'Junta de 2 a 20 vídeos em ordem, normalizados para um só quadro (com tarjas; padrão 1280×720), 30 fps e estéreo a 48 kHz (silêncio nos clipes sem áudio).',
        videoSize,
        videoTransitions,
        'Padrão `none`. Um `title` adiciona uma cartela de título de 3 segundos no início. Os clipes (e a cartela) somam no máximo 600 s de saída.',
        videoProbe,
        videoInputFile,
        videoHeldPrice,
        videoJob,
      ].join(' '),
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
      summary: 'Animar uma imagem em vídeo',
      description: [
        'Imagem para vídeo com IA pelo provedor configurado (Amazon Bedrock Nova Reel na AWS): de 1 a 4 variações de uma imagem, com um prompt de até 512 caracteres. O provedor renderiza clipes com duração e quadro próprios e fixos (o resultado informa `durationSeconds`, `width`, `height`); a imagem é recortada para esse quadro. Preço: 32 créditos por segundo de cada clipe gerado (Nova Reel: 6 s, ou seja, 192 por variação), cobrados no aceite; `dry_run=true` responde o mesmo preço. Sem um provedor configurado: 503, sem cobrança.',
        videoInputFile,
        'Responde 202 `{sessionId, jobId, status, statusUrl}`; um job que falha é estornado. O `result` do job concluído é `{videoUrl, videos: [{url, expiresAt}], durationSeconds, width, height, provider}`: os clipes ficam guardados por 24 horas e os links são assinados a cada leitura do job.',
      ].join(' '),
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
      summary: 'Verificar um endereço de e-mail',
      description:
        'Confere um endereço sem enviar e-mail e responde `{email, normalized, verdict, reasons, syntax, domain, mx, disposable, role, freeProvider, suggestion}`. `verdict` é `deliverable` (bem formado, e o domínio publica servidores de e-mail), `risky` (entregável, mas descartável, uma conta de função como info@, um provável erro de digitação de um provedor comum, ou e-mail só pelo endereço do domínio por falta de MX), `undeliverable` (malformado, o domínio não existe ou recusa e-mails com um MX nulo) ou `unknown` (o DNS não respondeu a tempo: tente de novo mais tarde). `reasons` lista `{code, message}` para cada constatação. Domínios internacionais são verificados na forma ASCII (IDNA). Não há sondagem SMTP (conectar ao servidor de e-mail para perguntar pela caixa postal): isso põe o IP que verifica em listas de bloqueio, e muitos servidores aceitam qualquer endereço ou usam greylisting, então não se sabe se a caixa postal em si existe. As respostas de DNS ficam em cache por um minuto. Recusados com 400 (sem cobrança): mais de 254 caracteres, caracteres de controle, partes locais entre aspas e domínios em IP literal.',
      parameters: {
        email: 'O endereço a verificar, até 254 caracteres; domínios internacionais (IDNA) são aceitos.',
      },
    },
    'verify.whatsapp': {
      summary: 'Verificar um número de WhatsApp',
      description:
        'Interpreta e valida um número de telefone com o plano de numeração completo (metadados da libphonenumber) e responde `{phone, valid, reason, e164, country, countryCallingCode, nationalNumber, nationalFormat, internationalFormat, type, whatsapp}`. `type` é mobile, fixed_line, fixed_line_or_mobile, voip, toll_free, premium_rate, shared_cost, personal_number, pager, uan, voicemail ou unknown. `whatsapp.eligible` diz se um número desse tipo pode ter uma conta de WhatsApp (celulares; fixos e VoIP só como WhatsApp Business). `whatsapp.registered` é true/false só quando um provedor da API do WhatsApp Business está configurado nesta implantação; caso contrário é null e `whatsapp.registeredReason` diz por quê (provider_not_configured, provider_error, not_eligible, invalid_number): nunca é um palpite. `whatsapp.link` é o link de conversa wa.me. Números sem +código do país são lidos com `defaultCountry` (padrão BR). Recusados com 400 (sem cobrança): letras, dígitos de menos ou de mais para o país, um defaultCountry desconhecido.',
      parameters: {
        phone: 'O número, de preferência em E.164 (+5511987654321); números nacionais são lidos com defaultCountry.',
        defaultCountry: 'País dos números informados sem +código do país (padrão BR).',
      },
    },
    'jobs.get': {
      summary: 'Status de um job',
      description:
        '`{jobId, status: queued|running|succeeded|failed, progress, result, error, creditsCharged, webhook}`. `webhook` (null sem `webhookUrl`) é `{url, state: pending|delivered|failed, nextRetryAt, attempts}`, cada tentativa com o horário, o status HTTP (ou o erro), a duração e a próxima nova tentativa.',
      parameters: {
        id: 'O id do job (job_...).',
      },
    },
    'jobs.render-status': {
      summary: 'Status da renderização de vídeo',
      description: '`{id, status}`; o status é `completed` quando o vídeo está pronto.',
      parameters: {
        id: videoJobId,
      },
    },
    'jobs.video-url': {
      summary: 'URL do vídeo renderizado',
      description: '`{id, url}` quando a renderização termina.',
      parameters: {
        id: videoJobId,
      },
    },
    'jobs.video-status': {
      summary: 'Status de imagem para vídeo',
      description: '`{sessionId, status, videoUrl, videos}`.',
      parameters: {
        id: 'O sessionId devolvido por image-to-video.',
      },
    },
    'jobs.webhook-redeliver': {
      summary: 'Reenviar o webhook de um job',
      description:
        'Envia de novo o webhook do job terminado, como uma nova entrega com todo o calendário de novas tentativas: a tentativa 1 agora, com o mesmo id de evento (`Alquimia-Webhook-Id`). Grátis. 202 com a entrega; 409 `conflict` enquanto o job está na fila ou rodando (o webhook sai quando ele termina) ou quando ele foi aceito sem `webhookUrl`.',
      parameters: {
        id: 'O id do job (job_...).',
      },
    },
    'mcp.endpoint': {
      summary: 'Servidor MCP (Model Context Protocol)',
      description:
        'HTTP com streaming, sem estado, respostas em JSON. Envie `Accept: application/json, text/event-stream`. `tools/list` lista cada operação com chave de API como uma ferramenta (nome `pdf_merge` para `pdf.merge`, entrada em JSON Schema, arquivos como URLs https, data URLs ou ids file_); `tools/call` a executa pelo mesmo pipeline da chamada HTTP, com a mesma cobrança de créditos. Argumentos opcionais em toda ferramenta: `dry_run` (só o preço), `idempotency_key` e `output` (`url`) para resultados em arquivo. Os arquivos voltam como recursos incorporados de até 1 MiB; os maiores, como um link válido por 24 horas. O endpoint em si é grátis. Uma notificação (sem `id`) recebe 202 sem corpo. Erros do protocolo (método ou ferramenta desconhecidos, parâmetros inválidos) são objetos de erro JSON-RPC (`{jsonrpc, id, error: {code, message}}`, códigos de -32600 a -32603 e -32700) em uma resposta 200, e uma chamada de ferramenta que falha é um resultado com `isError: true` trazendo o problema da operação; erros da própria requisição HTTP (chave, corpo, tipo de mídia) são problem+json com o status HTTP correspondente.',
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
