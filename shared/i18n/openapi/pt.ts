import { inlineBodyLimit } from '../../edge.js';
import type { OpenApiTranslation } from './types.js';

/** The OpenAPI document's texts in Portuguese, by the ids of shared/openapi.ts `openApiTexts`. */
export const pt: OpenApiTranslation = {
  tags: {
    platform: 'Plataforma: saúde da API, catálogo, conta e chave de API (sessão do painel).',
    billing: 'Planos, créditos extras e sessões de pagamento.',
    pdf: 'Documentos PDF: juntar, dividir, marca d’água, proteger, texto, HTML para PDF; envios grandes.',
    image: 'Imagens: geração, ampliação, remoção de fundo, marca d’água, gráficos, QR codes.',
    text: 'Extração de texto de imagens e páginas web; roteiros de vídeo.',
    audio: 'Síntese de voz e transcrição.',
    video: 'Jobs de vídeo: apresentações de imagens, legendas, áudio, junção, imagem para vídeo.',
    verify: 'Verificação de e-mails e de números de WhatsApp.',
    jobs: 'Status e resultados de jobs assíncronos.',
    mcp: 'Servidor Model Context Protocol: cada operação com chave de API como ferramenta para agentes de IA.',
  },
  problems: {
    '400':
      'Requisição inválida: um campo ausente, do tipo errado ou fora do intervalo (veja `errors`), um corpo malformado, um `dry_run`/`output` repetido ou inválido, ou um `Idempotency-Key` inválido.',
    '401': 'Credenciais ausentes ou inválidas.',
    '402': 'Créditos insuficientes para esta chamada (`required` e `available` no problema).',
    '403': 'Estas credenciais não podem chamar esta rota (chave revogada ou restrita, tipo errado de credencial).',
    '404': 'Não encontrado: um id ou id `file_` desconhecido (também para recursos de outra conta).',
    '409':
      '`Idempotency-Key` reutilizado com outra requisição, ou a primeira requisição ainda está em andamento (`Retry-After`); ou o recurso não está num estado que permita a chamada (um webhook reenviado enquanto o job roda).',
    '413': `Corpo ou arquivo acima do limite publicado (\`x-limits\`); corpos de requisição acima de ${inlineBodyLimit} bytes recebem este 413 antes de chegar à operação: envie arquivos grandes com \`POST /api/files\`.`,
    '415': 'Tipo de conteúdo do corpo não suportado, ou um arquivo de um tipo que esta operação não aceita.',
    '422':
      'A entrada não pode ser processada (arquivo corrompido, criptografado ou ilegível, conteúdo que o motor recusa...).',
    '429':
      'A conta passou da cota diária de requisições, ou do limite de taxa depois de gastar o burst (por plano, veja /docs#limites). `Retry-After` diz quantos segundos esperar; nada é cobrado.',
    '500': 'Erro interno: o id da requisição o identifica nos nossos registros (sem cobrança).',
    '502': 'O provedor externo falhou (sem cobrança).',
    '503': 'Nenhum motor ou provedor está configurado para esta operação aqui (sem cobrança).',
    '504': 'A operação não terminou a tempo (sem cobrança).',
  },
  parameters: {
    DryRun:
      '`true`: valida e responde o preço sem executar nem cobrar. Exatamente `true` ou `false`; qualquer outro valor, ou o parâmetro repetido, é um 400.',
    Output:
      '`url` responde um link pré-assinado em vez dos bytes do arquivo; `inline` (padrão), os bytes. O arquivo fica guardado por 24 horas; o link funciona até o seu `expiresAt`, que pode ser antes (ele termina com as credenciais que o assinaram). Os resultados de jobs são assinados de novo a cada leitura do job.',
    IdempotencyKey:
      'Novas tentativas com a mesma chave e a mesma requisição cobram uma vez e repetem a primeira resposta (`Idempotent-Replayed: true`). De 1 a 255 caracteres ASCII imprimíveis.',
    Prefer: '`respond-async` executa a chamada como job (202).',
  },
  responses: {
    job: 'Aceito como job: consulte `statusUrl` (também em `Location`) até ele terminar com sucesso ou falhar.',
    file: 'O arquivo do resultado; JSON com um link para ele quando é grande ou com `output=url`, o preço com `dry_run=true`.',
    jsonOrFile: 'O resultado em JSON (ou, pedido com `Accept`, o próprio arquivo); o preço com `dry_run=true`.',
    priced: 'Sucesso (o preço com `dry_run=true`).',
    success: 'Sucesso.',
    report: 'Respondido com o mesmo corpo quando uma dependência está fora do ar.',
    price: 'O preço (`dry_run=true`).',
    jobPrice: 'O preço (`dry_run=true`); nada foi executado nem cobrado.',
    empty: 'Aceito, sem corpo (nada a responder).',
  },
};
