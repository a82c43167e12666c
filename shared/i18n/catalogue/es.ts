import type { CatalogueTranslation } from './types.js';

/**
 * Categories, service families and plans in Spanish, keyed by id (the Portuguese originals are in shared/catalogue,
 * shared/i18n/families.ts and shared/plans.ts).
 */
export const es: CatalogueTranslation = {
  categories: {
    pdf: 'PDF',
    image: 'Imagen',
    text: 'Texto',
    audio: 'Audio',
    video: 'Vídeo',
    upload: 'Subida',
  },
  families: {
    platform: 'Plataforma',
    billing: 'Pagos',
    pdf: 'PDF',
    image: 'Imágenes',
    text: 'Texto',
    audio: 'Audio',
    video: 'Vídeo',
    verify: 'Verificación',
    jobs: 'Jobs',
    mcp: 'MCP',
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
