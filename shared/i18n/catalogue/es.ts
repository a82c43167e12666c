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
      description: 'Combina varios archivos PDF en un único documento.',
    },
    'pdf-split': {
      name: 'Dividir PDF',
      description: 'Separa las páginas de un PDF en archivos individuales.',
    },
    'pdf-watermark': {
      name: 'Marca de agua en PDF',
      description: 'Añade una marca de agua de texto con opacidad, rotación, tamaño y color.',
    },
    'pdf-protect': {
      name: 'Proteger PDF',
      description: 'Protege un PDF con contraseña usando cifrado AES-256.',
    },
    'pdf-unprotect': {
      name: 'Desproteger PDF',
      description: 'Quita la contraseña de un PDF indicando la contraseña actual.',
    },
    'pdf-extract-text': {
      name: 'Extraer texto de PDF',
      description: 'Extrae el texto de cada página de un documento PDF.',
    },
    'pdf-html-to-pdf': {
      name: 'HTML a PDF',
      description: 'Convierte HTML en un PDF listo para imprimir, con formato y márgenes.',
    },
    'pdf-add-text': {
      name: 'Añadir texto al PDF',
      description: 'Escribe un texto en cualquier posición de una página PDF.',
    },
    'e-image-text-to-image': {
      name: 'Generación de imágenes con IA',
      description: 'Crea imágenes a partir de una descripción en texto.',
    },
    'e-image-upscale': {
      name: 'Aumentar resolución de imagen',
      description: 'Amplía imágenes 2x, 3x o 4x manteniendo la nitidez.',
    },
    'e-image-remove-background': {
      name: 'Eliminar fondo de imagen',
      description: 'Elimina el fondo de las fotos automáticamente, con transparencia.',
    },
    'image-watermark': {
      name: 'Marca de agua en imagen',
      description: 'Aplica una marca de agua de texto o logotipo a las imágenes.',
    },
    'image-chart': {
      name: 'Generador de gráficos',
      description: 'Convierte datos en gráficos de líneas, barras, circulares, de anillo o de radar.',
    },
    'image-qr-code': {
      name: 'Generador de códigos QR',
      description: 'Genera códigos QR personalizados con colores y logotipo.',
    },
    'text-extract-image-text': {
      name: 'Extraer texto de imágenes (OCR)',
      description: 'Reconoce el texto de imágenes en portugués o inglés.',
    },
    'text-extract-web-info': {
      name: 'Extracción de datos web',
      description: 'Extrae título, texto, enlaces y metadatos de páginas web.',
    },
    'verify-email': {
      name: 'Verificación de correo electrónico',
      description: 'Comprueba si una dirección de correo es válida y puede recibir mensajes.',
    },
    'verify-whatsapp': {
      name: 'Verificación de WhatsApp',
      description: 'Valida números de teléfono para usar en WhatsApp.',
    },
    'audio-text-to-speech': {
      name: 'Texto a voz',
      description: 'Convierte texto en audio con voces en varios idiomas.',
    },
    'audio-speech-to-text': {
      name: 'Voz a texto',
      description: 'Transcribe archivos de audio a texto.',
    },
    'audio-youtube-transcribe': {
      name: 'Transcripción de vídeos de YouTube',
      description: 'Obtén la transcripción de un vídeo de YouTube a partir del enlace.',
    },
    'videos-render-video-from-images': {
      name: 'Vídeo a partir de imágenes',
      description: 'Crea vídeos con transiciones a partir de una secuencia de imágenes.',
    },
    'videos-add-subtitles-to-video': {
      name: 'Subtítulos en vídeo',
      description: 'Añade subtítulos con color, fuente y posición a un vídeo.',
    },
    'videos-add-audio-to-video': {
      name: 'Añadir audio al vídeo',
      description: 'Incluye narración y banda sonora en un vídeo, con control de volumen.',
    },
    'videos-merge-videos': {
      name: 'Unir vídeos',
      description: 'Une varios vídeos en un único archivo.',
    },
    'videos-image-to-video': {
      name: 'Imagen a vídeo',
      description: 'Anima una imagen y conviértela en un vídeo corto con IA.',
    },
    'files-upload': {
      name: 'Subida de archivos',
      description: 'Sube archivos grandes una vez y úsalos en cualquier servicio durante 24 horas.',
    },
    'ai-model-training': {
      name: 'Entrenamiento de modelos de IA',
      description: 'Entrena modelos de IA personalizados con tus propios datos.',
    },
  },
  plans: {
    1: {
      name: 'Básico',
      description: 'Para empezar a automatizar con nuestras APIs.',
      badge: null,
      features: [
        '1.000 créditos al mes',
        'Hasta 100 solicitudes al día',
        'Hasta 10 solicitudes por segundo',
        'Todas las APIs y créditos extra sueltos',
        'Soporte por correo electrónico',
      ],
    },
    2: {
      name: 'Profesional',
      description: 'Para profesionales y equipos que usan las APIs todos los días.',
      badge: 'Más elegido',
      features: [
        '10.000 créditos al mes',
        'Hasta 1.000 solicitudes al día',
        'Hasta 25 solicitudes por segundo',
        'Todas las APIs y créditos extra sueltos',
        'Soporte prioritario por correo electrónico',
      ],
    },
    3: {
      name: 'Empresarial',
      description: 'Para empresas con un alto volumen de solicitudes.',
      badge: null,
      features: [
        '30.000 créditos al mes',
        'Sin límite diario de solicitudes',
        'Hasta 50 solicitudes por segundo',
        'Todas las APIs y créditos extra sueltos',
        'Soporte prioritario por correo electrónico',
        'SLA garantizado por contrato propio',
      ],
    },
  },
  freeTier: { name: 'Gratis' },
  extraPack: { name: 'Créditos extra', description: 'Paquete único de créditos para quienes ya son suscriptores.' },
};
