import type { ProblemCode } from '../../../../../shared/problems.js';

/**
 * Documentation page (docs/product.md#documentation-page): pt is the source catalog; en, es and fr follow its shape.
 * Text between backticks is shown as code. `{{…}}` values (header names, limits, plans) come from the code. The
 * OpenAPI document's own texts (group descriptions, problem answers, shared parameters, success answers) are not here:
 * English is the document's, pt, es and fr are in shared/i18n/openapi (./document-texts.ts).
 */
export const pt = {
  title: 'Documentação da API',
  description:
    'Tudo para fazer sua primeira chamada em minutos: guias, exemplos prontos e a referência completa de cada endpoint.',
  publicSignIn: 'Entrar',
  publicRegister: 'Criar conta grátis',
  quickLinks: {
    label: 'Links rápidos',
    gettingStarted: 'Primeiros passos',
    authentication: 'Autenticação',
    endpoints: 'Endpoints',
    examples: 'Exemplos',
    errors: 'Códigos de erro',
    rateLimits: 'Limites de taxa',
  },
  toc: 'Nesta página',
  code: { label: 'Exemplo de código', copy: 'Copiar código', copied: 'Código copiado!' },
  table: {
    header: 'Cabeçalho',
    meaning: 'Significado',
    plan: 'Plano',
    perDay: 'Requisições por dia',
    perSecond: 'Por segundo',
    burst: 'Rajada',
  },
  guides: {
    gettingStarted: {
      title: 'Primeiros passos',
      intro: 'Três passos separam você da primeira chamada bem-sucedida.',
      step1Title: '1. Crie a conta e copie a chave',
      step1:
        'Cadastre-se (você ganha {{credits}} créditos grátis após confirmar o e-mail) e copie sua chave na página API Keys do painel.',
      step2Title: '2. Faça a primeira chamada',
      step2:
        'Envie a chave no cabeçalho `api-token`. O exemplo abaixo gera um QR code e salva o PNG; troque `YOUR_API_KEY` pela sua chave.',
      step3Title: '3. Confira o custo e o saldo',
      step3:
        'Toda resposta traz `X-Credits-Charged` (créditos desta chamada) e `X-Credits-Remaining` (saldo). O histórico fica na página Créditos.',
      openKeys: 'Abrir API Keys',
    },
    authentication: {
      title: 'Autenticação',
      intro: 'Toda chamada pública leva a sua chave de API em um destes cabeçalhos (use só um):',
      primary: 'o cabeçalho principal, usado nos exemplos',
      alternative: 'alternativa aceita',
      bearer: 'o padrão OAuth, para clientes que só sabem enviar tokens',
      failure:
        'Sem chave, ou com uma chave revogada, a resposta é `401` com o código `unauthorized`. Nunca publique a chave no código do navegador: chame a API do seu servidor.',
    },
    credits: {
      title: 'Créditos e dry_run',
      body: 'Cada endpoint tem um preço em créditos, mostrado na referência abaixo. O débito acontece só quando a chamada é aceita.',
      dryRun:
        'Acrescente `?dry_run=true` a qualquer chamada para validar os parâmetros e saber o preço sem executar nada e sem cobrar: a resposta é `{dryRun, operationId, credits, balance}`.',
      refund:
        'Sem saldo suficiente a resposta é `402 insufficient_credits`. Erros de validação nunca são cobrados, e qualquer falha depois do débito é estornada automaticamente.',
    },
    idempotency: {
      title: 'Idempotency-Key',
      body: 'Envie um valor único no cabeçalho `Idempotency-Key` (por exemplo um UUID) para repetir uma chamada com segurança depois de uma falha de rede.',
      replay:
        'Uma nova tentativa com a mesma chave e o mesmo corpo é cobrada uma vez só e devolve a primeira resposta, com o cabeçalho `Idempotent-Replayed: true`.',
      conflict:
        'A mesma chave com outro corpo, ou enquanto a primeira ainda está em andamento, responde `409 idempotency_conflict`.',
    },
    rateLimits: {
      title: 'Cotas e limites de taxa',
      body: 'Cada conta tem limites próprios, conforme o plano: uma cota diária de requisições (dia UTC) e uma taxa por segundo, com uma rajada que pode enviar de uma vez. Um cliente que chama rápido nunca atrasa outro.',
      unlimited: 'ilimitado',
      free: 'Gratuito',
      headers: 'Nos planos com cota, toda resposta traz o estado dela:',
      limit: 'requisições permitidas por dia',
      remaining: 'quantas ainda restam hoje',
      reset: 'quando a cota recomeça (segundos epoch, UTC)',
      exceeded:
        'Acima da cota, ou mais rápido que a taxa depois de gasta a rajada, a resposta é `429 quota_exceeded` com `Retry-After`: espere esse número de segundos antes de tentar de novo. Chamadas recusadas não custam nada.',
    },
    filesIn: {
      title: 'Arquivos de entrada',
      intro: 'Todo campo de arquivo aceita quatro formas:',
      multipart: 'Upload `multipart/form-data`, uma parte por arquivo (repita a parte para listas).',
      url: 'Uma URL `https` pública, baixada pelo servidor (endereços privados e de loopback são recusados).',
      dataUrl: 'Uma data URL base64 (`data:application/pdf;base64,...`) dentro de um corpo JSON.',
      upload:
        'Um id `file_` de `POST /api/files`, para arquivos grandes: ele devolve `{fileId, uploadUrl, uploadFields}`; envie com `POST` um formulário para `uploadUrl` com todos os `uploadFields` e o `file` por último (em até 15 minutos), e use o `fileId` no campo.',
      limit:
        'O corpo de uma requisição aceita até {{inline}}; acima disso a resposta é `413` e o caminho é `POST /api/files` (até {{upload}} por arquivo, cada endpoint tem seu limite publicado na referência).',
    },
    filesOut: {
      title: 'Arquivos e URLs de saída',
      file: 'Endpoints que produzem arquivos respondem com os bytes, o `Content-Type` e um `Content-Disposition` com o nome do arquivo.',
      url: 'Com `?output=url`, ou quando o resultado é grande demais para a resposta, você recebe JSON `{url, expiresAt, size, contentType}` com um link assinado.',
      expiry: 'Resultados e uploads são apagados após 24 horas: baixe o que precisar guardar.',
    },
    async: {
      title: 'Jobs assíncronos e webhooks',
      intro:
        'Operações longas rodam como job. Envie `Prefer: respond-async` (os endpoints de vídeo são sempre assíncronos) e receba `202 {jobId, status, statusUrl}`.',
      poll: 'Consulte `GET /api/jobs/{id}` até `status` ser `succeeded` ou `failed`: a resposta traz `progress`, `result`, `error` e `creditsCharged`. Um job que falha é estornado.',
      webhook:
        'Ou passe `webhookUrl` (https, endereço público) no corpo: ao terminar, enviamos um POST JSON `{id, type, createdAt, data}` com `type` `job.succeeded` ou `job.failed`, assinado com o segredo de webhook da sua conta (página API Keys).',
      verify:
        'Para verificar: calcule HMAC-SHA256 de `<timestamp>.<corpo bruto>` com o segredo, em hexadecimal, e compare em tempo constante com o valor após `v1=` no cabeçalho de assinatura. Recuse timestamps com mais de 5 minutos de diferença (replays).',
      id: 'id único do evento (ignore repetições)',
      timestamp: 'momento do envio, em segundos epoch',
      signature: '`v1=` seguido do HMAC-SHA256 em hexadecimal',
    },
    mcp: {
      title: 'Servidor MCP para agentes de IA',
      intro:
        'Agentes de IA usam todos os endpoints como ferramentas MCP em `{{url}}` (Streamable HTTP), com a mesma chave no cabeçalho `api-token` e a mesma cobrança da API HTTP. Configuração para os clientes mais comuns:',
      where: 'Onde colar: {{file}}',
      terminal: 'no terminal',
    },
    errors: {
      title: 'Códigos de erro',
      intro:
        'Erros chegam como `application/problem+json` (RFC 9457): `{type, title, status, detail, code, requestId}`, com `errors` listando cada campo inválido nas respostas 400. Compare pelo `code`, que é estável; informe o `requestId` ao suporte.',
      code: 'Código',
      status: 'HTTP',
      name: 'Título',
      meaning: 'Quando acontece',
      codes: {
        invalid_request: 'Um campo falta, tem o tipo errado ou está fora do intervalo (veja `errors`).',
        unauthorized: 'Chave ausente, inválida, revogada ou expirada.',
        insufficient_credits: 'O saldo não cobre o preço da chamada.',
        forbidden: 'Estas credenciais não podem chamar esta rota.',
        key_restricted:
          'A chave só pode chamar as operações ou famílias listadas na sua criação, e esta não é uma delas; não é cobrada.',
        not_found: 'Rota ou recurso inexistente (inclusive de outra conta).',
        method_not_allowed: 'A rota existe, mas não com este método HTTP (veja `Allow`).',
        idempotency_conflict: '`Idempotency-Key` reutilizada com outro corpo, ou ainda em andamento.',
        conflict:
          'O recurso ainda não está num estado que permita esta chamada (ex.: reenviar o webhook de um job que não terminou).',
        payload_too_large: 'Corpo ou arquivo acima do limite publicado: use `POST /api/files`.',
        unsupported_media_type: 'Tipo de conteúdo ou de arquivo não aceito por este endpoint.',
        unprocessable_input: 'A entrada não pode ser processada (arquivo corrompido, imagem ilegível...).',
        input_encrypted: 'O arquivo está protegido por senha.',
        quota_exceeded: 'Cota diária atingida ou requisições rápidas demais (veja `Retry-After`).',
        internal_error: 'Falha inesperada do nosso lado; não é cobrada.',
        provider_error: 'O provedor externo (IA, pagamentos...) falhou; não é cobrado.',
        engine_unavailable: 'Nenhum motor ou provedor configurado para este endpoint neste ambiente.',
        timeout: 'A operação passou do tempo limite; não é cobrada.',
      } satisfies Record<ProblemCode, string>,
    },
  },
  reference: {
    title: 'Referência de endpoints',
    intro:
      'Gerada do documento OpenAPI 3.1 desta implantação ({{count}} operações). Baixe-o em `{{path}}` para gerar clientes ou importar no Postman.',
    download: 'Baixar OpenAPI',
    loading: 'Carregando a referência...',
    error: 'Não foi possível carregar a referência da API. Tente novamente.',
    retry: 'Tentar de novo',
    filter: 'Filtrar endpoints',
    filterPlaceholder: 'Nome, caminho ou id (ex.: merge, /api/pdf)',
    noMatch: 'Nenhum endpoint corresponde ao filtro.',
    credits: 'Preço',
    auth: 'Autenticação',
    authApiKey: 'chave de API (`api-token`)',
    authBearer: 'sessão do painel (Bearer)',
    authNone: 'nenhuma',
    mode: 'Execução',
    modes: {
      sync: 'síncrona',
      'async-allowed': 'síncrona ou job (`Prefer: respond-async`)',
      'async-only': 'sempre job (202)',
    },
    parameters: 'Parâmetros',
    body: 'Corpo da requisição',
    responses: 'Respostas',
    example: 'Exemplo',
    name: 'Nome',
    in: 'Em',
    type: 'Tipo',
    required: 'Obrigatório',
    description: 'Descrição',
    yes: 'sim',
    no: 'não',
    default: 'padrão: {{value}}',
    allowed: 'valores: {{values}}',
    range: 'de {{min}} a {{max}}',
    min: 'mínimo {{min}}',
    max: 'máximo {{max}}',
    maxLength: 'até {{max}} caracteres',
    file: 'arquivo',
    fields: 'Campos de {{name}}',
    bodyLimit: 'No máximo {{bytes}} bytes.',
    price: {
      free: 'Grátis',
      fixed_one: '{{count}} crédito por chamada',
      fixed: '{{count}} créditos por chamada',
      perChars_one: '{{count}} crédito a cada {{per}} caracteres (ou fração) de `{{field}}`',
      perChars: '{{count}} créditos a cada {{per}} caracteres (ou fração) de `{{field}}`',
      perResult_one: '{{count}} crédito por resultado (`{{field}}`, padrão 1)',
      perResult: '{{count}} créditos por resultado (`{{field}}`, padrão 1)',
      perSecond_one: '{{count}} crédito por segundo de {{measure}}',
      perSecond: '{{count}} créditos por segundo de {{measure}}',
      perMinute_one: '{{count}} crédito por minuto (ou fração) de {{measure}}',
      perMinute: '{{count}} créditos por minuto (ou fração) de {{measure}}',
      atLeast: '{{price}}, no mínimo {{min}}',
      times: '{{price}}, por resultado (`{{field}}`, padrão 1)',
      engine: '{{price}}; quando esta implantação usa {{engine}}: {{enginePrice}}',
      measures: { audioSeconds: 'áudio', outputSeconds: 'vídeo gerado' },
    },
  },
};

export type DocsMessages = typeof pt;
