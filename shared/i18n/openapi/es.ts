import { inlineBodyLimit } from '../../edge.js';
import type { OpenApiTranslation } from './types.js';

/** The OpenAPI document's texts in Spanish, by the ids of shared/openapi.ts `openApiTexts`. */
export const es: OpenApiTranslation = {
  tags: {
    platform: 'Plataforma: estado de la API, catálogo, cuenta y clave de API (sesión del panel).',
    billing: 'Planes, créditos extra y sesiones de pago.',
    pdf: 'Documentos PDF: unir, dividir, marca de agua, proteger, texto, HTML a PDF; archivos grandes.',
    image: 'Imágenes: generación, ampliación, eliminación de fondo, marca de agua, gráficos, códigos QR.',
    text: 'Extracción de texto de imágenes y páginas web; guiones de vídeo.',
    audio: 'Síntesis de voz y transcripción.',
    video: 'Jobs de vídeo: presentaciones de imágenes, subtítulos, audio, unión, imagen a vídeo.',
    verify: 'Verificación de correos electrónicos y números de WhatsApp.',
    jobs: 'Estado y resultados de los jobs asíncronos.',
    mcp: 'Servidor Model Context Protocol: cada operación con clave de API como herramienta para agentes de IA.',
  },
  problems: {
    '400':
      'Solicitud no válida: falta un campo, tiene un tipo incorrecto o está fuera de rango (mira `errors`), un cuerpo mal formado, un `dry_run`/`output` repetido o no válido, o un `Idempotency-Key` incorrecto.',
    '401': 'Faltan las credenciales o no son válidas.',
    '402': 'No hay créditos suficientes para esta llamada (`required` y `available` en el problema).',
    '403':
      'Estas credenciales no pueden llamar a esta ruta (clave revocada o restringida, tipo de credencial equivocado).',
    '404': 'No encontrado: un id o un id `file_` desconocido (también para recursos de otra cuenta).',
    '409':
      '`Idempotency-Key` reutilizada con otra solicitud, o la primera solicitud aún está en curso (`Retry-After`); o el recurso no está en un estado que permita la llamada (un webhook reenviado mientras su job se ejecuta).',
    '413': `Cuerpo o archivo por encima del límite publicado (\`x-limits\`); los cuerpos de solicitud de más de ${inlineBodyLimit} bytes reciben este 413 antes de llegar a la operación: sube los archivos grandes con \`POST /api/files\`.`,
    '415': 'Tipo de contenido del cuerpo no admitido, o un archivo de un tipo que esta operación no acepta.',
    '422': 'La entrada no se puede procesar (archivo corrupto, cifrado o ilegible, contenido que el motor rechaza...).',
    '429':
      'La cuenta superó su cuota diaria de solicitudes, o su ritmo de solicitudes tras agotar la ráfaga (según el plan, mira /docs#limites). `Retry-After` indica cuántos segundos esperar; no se cobra nada.',
    '500': 'Error interno: el id de la solicitud lo identifica en nuestros registros (sin cobro).',
    '502': 'Falló el proveedor externo (sin cobro).',
    '503': 'No hay ningún motor ni proveedor configurado aquí para esta operación (sin cobro).',
    '504': 'La operación no terminó a tiempo (sin cobro).',
  },
  parameters: {
    DryRun:
      '`true`: valida y responde el precio sin ejecutar ni cobrar. Exactamente `true` o `false`; cualquier otro valor, o el parámetro repetido, es un 400.',
    Output:
      '`url` responde un enlace prefirmado en lugar de los bytes del archivo; `inline` (por defecto), los bytes. El archivo se guarda 24 horas; el enlace funciona hasta su `expiresAt`, que puede ser antes (termina con las credenciales que lo firmaron). Los resultados de los jobs se firman de nuevo cada vez que se lee el job.',
    IdempotencyKey:
      'Los reintentos con la misma clave y la misma solicitud cobran una vez y repiten la primera respuesta (`Idempotent-Replayed: true`). De 1 a 255 caracteres ASCII imprimibles.',
    Prefer: '`respond-async` ejecuta la llamada como job (202).',
  },
  responses: {
    job: 'Aceptada como job: consulta `statusUrl` (también en `Location`) hasta que termine con éxito o falle.',
    file: 'El archivo del resultado; JSON con un enlace a él cuando es grande o con `output=url`, el precio con `dry_run=true`.',
    jsonOrFile: 'El resultado en JSON (o, pedido con `Accept`, el propio archivo); el precio con `dry_run=true`.',
    priced: 'Éxito (el precio con `dry_run=true`).',
    success: 'Éxito.',
    report: 'Se responde con el mismo cuerpo cuando una dependencia no funciona.',
    price: 'El precio (`dry_run=true`).',
    jobPrice: 'El precio (`dry_run=true`); no se ejecutó ni se cobró nada.',
    empty: 'Aceptada, sin cuerpo (no hay nada que responder).',
  },
};
