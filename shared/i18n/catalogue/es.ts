import type { CatalogueTranslation } from './types.js';

/** The catalogue and plans in Spanish, keyed by id (the Portuguese originals are in shared/catalogue and shared/plans.ts). */
export const es: CatalogueTranslation = {
  categories: {
    pdf: 'PDF',
    image: 'Imagen',
    text: 'Texto',
    audio: 'Audio',
    video: 'Vídeo',
    upload: 'Subida',
  },
  services: {
    'pdf-merge': {
      name: 'Unir PDFs',
      description: 'Combine varios archivos PDF en un único documento.',
    },
    'pdf-split': {
      name: 'Dividir PDF',
      description: 'Separe las páginas de un PDF en archivos individuales.',
    },
    'pdf-watermark': {
      name: 'Marca de agua en PDF',
      description: 'Añada una marca de agua de texto con opacidad, rotación, tamaño y color.',
    },
    'pdf-protect': {
      name: 'Proteger PDF',
      description: 'Proteja un PDF con contraseña usando cifrado AES-256.',
    },
    'pdf-unprotect': {
      name: 'Desproteger PDF',
      description: 'Quite la contraseña de un PDF indicando la contraseña actual.',
    },
    'pdf-extract-text': {
      name: 'Extraer texto de PDF',
      description: 'Extraiga el texto de cada página de un documento PDF.',
    },
    'pdf-html-to-pdf': {
      name: 'HTML a PDF',
      description: 'Convierta HTML en un PDF listo para imprimir, con formato y márgenes.',
    },
    'pdf-add-text': {
      name: 'Añadir texto al PDF',
      description: 'Escriba un texto en cualquier posición de una página PDF.',
    },
    'e-image-text-to-image': {
      name: 'Generación de imágenes con IA',
      description: 'Cree imágenes a partir de una descripción en texto.',
    },
    'e-image-upscale': {
      name: 'Aumentar resolución de imagen',
      description: 'Amplíe imágenes 2x, 3x o 4x manteniendo la nitidez.',
    },
    'e-image-remove-background': {
      name: 'Eliminar fondo de imagen',
      description: 'Elimine el fondo de las fotos automáticamente, con transparencia.',
    },
    'image-watermark': {
      name: 'Marca de agua en imagen',
      description: 'Aplique una marca de agua de texto o logotipo a las imágenes.',
    },
    'image-chart': {
      name: 'Generador de gráficos',
      description: 'Convierta datos en gráficos de líneas, barras, circulares, de anillo o de radar.',
    },
    'image-qr-code': {
      name: 'Generador de códigos QR',
      description: 'Genere códigos QR personalizados con colores y logotipo.',
    },
    'text-extract-image-text': {
      name: 'Extraer texto de imágenes (OCR)',
      description: 'Reconozca el texto de imágenes en portugués o inglés.',
    },
    'text-extract-web-info': {
      name: 'Extracción de datos web',
      description: 'Extraiga título, texto, enlaces y metadatos de páginas web.',
    },
    'verify-email': {
      name: 'Verificación de correo electrónico',
      description: 'Compruebe si una dirección de correo es válida y puede recibir mensajes.',
    },
    'verify-whatsapp': {
      name: 'Verificación de WhatsApp',
      description: 'Valide números de teléfono para usar en WhatsApp.',
    },
    'audio-text-to-speech': {
      name: 'Texto a voz',
      description: 'Convierta texto en audio con voces en varios idiomas.',
    },
    'audio-speech-to-text': {
      name: 'Voz a texto',
      description: 'Transcriba archivos de audio a texto.',
    },
    'audio-youtube-transcribe': {
      name: 'Transcripción de vídeos de YouTube',
      description: 'Obtenga la transcripción de un vídeo de YouTube a partir del enlace.',
    },
    'videos-render-video-from-images': {
      name: 'Vídeo a partir de imágenes',
      description: 'Cree vídeos con transiciones a partir de una secuencia de imágenes.',
    },
    'videos-add-subtitles-to-video': {
      name: 'Subtítulos en vídeo',
      description: 'Añada subtítulos con color, fuente y posición a un vídeo.',
    },
    'videos-add-audio-to-video': {
      name: 'Añadir audio al vídeo',
      description: 'Incluya narración y banda sonora en un vídeo, con control de volumen.',
    },
    'videos-merge-videos': {
      name: 'Unir vídeos',
      description: 'Una varios vídeos en un único archivo.',
    },
    'videos-image-to-video': {
      name: 'Imagen a vídeo',
      description: 'Anime una imagen y conviértala en un vídeo corto con IA.',
    },
    'files-upload': {
      name: 'Subida de archivos',
      description: 'Suba archivos grandes una vez y úselos en cualquier servicio durante 24 horas.',
    },
    'ai-model-training': {
      name: 'Entrenamiento de modelos de IA',
      description: 'Entrene modelos de IA personalizados con sus propios datos.',
    },
  },
  plans: {
    1: {
      name: 'Básico',
      description: 'Para empezar a automatizar con nuestras APIs.',
      badge: null,
      features: [
        '1.000 créditos al mes',
        '100 solicitudes al día',
        'Acceso a todas las APIs',
        'Soporte por correo electrónico',
      ],
    },
    2: {
      name: 'Profesional',
      description: 'Para profesionales y equipos que usan las APIs todos los días.',
      badge: 'Más elegido',
      features: ['10.000 créditos al mes', '1.000 solicitudes al día', 'Documentación avanzada', 'Soporte prioritario'],
    },
    3: {
      name: 'Empresarial',
      description: 'Para empresas con alto volumen y necesidades a medida.',
      badge: null,
      features: [
        '30.000 créditos al mes',
        'APIs y solicitudes ilimitadas',
        'Soporte dedicado 24/7',
        'Integraciones personalizadas',
        'SLA garantizado',
      ],
    },
  },
  freeTier: { name: 'Gratis' },
  extraPack: { name: 'Créditos extra', description: 'Paquete único de créditos para quienes ya son suscriptores.' },
};
