import type { Category } from './categories.js';

/**
 * The services the platform sells, in Portuguese (translations in shared/i18n keyed by this text). The link to
 * the operations is stored once, on the operations (`serviceId`): a service sells the first operation that names
 * it, and its price is read from that operation's credit rule, never written here. Services not built yet are
 * `comingSoon` with the price they are planned at.
 */
export interface ServiceDefinition {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly category: Category;
  /** lucide icon name; the web falls back to the category icon. */
  readonly icon: string;
  readonly popular?: boolean;
  readonly comingSoon?: { readonly plannedCredits: number };
}

export const serviceDefinitions: readonly ServiceDefinition[] = [
  // PDF
  {
    id: 'pdf-merge',
    name: 'Juntar PDFs',
    description: 'Combine vários arquivos PDF em um único documento.',
    category: 'pdf',
    icon: 'files',
    popular: true,
  },
  {
    id: 'pdf-split',
    name: 'Dividir PDF',
    description: 'Separe as páginas de um PDF em arquivos individuais.',
    category: 'pdf',
    icon: 'scissors',
  },
  {
    id: 'pdf-watermark',
    name: "Marca d'água em PDF",
    description: "Adicione uma marca d'água de texto com opacidade, rotação, tamanho e cor.",
    category: 'pdf',
    icon: 'stamp',
  },
  {
    id: 'pdf-protect',
    name: 'Proteger PDF',
    description: 'Proteja um PDF com senha usando criptografia AES-256.',
    category: 'pdf',
    icon: 'lock',
  },
  {
    id: 'pdf-unprotect',
    name: 'Desproteger PDF',
    description: 'Remova a senha de um PDF informando a senha atual.',
    category: 'pdf',
    icon: 'lock-open',
  },
  {
    id: 'pdf-extract-text',
    name: 'Extrair texto de PDF',
    description: 'Extraia o texto de cada página de um documento PDF.',
    category: 'pdf',
    icon: 'file-text',
  },
  {
    id: 'pdf-html-to-pdf',
    name: 'HTML para PDF',
    description: 'Converta HTML em um PDF pronto para impressão, com formato e margens.',
    category: 'pdf',
    icon: 'file-code',
    popular: true,
  },
  {
    id: 'pdf-add-text',
    name: 'Adicionar texto ao PDF',
    description: 'Escreva um texto em qualquer posição de uma página PDF.',
    category: 'pdf',
    icon: 'type',
  },
  // Image
  {
    id: 'e-image-text-to-image',
    name: 'Geração de imagens com IA',
    description: 'Crie imagens a partir de uma descrição em texto.',
    category: 'image',
    icon: 'sparkles',
    popular: true,
  },
  {
    id: 'e-image-upscale',
    name: 'Aumentar resolução de imagem',
    description: 'Amplie imagens em 2x, 3x ou 4x mantendo a nitidez.',
    category: 'image',
    icon: 'maximize',
  },
  {
    id: 'e-image-remove-background',
    name: 'Remover fundo de imagem',
    description: 'Remova o fundo de fotos automaticamente, com transparência.',
    category: 'image',
    icon: 'eraser',
  },
  {
    id: 'image-watermark',
    name: "Marca d'água em imagem",
    description: "Aplique uma marca d'água de texto ou logotipo em imagens.",
    category: 'image',
    icon: 'stamp',
  },
  {
    id: 'image-chart',
    name: 'Gerador de gráficos',
    description: 'Transforme dados em gráficos de linha, barras, pizza, rosca ou radar.',
    category: 'image',
    icon: 'chart-column',
  },
  {
    id: 'image-qr-code',
    name: 'Gerador de QR Code',
    description: 'Gere QR Codes personalizados com cores e logotipo.',
    category: 'image',
    icon: 'qr-code',
  },
  // Text
  {
    id: 'text-extract-image-text',
    name: 'Extrair texto de imagem (OCR)',
    description: 'Reconheça o texto de imagens em português ou inglês.',
    category: 'text',
    icon: 'scan-text',
  },
  {
    id: 'text-extract-web-info',
    name: 'Extração de dados da web',
    description: 'Extraia título, texto, links e metadados de páginas da web.',
    category: 'text',
    icon: 'globe',
  },
  {
    id: 'verify-email',
    name: 'Verificação de e-mail',
    description: 'Verifique se um endereço de e-mail é válido e pode receber mensagens.',
    category: 'text',
    icon: 'mail-check',
  },
  {
    id: 'verify-whatsapp',
    name: 'Verificação de WhatsApp',
    description: 'Valide números de telefone para uso no WhatsApp.',
    category: 'text',
    icon: 'message-circle',
  },
  // Audio
  {
    id: 'audio-text-to-speech',
    name: 'Texto para fala',
    description: 'Converta texto em áudio com vozes em vários idiomas.',
    category: 'audio',
    icon: 'volume-2',
    popular: true,
  },
  {
    id: 'audio-speech-to-text',
    name: 'Fala para texto',
    description: 'Transcreva arquivos de áudio em texto.',
    category: 'audio',
    icon: 'mic',
  },
  {
    id: 'audio-youtube-transcribe',
    name: 'Transcrição de vídeos do YouTube',
    description: 'Obtenha a transcrição de um vídeo do YouTube a partir do link.',
    category: 'audio',
    icon: 'youtube',
  },
  // Video
  {
    id: 'videos-render-video-from-images',
    name: 'Vídeo a partir de imagens',
    description: 'Crie vídeos com transições a partir de uma sequência de imagens.',
    category: 'video',
    icon: 'clapperboard',
  },
  {
    id: 'videos-add-subtitles-to-video',
    name: 'Legendas em vídeo',
    description: 'Adicione legendas com cor, fonte e posição a um vídeo.',
    category: 'video',
    icon: 'captions',
  },
  {
    id: 'videos-add-audio-to-video',
    name: 'Adicionar áudio ao vídeo',
    description: 'Inclua narração e trilha sonora em um vídeo, com controle de volume.',
    category: 'video',
    icon: 'music',
  },
  {
    id: 'videos-merge-videos',
    name: 'Juntar vídeos',
    description: 'Una vários vídeos em um único arquivo.',
    category: 'video',
    icon: 'film',
  },
  {
    id: 'videos-image-to-video',
    name: 'Imagem para vídeo',
    description: 'Anime uma imagem e transforme-a em um vídeo curto com IA.',
    category: 'video',
    icon: 'image-play',
  },
  // Upload
  {
    id: 'files-upload',
    name: 'Upload de arquivos',
    description: 'Envie arquivos grandes uma vez e use-os em qualquer serviço por 24 horas.',
    category: 'upload',
    icon: 'upload',
  },
  // Coming soon
  {
    id: 'ai-model-training',
    name: 'Treinamento de modelos de IA',
    description: 'Treine modelos de IA personalizados com os seus próprios dados.',
    category: 'image',
    icon: 'brain',
    comingSoon: { plannedCredits: 50 },
  },
];
